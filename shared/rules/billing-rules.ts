/**
 * Query billing (spec 01 §9): 1 credit per 1000 transactions analysed, minimum 1 per query;
 * fewer than 1000 transactions are billed as 1000.
 */
export const TRANSFERS_PER_CREDIT = 1000;

/**
 * Most transfers one query analyses when it has no limit (and the credits allow): one analysis
 * runs in one Lambda invocation, so the history must fit in its memory.
 */
export const MAX_TRANSFERS_PER_QUERY = 1_000_000;

export const creditsFor = (transfers: number): number =>
  Math.max(1, Math.ceil(Math.max(0, transfers) / TRANSFERS_PER_CREDIT));

/** How many transfers a number of credits pays for. */
export const transfersPaidBy = (credits: number): number =>
  Math.max(0, Math.floor(credits)) * TRANSFERS_PER_CREDIT;

/**
 * Batch screening (POST /v1/screen): 1 credit per started 1,000 addresses, so one call of up to
 * 1,000 costs 1. An analysis bills 1 credit per 1,000 transfers it fetches and screens; a
 * screening call does only the screening half (an in-memory filter plus one batched read of the
 * hits' labels, no chain source), so 1,000 addresses weigh like the smallest analysis.
 */
export const ADDRESSES_PER_SCREENING_CREDIT = 1000;

export const screeningCreditsFor = (addresses: number): number =>
  Math.max(1, Math.ceil(Math.max(0, addresses) / ADDRESSES_PER_SCREENING_CREDIT));
