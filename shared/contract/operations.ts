import type { z } from 'zod';
import type { OperationId } from '../api/routes';
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  okResponseSchema,
  refreshTokenRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  resetPasswordRequestSchema,
  sendVerificationCodeRequestSchema,
  sendVerificationCodeResponseSchema,
  sessionTokensSchema,
  userPackageSchema,
  userSchema,
} from './accounts.schema';

/**
 * The contract of every operation in the route table: what it takes and what it answers. Handlers
 * validate with these schemas, the SPA types its calls with them and docs/openapi.json is generated
 * from them, so the three cannot drift apart.
 */
export interface OperationContract {
  readonly summary: string;
  readonly description?: string;
  readonly tag: 'Accounts' | 'API keys' | 'Usage' | 'Queries' | 'Monitoring';
  readonly body?: z.ZodType;
  readonly query?: z.ZodType;
  readonly params?: z.ZodType;
  readonly response: z.ZodType;
}

export const operations = {
  sendVerificationCode: {
    tag: 'Accounts',
    summary: 'Send a verification code',
    description:
      'E-mails a 6-digit code valid for 10 minutes. Another code for the same e-mail and purpose can be requested after 60 s (429 before that). The answer is the same whether or not the e-mail has an account.',
    body: sendVerificationCodeRequestSchema,
    response: sendVerificationCodeResponseSchema,
  },
  register: {
    tag: 'Accounts',
    summary: 'Create an account',
    description: 'Checks the code, creates the user and a Normal plan with 1 credit per day.',
    body: registerRequestSchema,
    response: registerResponseSchema,
  },
  login: {
    tag: 'Accounts',
    summary: 'Sign in',
    description: 'Answers 429 after repeated wrong passwords for the same e-mail.',
    body: loginRequestSchema,
    response: sessionTokensSchema,
  },
  refreshToken: {
    tag: 'Accounts',
    summary: 'Refresh the session',
    body: refreshTokenRequestSchema,
    response: sessionTokensSchema,
  },
  logout: {
    tag: 'Accounts',
    summary: 'Sign out',
    description: 'Revokes the access token used for the call and, when given, the refresh token.',
    body: logoutRequestSchema,
    response: okResponseSchema,
  },
  forgotPassword: {
    tag: 'Accounts',
    summary: 'Request a password-reset code',
    description: 'Same as send-verification-code with purpose reset.',
    body: forgotPasswordRequestSchema,
    response: sendVerificationCodeResponseSchema,
  },
  resetPassword: {
    tag: 'Accounts',
    summary: 'Reset the password',
    body: resetPasswordRequestSchema,
    response: okResponseSchema,
  },
  getUser: { tag: 'Accounts', summary: 'The signed-in user', response: userSchema },
  getUserPackage: { tag: 'Accounts', summary: 'The signed-in user’s plan and credits', response: userPackageSchema },
} satisfies Partial<Record<OperationId, OperationContract>>;
