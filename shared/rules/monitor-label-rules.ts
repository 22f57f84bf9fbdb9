/**
 * Beyond spec: a monitored address may carry a name (what the analyst calls it, "Treasury hot
 * wallet") and a customer reference (the id of the customer it belongs to in the user's own
 * systems), so an alert says whose money moved without a look-up. Both are optional and short:
 * they travel on every alert, webhook and e-mail of the address.
 */
export const MONITOR_NAME_MAX_LENGTH = 80;
export const CUSTOMER_REF_MAX_LENGTH = 64;

/** A control character would break an e-mail header line or a CSV cell; the rest of Unicode is fine. */
const controlCharacter = /\p{Cc}/u;

export type MonitorLabelProblem = 'tooLong' | 'control';

/** Why a name or customer reference is refused (the contract and the console's form both ask here). */
export function monitorLabelProblem(value: string, max: number): MonitorLabelProblem | undefined {
  const trimmed = value.trim();
  if (trimmed.length > max) return 'tooLong';
  if (controlCharacter.test(trimmed)) return 'control';
  return undefined;
}

/** A name or reference as stored: trimmed; blank is none. */
export function monitorLabelOf(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * The unread alert count stops counting here: the badge says "99+" beyond it, and the count stays
 * one bounded read however many alerts arrived.
 */
export const UNREAD_ALERTS_MAX = 99;
