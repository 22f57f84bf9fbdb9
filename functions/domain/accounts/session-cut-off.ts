/**
 * An account's session cut-off (a password reset, "log out everywhere"): every session signed in
 * before it has ended. Access tokens carry their issue time in whole seconds (`iat`), so a token
 * issued in the cut-off's own second is refused too (failing closed: such a token may predate
 * the reset); a sign-in in that very second needs one more after it.
 */
export const endedBy = (issuedAtSeconds: number, cutOffMs: number): boolean =>
  issuedAtSeconds <= Math.floor(cutOffMs / 1000);
