import { describe, expect, it } from 'vitest';
import { keysSuspectSince, provenRecently, provenUntilMs } from './password-proof';

const MIN = 60_000;
const DAY = 86_400_000;
const now = 1_800_000_000_000;

describe('password proof ("sudo mode")', () => {
  it('lets a session make sensitive changes for 10 minutes after its sign-in or a confirmation', () => {
    expect(provenRecently({ signedInAtMs: now - 9 * MIN }, now)).toBe(true);
    expect(provenRecently({ signedInAtMs: now - 10 * MIN }, now)).toBe(false);
    expect(provenRecently({ signedInAtMs: now - DAY, confirmedAtMs: now - MIN }, now)).toBe(true);
    expect(provenUntilMs({ signedInAtMs: now - DAY, confirmedAtMs: now })).toBe(now + 10 * MIN);
  });

  it('never lets a session without a proof through (unknown session, no sign-in on record)', () => {
    expect(provenRecently(undefined, now)).toBe(false);
    expect(provenRecently({}, now)).toBe(false);
    expect(provenUntilMs(undefined)).toBe(0);
  });
});

describe('which keys are suspect when every session ends', () => {
  const signIns = { lastMs: now - 2 * DAY, previousMs: now - 5 * DAY };

  it('a reset: those created since the last sign-in', () => {
    expect(keysSuspectSince({ kind: 'reset' }, signIns, now, 30 * DAY)).toBe(now - 2 * DAY);
  });

  it('log out everywhere: since the sign-in before the caller’s own', () => {
    const caller = { signedInAtMs: now - MIN, priorSignInMs: now - 2 * DAY };
    expect(keysSuspectSince({ kind: 'everywhere', caller }, signIns, now, 30 * DAY)).toBe(now - 2 * DAY);
    // A session not on record counts as the latest sign-in.
    expect(keysSuspectSince({ kind: 'everywhere' }, signIns, now, 30 * DAY)).toBe(now - 5 * DAY);
  });

  it('without any sign-in on record: every key a live session could have made', () => {
    expect(keysSuspectSince({ kind: 'reset' }, {}, now, 30 * DAY)).toBe(now - 30 * DAY);
    const first = { signedInAtMs: now - MIN };
    expect(keysSuspectSince({ kind: 'everywhere', caller: first }, {}, now, 30 * DAY)).toBe(now - 30 * DAY);
  });
});
