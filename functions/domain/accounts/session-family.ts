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
 * One exception, the grace window: an answer can be lost after the server rotated (the page
 * navigated or the connection dropped mid-refresh), leaving the browser with the token just
 * replaced. For REFRESH_GRACE_MS after a rotation, that token (and only it, and only once) answers
 * the successor already issued, with a new access token, instead of ending the family. For that the
 * family keeps the replaced token's hash and a second box, sealed under the replaced token's
 * secret, holding the pool's token and the successor; the next rotation or the grace's use drops it.
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
  /** The generation the latest refresh replaced, while its grace may still be used. */
  readonly replaced?: ReplacedGeneration;
}

/**
 * How long after a rotation the token it replaced still answers the successor already issued, in
 * ms: long enough for a page that navigated mid-refresh to load and ask again, short enough that a
 * copy replayed later still ends the family.
 */
export const REFRESH_GRACE_MS = 30_000;

/** What generation `generation - 1` of a family needs during its grace window. */
export interface ReplacedGeneration {
  /** SHA-256 hex of the replaced token. */
  readonly tokenHash: string;
  /**
   * The pool's refresh token and the successor (formatGraceBox), sealed under the replaced token's
   * secret and bound to the family and the replaced generation.
   */
  readonly sealedGrace: string;
  /** Epoch ms of the refresh that replaced it. */
  readonly replacedAtMs: number;
}

/** What the grace box holds: enough to answer the replaced token's holder as the lost answer did. */
export interface GraceBox {
  readonly providerToken: string;
  /** The refresh token of ours that replaced the presented one (the family's current). */
  readonly successor: string;
}

export const formatGraceBox = (box: GraceBox): string => JSON.stringify([box.providerToken, box.successor]);

/** The box's contents, or undefined when what opened is not one (a box moved from elsewhere). */
export function parseGraceBox(opened: string): GraceBox | undefined {
  try {
    const parsed: unknown = JSON.parse(opened);
    if (!Array.isArray(parsed) || parsed.length !== 2) return undefined;
    const [providerToken, successor] = parsed as unknown[];
    if (typeof providerToken !== 'string' || typeof successor !== 'string') return undefined;
    return { providerToken, successor };
  } catch {
    return undefined;
  }
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
  /** The token just replaced, within its grace window: answer the successor already issued. */
  | { readonly kind: 'grace'; readonly replaced: ReplacedGeneration }
  | { readonly kind: 'reused' }
  | { readonly kind: 'ended'; readonly reason: 'expired' | 'idle' | 'sessions_ended' };

/**
 * What a refresh with `presented` (whose SHA-256 is `presentedHash`) does to `family` at `nowMs`.
 * Reuse is judged before the family's other limits, so a replayed token ends the family even when
 * it would have ended anyway (the answer is the same 401 either way); a token in its grace window
 * meets the same limits as the current one, so the grace never outlives the family.
 */
export function judgeRefresh(
  family: SessionFamily,
  presented: FamilyGeneration,
  presentedHash: string,
  nowMs: number,
  limits: FamilyLimits,
): RefreshVerdict {
  const current = presented.generation === family.generation && presentedHash === family.tokenHash;
  const graced = !current && inGrace(family, presented, presentedHash, nowMs);
  if (!current && !graced) return { kind: 'reused' };
  if (nowMs >= family.expiresAt * 1000) return { kind: 'ended', reason: 'expired' };
  if (nowMs - family.lastUsedMs >= limits.idleMs) return { kind: 'ended', reason: 'idle' };
  // Like the refresh-token records before rotation: a sign-in before the cut-off's ms has ended.
  if (limits.sessionsCutOffMs !== undefined && family.signedInAtMs < limits.sessionsCutOffMs)
    return { kind: 'ended', reason: 'sessions_ended' };
  if (graced && family.replaced) return { kind: 'grace', replaced: family.replaced };
  return { kind: 'rotate', next: family.generation + 1 };
}

/** The token the latest refresh replaced, presented before its window closed. */
function inGrace(
  family: SessionFamily,
  presented: FamilyGeneration,
  presentedHash: string,
  nowMs: number,
): boolean {
  const { replaced } = family;
  return (
    replaced !== undefined &&
    presented.generation === family.generation - 1 &&
    presentedHash === replaced.tokenHash &&
    nowMs < replaced.replacedAtMs + REFRESH_GRACE_MS
  );
}
