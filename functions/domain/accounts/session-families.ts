import { AppError } from '../app-error';
import type { Clock } from '../ports/clock';
import type { Entropy } from '../ports/entropy';
import { InvalidCredentialsError } from './account.errors';
import type {
  IdentityProvider,
  IssuedTokens,
  ProviderTokenSeal,
  SessionFamilyRepository,
} from './account.ports';
import {
  formatGraceBox,
  formatRefreshToken,
  judgeRefresh,
  type PresentedRefreshToken,
  parseGraceBox,
  parseRefreshToken,
  type ReplacedGeneration,
  type SessionFamily,
} from './session-family';

/**
 * The session-family use cases (session-family.ts holds the rules): a sign-in opens a family, a
 * refresh rotates it (or answers the grace window), a logout ends it. The account service calls
 * these from login, refresh and logout.
 */
export interface SessionFamiliesDeps {
  readonly identity: Pick<IdentityProvider, 'refresh' | 'revokeRefreshToken'>;
  readonly sessions: SessionFamilyRepository;
  readonly providerTokens: ProviderTokenSeal;
  readonly clock: Clock;
  readonly entropy: Entropy;
  /** How long a family lives from its sign-in, in seconds. */
  readonly refreshTokenValiditySeconds: number;
  /** A family without a refresh for this long has ended, in seconds. */
  readonly sessionIdleSeconds: number;
  /** When set, the access tokens our side accepts live at most this long, in seconds. */
  readonly accessTokenMaxAgeSeconds?: number;
}

export interface SessionTokens {
  readonly access_token: string;
  readonly refresh_token: string;
  readonly expires_at: number;
}

