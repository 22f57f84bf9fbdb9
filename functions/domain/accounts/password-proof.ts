import { REAUTH_WINDOW_SECONDS } from '../../../shared/rules/account-rules';

/**
 * "Sudo mode": a session may make sensitive changes (new or widened API keys, new alert
 * destinations) only within REAUTH_WINDOW_SECONDS of proving the password, by signing in with it
 * or by confirming it again. A stolen access or refresh token carries no such proof, so a thief
 * riding a session cannot mint keys or redirect alerts once the owner's sign-in is 10 minutes old.
 * Times are epoch milliseconds.
 */
export interface SessionProof {
  /** When this session's password-verified sign-in happened. */
  readonly signedInAtMs?: number;
  /** The account's last password-verified sign-in before this session's own. */
  readonly priorSignInMs?: number;
  /** The session's latest password re-confirmation. */
  readonly confirmedAtMs?: number;
}

/** The account's latest two password-verified sign-ins. */
export interface SignIns {
  readonly lastMs?: number;
  readonly previousMs?: number;
}

const REAUTH_WINDOW_MS = REAUTH_WINDOW_SECONDS * 1000;

/** Until when (epoch ms) the session may make sensitive changes; 0 when it never proved the password. */
export function provenUntilMs(proof: SessionProof | undefined): number {
  const latest = Math.max(proof?.signedInAtMs ?? 0, proof?.confirmedAtMs ?? 0);
  return latest > 0 ? latest + REAUTH_WINDOW_MS : 0;
}

export const provenRecently = (proof: SessionProof | undefined, nowMs: number): boolean =>
  nowMs < provenUntilMs(proof);

/**
 * From when (epoch ms) the API keys are suspect when every session ends: those created since the
 * last password-verified sign-in, which a thief riding a stolen session could have made.
 * - A password reset (no session of its own): since the account's last sign-in.
 * - "Log out everywhere" from a session: since the last sign-in *before* the caller's own, since
 *   the caller just proved the password and the sessions being ended are the older ones; a
 *   session whose sign-in is not on record counts as the latest one.
 * Without any sign-in on record (accounts from before these records), every key a live session
 * could have made: those of the last `sessionLifetimeMs`.
 */
export function keysSuspectSince(
  ending: { readonly kind: 'reset' } | { readonly kind: 'everywhere'; readonly caller?: SessionProof },
  signIns: SignIns,
  nowMs: number,
  sessionLifetimeMs: number,
): number {
  const fallback = nowMs - sessionLifetimeMs;
  if (ending.kind === 'reset') return signIns.lastMs ?? fallback;
  const caller = ending.caller;
  if (caller?.signedInAtMs !== undefined) return caller.priorSignInMs ?? fallback;
  return signIns.previousMs ?? fallback;
}
