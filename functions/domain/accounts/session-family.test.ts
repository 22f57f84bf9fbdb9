import {
  type FamilyLimits,
  formatGraceBox,
  formatRefreshToken,
  judgeRefresh,
  parseGraceBox,
  parseRefreshToken,
  REFRESH_GRACE_MS,
  type SessionFamily,
} from './session-family';

const signedInAtMs = 1_800_000_000_000;
const family: SessionFamily = {
  familyId: 'fam-1',
  userId: 'u1',
  generation: 3,
  tokenHash: 'hash-3',
  sealedProviderToken: 'sealed-pool-token',
  signedInAtMs,
  lastUsedMs: signedInAtMs + 60_000,
  expiresAt: signedInAtMs / 1000 + 30 * 86_400,
};
const hour = 3_600_000;
const limits: FamilyLimits = { sessionsCutOffMs: undefined, idleMs: 12 * hour };
const current = { familyId: 'fam-1', generation: 3 };

describe('refresh token format', () => {
  it('names its family and generation, and nothing else parses', () => {
    const token = formatRefreshToken('Zm9vYmFy_-1', 12, 'c2VjcmV0');
    expect(parseRefreshToken(token)).toEqual({ familyId: 'Zm9vYmFy_-1', generation: 12, secret: 'c2VjcmV0' });
    // The pool's own refresh tokens (JWE, five dotted parts) and junk are not ours.
    for (const other of ['eyJ.a.b.c.d', 'fam.x.secret', 'fam.1', 'fam.1.sec ret', ''])
      expect(parseRefreshToken(other)).toBeUndefined();
  });
});

describe('judgeRefresh', () => {
  it('rotates the current generation to the next', () => {
    expect(judgeRefresh(family, current, 'hash-3', family.lastUsedMs + hour, limits)).toEqual({
      kind: 'rotate',
      next: 4,
    });
  });

  it('calls any other token of the family reuse: an older generation, a wrong secret, a later one', () => {
    const now = family.lastUsedMs + 1000;
    expect(judgeRefresh(family, { ...current, generation: 2 }, 'hash-2', now, limits).kind).toBe('reused');
    expect(judgeRefresh(family, current, 'hash-forged', now, limits).kind).toBe('reused');
    expect(judgeRefresh(family, { ...current, generation: 4 }, 'hash-3', now, limits).kind).toBe('reused');
  });

  it('judges reuse before the family ends by time, so a replayed token still ends it', () => {
    const late = family.expiresAt * 1000 + 1;
    expect(judgeRefresh(family, { ...current, generation: 0 }, 'h', late, limits).kind).toBe('reused');
  });

  it('ends a family left idle for the idle time, not a moment before', () => {
    const idleEnd = family.lastUsedMs + limits.idleMs;
    expect(judgeRefresh(family, current, 'hash-3', idleEnd - 1, limits).kind).toBe('rotate');
    expect(judgeRefresh(family, current, 'hash-3', idleEnd, limits)).toEqual({
      kind: 'ended',
      reason: 'idle',
    });
  });

  it('ends a family at the refresh token lifetime however often it was used', () => {
    const fresh = { ...family, lastUsedMs: family.expiresAt * 1000 - 1000 };
    expect(judgeRefresh(fresh, current, 'hash-3', fresh.expiresAt * 1000, limits)).toEqual({
      kind: 'ended',
      reason: 'expired',
    });
  });

  it('ends a family signed in before the account cut-off (reset, log out everywhere)', () => {
    const now = family.lastUsedMs + 1000;
    expect(
      judgeRefresh(family, current, 'hash-3', now, { ...limits, sessionsCutOffMs: signedInAtMs + 1 }),
    ).toEqual({ kind: 'ended', reason: 'sessions_ended' });
    expect(
      judgeRefresh(family, current, 'hash-3', now, { ...limits, sessionsCutOffMs: signedInAtMs }).kind,
    ).toBe('rotate');
  });
});

describe('the grace window of the token just replaced', () => {
  const rotatedAtMs = family.lastUsedMs;
  const replaced = { tokenHash: 'hash-2', sealedGrace: 'sealed-grace', replacedAtMs: rotatedAtMs };
  const withReplaced: SessionFamily = { ...family, replaced };
  const previous = { familyId: 'fam-1', generation: 2 };

  it('answers the successor already issued within the window, and calls it reuse from its end on', () => {
    const end = rotatedAtMs + REFRESH_GRACE_MS;
    expect(judgeRefresh(withReplaced, previous, 'hash-2', end - 1, limits)).toEqual({
      kind: 'grace',
      replaced,
    });
    expect(judgeRefresh(withReplaced, previous, 'hash-2', end, limits).kind).toBe('reused');
  });

  it('is only for the generation just replaced, with its own token, while the family keeps it', () => {
    const now = rotatedAtMs + 1000;
    expect(judgeRefresh(withReplaced, { ...current, generation: 1 }, 'hash-2', now, limits).kind).toBe(
      'reused',
    );
    expect(judgeRefresh(withReplaced, previous, 'hash-forged', now, limits).kind).toBe('reused');
    // Used up (or never kept, as after a sign-in): the replaced token is reuse at once.
    expect(judgeRefresh(family, previous, 'hash-2', now, limits).kind).toBe('reused');
  });

  it('never outlives the family: its limits hold as for the current token', () => {
    const now = rotatedAtMs + 1000;
    const cutOff = { ...limits, sessionsCutOffMs: signedInAtMs + 1 };
    expect(judgeRefresh(withReplaced, previous, 'hash-2', now, cutOff)).toEqual({
      kind: 'ended',
      reason: 'sessions_ended',
    });
    const lateFamily = { ...withReplaced, expiresAt: Math.floor(now / 1000) };
    expect(judgeRefresh(lateFamily, previous, 'hash-2', now, limits)).toEqual({
      kind: 'ended',
      reason: 'expired',
    });
  });

  it('holds the pool’s token and the successor, and reads nothing else as a box', () => {
    const box = { providerToken: 'eyJ.pool.token', successor: 'fam-1.3.c2VjcmV0' };
    expect(parseGraceBox(formatGraceBox(box))).toEqual(box);
    for (const other of ['eyJ.pool.token', '["only one"]', '[1,2]', '{"providerToken":"a","successor":"b"}'])
      expect(parseGraceBox(other)).toBeUndefined();
  });
});
