import { transfersPaidBy } from './billing-rules';
import { QUERY_LIMIT_MAX } from './query-rules';

/**
 * When an analysis asks before it charges (GET /v1/query/estimate, the analyzer's confirmation,
 * query/create's 409 confirm_cost). One place for the numbers, read by the server and the SPA.
 */

/** An estimate whose upper bound is above this many credits is confirmed before it is spent. */
export const CONFIRM_ABOVE_CREDITS = 20;

/** ... or above this share of the balance, whichever of the two is lower. */
export const CONFIRM_ABOVE_BALANCE_SHARE = 0.1;

/**
 * The transfers a "range" estimate allows for when nothing is known about the address (never
 * analysed, and a chain source that cannot count): the largest limit a request may set
 * (spec 01 §5). A client that confirms this bound with max_credits is never charged more.
 */
export const UNKNOWN_HISTORY_TRANSFERS = QUERY_LIMIT_MAX;

/**
 * The most credits an analysis may cost without asking: 20, or 10 % of the balance when that is
 * lower. Never below 1 credit, the price of any analysis (spec 01 §9): the smallest analysis is
 * not a surprise, and on a 1-credit plan a 10 % rule would otherwise ask before every one.
 */
export function confirmationThreshold(balance: number): number {
  return Math.max(1, Math.min(CONFIRM_ABOVE_CREDITS, Math.max(0, balance) * CONFIRM_ABOVE_BALANCE_SHARE));
}

/** Whether an analysis that may cost up to `maxCredits` is confirmed first. */
export const needsConfirmation = (maxCredits: number, balance: number): boolean =>
  maxCredits > confirmationThreshold(balance);

/**
 * The limit that analyses the newest transfers a balance pays for (1,000 a credit), within the
 * limits a request may set (spec 01 §5); undefined with no whole credit.
 */
export function affordableLimit(balance: number): number | undefined {
  const transfers = Math.min(transfersPaidBy(balance), QUERY_LIMIT_MAX);
  return transfers >= 1 ? transfers : undefined;
}
