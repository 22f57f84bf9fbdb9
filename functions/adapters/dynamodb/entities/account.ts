import { z } from 'zod';
import type { Profile } from '../../../domain/accounts/account.ports';
import { camelCased, emailPartition, snakeCased, userItemKey } from './entity';
import type { EntityDoc } from './entity-doc';
import { documented, keyTemplate, soleItem, text, userItem } from './key-template';

/**
 * An account's own items: the e-mail's owner (uniqueness of an e-mail), the profile, and what
 * ends sessions: revoked access tokens and the account's cut-off (the refresh-token families are
 * in session-family.ts).
 */
export const emailOwnerKey = keyTemplate([text('email')], (email) => ({
  PK: emailPartition(email),
  SK: 'USER',
}));
export const profileKey = userItem('PROFILE');
/** An access token revoked by logout, kept until the token would have expired anyway. */
export const revokedTokenKey = soleItem('TOKEN#', text('jti'), 'REVOKED');
/** The account's cut-off: sessions issued before it were ended (password reset, log out everywhere). */
export const sessionsCutOffKey = userItem('SESSIONS_NOT_BEFORE');
/** The account's latest two password-verified sign-ins (which keys a reset disables). */
export const signInsKey = userItem('SIGN_INS');
/** One sign-in session's password proofs ("sudo mode"): its sign-in and re-confirmations. */
export const sessionProofKey = keyTemplate([text('sub'), text('session id')], (sub, sessionId) =>
  userItemKey(sub, `SESSION#${sessionId}`),
);
export const toEmailOwnerItem = (profile: Profile) => ({
  ...emailOwnerKey(profile.email),
  type: 'EmailOwner',
  user_id: profile.userId,
});

export const profileItemSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  /** Epoch seconds. */
  created_at: z.number(),
});

export const toProfileItem = (profile: Profile) => ({
  ...profileKey(profile.userId),
  type: 'Profile',
  ...snakeCased(profile),
});

export const profileFromItem = (item: Record<string, unknown>): Profile =>
  camelCased(profileItemSchema.parse(item));

/** The cut-off as stored: sessions issued before `not_before_ms` (epoch ms) are ended. */
export const sessionsCutOffItemSchema = z.object({ not_before_ms: z.number().optional() });

/** Epoch ms; 0 or absent: none. */
export const signInsItemSchema = z.object({
  last_ms: z.number().optional(),
  previous_ms: z.number().optional(),
});

/** Epoch ms each; `ttl` epoch s (the session's refresh-token lifetime). */
export const sessionProofItemSchema = z.object({
  signed_in_at_ms: z.number().optional(),
  prior_sign_in_ms: z.number().optional(),
  confirmed_at_ms: z.number().optional(),
});

/** A session's sign-in, with the account's sign-in before it when there was one; `keepUntil` epoch s. */
export const toSessionProofItem = (
  userId: string,
  sessionId: string,
  signedInAtMs: number,
  priorSignInMs: number | undefined,
  keepUntil: number,
) => ({
  ...sessionProofKey(userId, sessionId),
  type: 'SessionProof',
  signed_in_at_ms: signedInAtMs,
  ...(priorSignInMs !== undefined ? { prior_sign_in_ms: priorSignInMs } : {}),
  ttl: keepUntil,
});

export const accountDocs: readonly EntityDoc[] = [
  {
    item: 'e-mail owner',
    key: documented(emailOwnerKey, 'ana@example.com'),
    reads: [
      'is this e-mail taken, and whose is it (register, sign-in, password reset, plan changes by e-mail)',
    ],
    holds: 'user_id; put only if new in the register transaction',
  },
  {
    item: 'profile',
    key: documented(profileKey, 'u1'),
    reads: ['the profile of a user'],
    holds: 'email, created_at (epoch s); put with the e-mail owner and the first credit grant',
  },
  {
    item: 'revoked token',
    key: documented(revokedTokenKey, 'c0ffee-jti'),
    reads: ['is this access token revoked (the user-token authorizer, on every signed-in request)'],
    holds: '`ttl` = the token expiry',
  },
  {
    item: 'sessions cut-off',
    key: documented(sessionsCutOffKey, 'u1'),
    reads: ['were sessions issued before a time ended (password reset, log out everywhere; consistent read)'],
    holds: 'not_before_ms (epoch ms), never moved back; `ttl`',
  },
  {
    item: 'sign-ins',
    key: documented(signInsKey, 'u1'),
    reads: ['since when API keys are suspect when every session ends (password reset, log out everywhere)'],
    holds: 'last_ms, previous_ms (epoch ms): the latest two password-verified sign-ins',
  },
  {
    item: 'session proof',
    key: documented(sessionProofKey, 'u1', 'c0ffee-jti'),
    reads: [
      'may this session make sensitive changes (a password proof in the last 10 minutes; consistent read)',
    ],
    holds:
      'signed_in_at_ms, prior_sign_in_ms, confirmed_at_ms (epoch ms); `ttl` = the refresh-token lifetime; the session id is the access token’s `origin_jti` (`jti` on cognito-local)',
  },
];
