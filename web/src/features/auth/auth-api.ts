import type {
  RegisterRequest,
  ResetPasswordRequest,
  SendVerificationCodeRequest,
} from '../../../../shared/contract/accounts.schema';
import { api } from '../../lib/api';

/**
 * The no-auth account calls (spec 01 §7; docs/openapi.json). Passwords arrive here already
 * hashed; e-mails already normalised. The answers are the contract's types.
 */
export const sendVerificationCode = (email: string, purpose: SendVerificationCodeRequest['purpose']) =>
  api('sendVerificationCode', { body: { email, purpose } });

export const requestPasswordReset = (email: string) => api('forgotPassword', { body: { email } });

export const registerAccount = (request: RegisterRequest) => api('register', { body: request });

export const resetPassword = (request: ResetPasswordRequest) => api('resetPassword', { body: request });

export const login = (email: string, password: string) => api('login', { body: { email, password } });