export function createSessionFamilies(deps: SessionFamiliesDeps) {
  const { identity, sessions, providerTokens, clock, entropy } = deps;
  const hash = entropy.sha256Hex;

  /** Seconds an access token is good for on our side: the pool's, or less where configured. */
  const accessLifetime = (poolSeconds: number): number =>
    Math.min(poolSeconds, deps.accessTokenMaxAgeSeconds ?? poolSeconds);

  /** Opens a sign-in's family; answers its first refresh token (generation 0). */
  async function open(userId: string, providerRefreshToken: string): Promise<string> {
    const familyId = entropy.id();
    const secret = entropy.id();
    const token = formatRefreshToken(familyId, 0, secret);
    const nowMs = clock.nowMs();
    await sessions.open({
      familyId,
      userId,
      generation: 0,
      tokenHash: hash(token),
      sealedProviderToken: providerTokens.seal(providerRefreshToken, secret, {
        familyId,
        generation: 0,
      }),
      signedInAtMs: nowMs,
      lastUsedMs: nowMs,
      expiresAt: Math.floor(nowMs / 1000) + deps.refreshTokenValiditySeconds,
    });
    return token;
  }

  const sessionInvalid = () => new AppError('session_invalid', { field: 'refresh_token' });

  /**
   * The family's pool token, opened with the presented token's secret: only the current
   * generation's token opens it; undefined for any other.
   */
  const openProviderToken = (family: SessionFamily, presented: PresentedRefreshToken): string | undefined =>
    providerTokens.open(family.sealedProviderToken, presented.secret, family);

  /** The grace box of the token just replaced, opened with the presented token's secret. */
  const openGraceBox = (replaced: ReplacedGeneration, presented: PresentedRefreshToken) => {
    const opened = providerTokens.open(replaced.sealedGrace, presented.secret, presented);
    return opened === undefined ? undefined : parseGraceBox(opened);
  };

  /**
   * The pool's token for a logout: the current token opens the family's box, and the token just
   * replaced its grace box while that is kept (a console whose refresh answer was lost still
   * holds it); undefined for any other.
   */
  function providerTokenFor(family: SessionFamily, presented: PresentedRefreshToken): string | undefined {
    const current = openProviderToken(family, presented);
    if (current !== undefined || !family.replaced || presented.generation !== family.generation - 1)
      return current;
    return openGraceBox(family.replaced, presented)?.providerToken;
  }

  /**
   * Ends a family, and revokes the pool's refresh token when the caller could open it (they held
   * the current token). Otherwise the sealed token goes with the item: nobody can open it again.
   */
  async function endFamily(familyId: string, providerToken: string | undefined): Promise<void> {
    await sessions.end(familyId);
    if (providerToken !== undefined) await identity.revokeRefreshToken(providerToken);
  }

  /**
   * Rotation with reuse detection (session-family.ts): the current generation gets a new access
   * token and the next generation; the one just replaced, within its grace window, gets the
   * successor already issued once more; any other token of a live family ends the family. The
   * pool is asked first and the family moved after, conditionally: if the pool refuses, the
   * presented token still works for a retry; if another refresh moved the family meanwhile, the
   * same token was used twice at once, which is reuse.
   */
  async function refresh(refreshToken: string): Promise<SessionTokens> {
    const presented = parseRefreshToken(refreshToken);
    const found = presented && (await sessions.find(presented.familyId));
    if (!presented || !found) throw sessionInvalid();
    const { family } = found;
    const presentedHash = hash(refreshToken);
    const verdict = judgeRefresh(family, presented, presentedHash, clock.nowMs(), {
      sessionsCutOffMs: found.sessionsCutOffMs,
      idleMs: deps.sessionIdleSeconds * 1000,
    });
    if (verdict.kind === 'grace') return answerGrace(family, presented, verdict.replaced);
    // A reused token cannot open the pool's token (it was sealed under a later secret).
    const providerToken = verdict.kind === 'reused' ? undefined : openProviderToken(family, presented);
    if (verdict.kind !== 'rotate' || providerToken === undefined) {
      await endFamily(family.familyId, providerToken);
      throw sessionInvalid();
    }
    const tokens = await accessTokenFrom(family, providerToken);
    const nextSecret = entropy.id();
    const next = formatRefreshToken(family.familyId, verdict.next, nextSecret);
    const nowMs = clock.nowMs();
    const moved = await sessions.rotate(family.familyId, family, {
      generation: verdict.next,
      tokenHash: hash(next),
      lastUsedMs: nowMs,
      sealedProviderToken: providerTokens.seal(providerToken, nextSecret, {
        familyId: family.familyId,
        generation: verdict.next,
      }),
      // What the presented token needs if this answer is lost: only its secret opens it.
      replaced: {
        tokenHash: presentedHash,
        sealedGrace: providerTokens.seal(
          formatGraceBox({ providerToken, successor: next }),
          presented.secret,
          presented,
        ),
        replacedAtMs: nowMs,
      },
    });
    if (!moved) {
      await endFamily(family.familyId, providerToken);
      throw sessionInvalid();
    }
    return answer(tokens, next);
  }

  /**
   * The grace window's answer (session-family.ts): the replaced token's secret opens the grace box,
   * whose successor must be the family's current token; the pool gives a new access token and the
   * grace is used up, conditionally, so of two uses only one wins. A box that does not open or
   * holds another successor was tampered with: the family ends.
   */
  async function answerGrace(
    family: SessionFamily,
    presented: PresentedRefreshToken,
    replaced: ReplacedGeneration,
  ): Promise<SessionTokens> {
    const box = openGraceBox(replaced, presented);
    if (!box || hash(box.successor) !== family.tokenHash) {
      await endFamily(family.familyId, box?.providerToken);
      throw sessionInvalid();
    }
    const tokens = await accessTokenFrom(family, box.providerToken);
    const spent = await sessions.spendGrace(
      family.familyId,
      { generation: family.generation, replacedTokenHash: replaced.tokenHash },
      clock.nowMs(),
    );
    if (!spent) {
      await endFamily(family.familyId, box.providerToken);
      throw sessionInvalid();
    }
    return answer(tokens, box.successor);
  }

  /**
   * A new access token from the pool. A refusal means the pool's token is dead: the family ends.
   * Any other failure leaves the family as it was, so the presented token works for a retry.
   */
  async function accessTokenFrom(
    family: SessionFamily,
    providerToken: string,
  ): Promise<Omit<IssuedTokens, 'refreshToken'>> {
    try {
      return await identity.refresh(providerToken, family.userId);
    } catch (error) {
      if (error instanceof InvalidCredentialsError) {
        await sessions.end(family.familyId);
        throw sessionInvalid();
      }
      throw error;
    }
  }

  const answer = (tokens: Omit<IssuedTokens, 'refreshToken'>, refreshToken: string): SessionTokens => ({
    access_token: tokens.accessToken,
    refresh_token: refreshToken,
    expires_at: clock.nowSeconds() + accessLifetime(tokens.expiresIn),
  });

  /**
   * Ends the family a refresh token names (logout). Any token of the family ends it: an older one
   * only says a copy is about, which ends it too.
   */
  async function endWith(refreshToken: string): Promise<void> {
    const presented = parseRefreshToken(refreshToken);
    const found = presented && (await sessions.find(presented.familyId));
    if (found) await endFamily(found.family.familyId, providerTokenFor(found.family, presented));
  }

  return { open, refresh, endWith, accessLifetime };
}
