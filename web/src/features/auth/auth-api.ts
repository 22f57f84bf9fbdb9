import type {
  RegisterRequest,
  ResetPasswordRequest,
  SendVerificationCodeRequest,
  SessionTokens,
} from '../../../../shared/contract/accounts.schema';
import { api } from '../../app/api';

/**
 * The no-auth account calls (spec 01 §7; docs/openapi.json). Passwords arrive here already
 * hashed; e-mails already normalised.
 */
export interface CodeSent {
  readonly sent: true;
  /** Seconds before another code may be requested (60). */
  readonly resend_after: number;
  /** Seconds the code stays valid (600). */
  readonly expires_in: number;
}

export const sendVerificationCode = (email: string, purpose: SendVerificationCodeRequest['purpose']) =>
  api<CodeSent>('/send-verification-code', { body: { email, purpose }, auth: false });

export const requestPasswordReset = (email: string) =>
  api<CodeSent>('/forgot-password', { body: { email }, auth: false });

export const registerAccount = (request: RegisterRequest) =>
  api<{ user_id: string; email: string }>('/register', { body: request, auth: false });

export const resetPassword = (request: ResetPasswordRequest) =>
  api<{ ok: true }>('/reset-password', { body: request, auth: false });

export const login = (email: string, password: string) =>
  api<SessionTokens>('/login', { body: { email, password }, auth: false });
