/**
 * Rules of the analysis request, its status and its report, shared by the analyzer form, the
 * history and report screens and the server (spec 01 §3, §5, §9; spec 02 §3, §4).
 */

/** spec 01 §5, §9: the transaction limit is a whole number from 1 to 100000; empty means all. */
export const QUERY_LIMIT_MIN = 1;
export const QUERY_LIMIT_MAX = 100_000;

export type LimitProblem = 'not_integer' | 'too_small' | 'too_large';

export const LIMIT_MESSAGES: Readonly<Record<LimitProblem, string>> = {
  not_integer: 'The limit must be a whole number',
  too_small: `The limit must be at least ${QUERY_LIMIT_MIN}`,
  too_large: `The limit must be at most ${QUERY_LIMIT_MAX}`,
};

export function limitProblem(limit: number): LimitProblem | undefined {
  if (!Number.isInteger(limit)) return 'not_integer';
  if (limit < QUERY_LIMIT_MIN) return 'too_small';
  if (limit > QUERY_LIMIT_MAX) return 'too_large';
  return undefined;
}

export const END_BEFORE_START_MESSAGE = 'The end time must not be before the start time';

/** spec 01 §5: an end before the start is an error; an open side (undefined) never is. */
export const isEndBeforeStart = (start: number | undefined, end: number | undefined): boolean =>
  start !== undefined && end !== undefined && end < start;

/** spec 01 §3, spec 02 §4: 0 pending, 1 processing, 2 completed, 3 failed. */
export const queryStatuses = ['pending', 'processing', 'completed', 'failed'] as const;
export type QueryStatusName = (typeof queryStatuses)[number];
export type QueryStatusCode = 0 | 1 | 2 | 3;

export const QUERY_STATUS = { pending: 0, processing: 1, completed: 2, failed: 3 } as const satisfies Record<
  QueryStatusName,
  QueryStatusCode
>;

/**
 * How long each of the console's status asks is held for the query to complete or fail (the
 * status route's `wait_ms`), so a short analysis's report starts loading the moment it is done
 * rather than at the next poll. Every ask carries it, completed ones too, so the ask's address
 * never changes: the report page's hooks, the reads started ahead of the page and the boot
 * script's first ask (shared/site/boot-script.ts) are the same request.
 */
export const STATUS_WAIT_MS = 1000;

/** Any other number reads as unknown (spec 01 §3). */
export const queryStatusName = (status: number): QueryStatusName | 'unknown' =>
  queryStatuses[status] ?? 'unknown';

/** Polling stops at completed or failed (spec 01 §4). */
export const isFinalQueryStatus = (status: number): boolean =>
  status === QUERY_STATUS.completed || status === QUERY_STATUS.failed;

/** spec 01 §3, spec 02 §4: risk level 0 low … 4 high; anything else is unknown. */
export const riskLevels = ['low', 'medium_low', 'medium', 'medium_high', 'high'] as const;
export type RiskLevelName = (typeof riskLevels)[number];
export const RISK_LEVEL_MIN = 0;
export const RISK_LEVEL_MAX = 4;

export const riskLevelName = (level: number): RiskLevelName | 'unknown' => riskLevels[level] ?? 'unknown';

/**
 * spec 02 §3: the risk categories of risk_type and of alert details. The wire accepts any string
 * because the report screen shows an unknown type by its raw name.
 */
export const riskCategories = [
  'normal',
  'high_risk',
  'fraudulent',
  'money_laundering',
  'gamble',
  'black_industry',
  'thefts',
  'blocked',
  'sanction',
  'attack',
] as const;
export type RiskCategory = (typeof riskCategories)[number];

/** spec 02 §3: the categories counted high risk (the flow graph's warning icon): all but normal. */
export const highRiskCategories: readonly RiskCategory[] = riskCategories.filter((c) => c !== 'normal');
export const isHighRiskCategory = (category: string | undefined): boolean =>
  category !== undefined && (highRiskCategories as readonly string[]).includes(category);

/** Where a report's transfers came from (DESIGN §7); `simulated` reports are marked as such. */
export const transferSources = ['simulated', 'trongrid', 'etherscan', 'rpc'] as const;
export type TransferSource = (typeof transferSources)[number];

/** Query-history pages (spec 01 §9: default 10; public API maximum 100 records per page). */
export const HISTORY_PAGE_SIZE_DEFAULT = 10;
/** Monitoring lists (spec 01 §9, spec 02 §9: default 20). */
export const MONITOR_PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
export const pageSizeOptions = [10, 20, 50, 100] as const;

/** spec 02 §3: the habit chart has one entry per hour of the day, "0" to "23". */
export const HABIT_HOURS: readonly string[] = Array.from({ length: 24 }, (_, h) => String(h));

/**
 * A non-negative amount written as a decimal string (spec 02 §3: "amounts are decimal strings"),
 * so that 18-decimal token values never pass through a float.
 */
export const decimalAmountPattern = /^\d+(\.\d+)?$/;

/** Opaque query identifiers: URL-safe, so they can sit in a path and in /detail?hash=. */
export const queryHashPattern = /^[A-Za-z0-9_-]{8,128}$/;
