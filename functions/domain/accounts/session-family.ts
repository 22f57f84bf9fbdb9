/**
 * Refresh-token rotation with reuse detection (OAuth 2.1 §4.3.1), built on our side because
 * Cognito's REFRESH_TOKEN_AUTH hands back the same refresh token every time.
 *
 * A sign-in opens a *family*: the pool's refresh token stays in the table, sealed under the secret
 * of the current token of ours (ProviderTokenSeal), and the browser gets that opaque token,
 * `<family id>.<generation>.<secret>`, of which only the SHA-256 is stored. Each refresh opens the
 * pool's token with the secret presented and seals it again under the next one, so the table
 * alone never yields a token anyone can use.
 * Each refresh answers the next generation and the one presented stops working. A token that
 * names a live family but is not its current one (an older generation, or a wrong secret) means a
 * copy of the family's tokens is held elsewhere: the whole family ends, so neither the thief nor
 * the owner can refresh again, and the owner signs in anew. The family id is 128 random bits that
 * only ever leave the server inside that family's tokens, so nobody else can name it.
 *
 * A family also ends on logout, a password reset or "log out everywhere" (the account's cut-off),
 * at the refresh token's lifetime counted from the sign-in, and after the idle time without a
 * refresh.
 */
export interface SessionFamily {
  readonly familyId: string;
  readonly userId: string;
  /** 0 at sign-in, one more per refresh. */
  readonly generation: number;
  /** SHA-256 hex of the current generation's token. */
  readonly tokenHash: string;
  /**
   * The pool's refresh token the family stands for, sealed under the current generation's secret
   * (bound to the family id and generation); never leaves the server.
   */
  readonly sealedProviderToken: string;
  /** Epoch ms of the sign-in that opened the family. */
  readonly signedInAtMs: number;
  /** Epoch ms of the latest sign-in or refresh (the idle clock). */
  readonly lastUsedMs: number;
  /** Epoch s: the sign-in plus the refresh token's lifetime; also the item's TTL. */
  readonly expiresAt: number;
}

/** A family and one of its generations: what a sealed pool token is bound to. */
export interface FamilyGeneration {
  readonly familyId: string;
  readonly generation: number;
}

export interface PresentedRefreshToken extends FamilyGeneration {
  /** The part no one but the token's holder knows: the sealed pool token's key comes from it. */
  readonly secret: string;
}

/** Ids and secrets are URL-safe base64 (platform/entropy.ts), so a dot cannot occur in them. */
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{1,64})\.(\d{1,9})\.([A-Za-z0-9_-]{1,128})$/;

export const formatRefreshToken = (familyId: string, generation: number, secret: string): string =>
  `${familyId}.${generation}.${secret}`;

/** The family, generation and secret of a token of ours; undefined for anything else. */
export function parseRefreshToken(token: string): PresentedRefreshToken | undefined {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return undefined;
  return { familyId: match[1]!, generation: Number(match[2]), secret: match[3]! };
}

export interface FamilyLimits {
  /** Epoch ms before which the account's sessions were ended; undefined when never. */
  readonly sessionsCutOffMs: number | undefined;
  /** How long a family may go without a refresh before it ends, in ms. */
  readonly idleMs: number;
}

export type RefreshVerdict =
  | { readonly kind: 'rotate'; readonly next: number }
  | { readonly kind: 'reused' }
  | { readonly kind: 'ended'; readonly reason: 'expired' | 'idle' | 'sessions_ended' };

/**
 * What a refresh with `presented` (whose SHA-256 is `presentedHash`) does to `family` at `nowMs`.
 * Reuse is judged before the family's other limits, so a replayed token ends the family even when
 * it would have ended anyway (the answer is the same 401 either way).
 */
export function judgeRefresh(
  family: SessionFamily,
  presented: FamilyGeneration,
  presentedHash: string,
  nowMs: number,
  limits: FamilyLimits,
): RefreshVerdict {
  if (presented.generation !== family.generation || presentedHash !== family.tokenHash)
    return { kind: 'reused' };
  if (nowMs >= family.expiresAt * 1000) return { kind: 'ended', reason: 'expired' };
  if (nowMs - family.lastUsedMs >= limits.idleMs) return { kind: 'ended', reason: 'idle' };
  // Like the refresh-token records before rotation: a sign-in before the cut-off's ms has ended.
  if (limits.sessionsCutOffMs !== undefined && family.signedInAtMs < limits.sessionsCutOffMs)
    return { kind: 'ended', reason: 'sessions_ended' };
  return { kind: 'rotate', next: family.generation + 1 };
}
