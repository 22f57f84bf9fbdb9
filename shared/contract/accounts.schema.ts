import { z } from 'zod';
import { EMPTY_PASSWORD_HASH, passwordHashPattern, verificationCodePattern } from '../rules/account-rules';
import { isoTimestampSchema } from './common.schema';

/** Requests and answers of the account and session routes (spec 01 §3, §5, §7). */

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Enter a valid e-mail address' }))
  .meta({ example: 'analyst@example.com' });

/** SHA-256 hex of the password, computed in the browser (spec 01 §5). */
export const passwordHashSchema = z
  .string()
  .regex(passwordHashPattern, { message: 'The password must be sent as a SHA-256 hex digest' })
  .refine((h) => h !== EMPTY_PASSWORD_HASH, { message: 'The password must not be empty' })
  .meta({ example: '5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8' });

export const verificationCodeSchema = z
  .string()
  .regex(verificationCodePattern, { message: 'The verification code is 6 digits' })
  .meta({ example: '042517' });

export const verificationPurposeSchema = z.enum(['register', 'reset']).meta({
  description: 'What the code is for: creating an account, or resetting a password',
});

export const sendVerificationCodeRequestSchema = z
  .object({
    email: emailSchema,
    purpose: verificationPurposeSchema.default('register'),
  })
  .meta({ id: 'SendVerificationCodeRequest' });

/** The same answer whether or not the e-mail has an account, so it reveals nothing. */
export const sendVerificationCodeResponseSchema = z
  .object({
    sent: z.literal(true),
    /** Seconds before another code can be requested (spec 01 §9: 60). */
    resend_after: z.int().meta({ example: 60 }),
    /** Seconds the code stays valid (10 minutes). */
    expires_in: z.int().meta({ example: 600 }),
  })
  .meta({ id: 'SendVerificationCodeResponse' });

/**
 * Registering and resetting a password both prove the e-mail with a mailed code and set a password
 * typed twice; the two requests differ only in their name in the document.
 */
const codeAndNewPasswordRequest = (id: string) =>
  z
    .object({
      email: emailSchema,
      verify_code: verificationCodeSchema,
      password: passwordHashSchema,
      confirm_password: passwordHashSchema,
    })
    .refine((v) => v.password === v.confirm_password, {
      message: 'Passwords do not match',
      path: ['confirm_password'],
    })
    .meta({ id });

export const registerRequestSchema = codeAndNewPasswordRequest('RegisterRequest');

export const userSchema = z
  .object({
    user_id: z.string().meta({ example: '5f1d7e0a-4b4e-4c55-9a4e-1c8f1c2f9b10' }),
    email: z.string(),
  })
  .meta({ id: 'User' });

/** Registering answers with the account it made, under a name of its own in the document. */
export const registerResponseSchema = userSchema.meta({ id: 'RegisterResponse' });

export const loginRequestSchema = z
  .object({ email: emailSchema, password: passwordHashSchema })
  .meta({ id: 'LoginRequest' });

export const sessionTokensSchema = z
  .object({
    access_token: z.string().meta({ example: 'eyJraWQiOi...' }),
    refresh_token: z.string().meta({ example: 'eyJjdHkiOi...' }),
    /** When the access token expires, epoch seconds. */
    expires_at: z.int().meta({ example: 1795161600, description: 'Access-token expiry, epoch seconds' }),
  })
  .meta({ id: 'SessionTokens' });

export const refreshTokenRequestSchema = z
  .object({ refresh_token: z.string().min(1).max(8192) })
  .meta({ id: 'RefreshTokenRequest' });

export const logoutRequestSchema = z
  .object({ refresh_token: z.string().min(1).max(8192).optional() })
  .meta({ id: 'LogoutRequest' });

export const okResponseSchema = z.object({ ok: z.literal(true) }).meta({ id: 'OkResponse' });

/**
 * A password reset or "log out everywhere": every session ended, and the API keys created since
 * the last password-verified sign-in disabled (a thief's session may have made them); the owner
 * re-enables the ones that are theirs.
 */
export const sessionsEndedResponseSchema = z
  .object({
    ok: z.literal(true),
    disabled_api_keys: z
      .array(z.int().positive())
      .meta({ description: 'Ids of the API keys this disabled', example: [3] }),
  })
  .meta({ id: 'SessionsEndedResponse' });

/** The signed-in user's password again (SHA-256 hex), before a sensitive change. */
export const confirmPasswordRequestSchema = z
  .object({ password: passwordHashSchema })
  .meta({ id: 'ConfirmPasswordRequest' });

export const confirmPasswordResponseSchema = z
  .object({
    ok: z.literal(true),
    /** Until when this session may make sensitive changes without confirming again. */
    confirmed_until: isoTimestampSchema,
  })
  .meta({ id: 'ConfirmPasswordResponse' });

export const forgotPasswordRequestSchema = z
  .object({ email: emailSchema })
  .meta({ id: 'ForgotPasswordRequest' });

export const resetPasswordRequestSchema = codeAndNewPasswordRequest('ResetPasswordRequest');

export const userPackageSchema = z
  .object({
    package_type: z
      .int()
      .meta({ example: 0, description: '0 normal, 1 basic, 2 advanced, 3 professional, 4 enterprise' }),
    begin_at: isoTimestampSchema,
    /** null: the plan does not expire (the free Normal plan). */
    end_at: isoTimestampSchema.nullable(),
    query_quota: z.int().min(0).meta({ example: 1, description: 'Credits remaining' }),
    used_query_quota: z.int().min(0).meta({ example: 0, description: 'Credits used in the current period' }),
    monitor_address_count: z
      .int()
      .min(0)
      .meta({ example: 1, description: 'Free monitored-address allowance' }),
  })
  .meta({ id: 'UserPackage' });

export type SendVerificationCodeRequest = z.infer<typeof sendVerificationCodeRequestSchema>;
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type SessionTokens = z.infer<typeof sessionTokensSchema>;
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
export type User = z.infer<typeof userSchema>;
export type UserPackage = z.infer<typeof userPackageSchema>;
