import type { CreateQueryRequest } from '../../../../shared/contract/queries.schema';
import { dayEndSeconds, dayStartSeconds, isIsoDay } from '../../../../shared/rules/analysis-range';
import { type AddressProblem, addressProblem, parseChainToken } from '../../../../shared/rules/chain-rules';
import { isEndBeforeStart, type LimitProblem, limitProblem } from '../../../../shared/rules/query-rules';
import { displayTimeZone } from '../../lib/display-time-zone';
import type { DetailLink } from '../../lib/paths';

/**
 * The analyzer form's rules (spec 01 §4 "Analyzer submit", §5 address, date range, limit): what
 * is wrong with the values, and the create request and /detail address they become. The inputs
 * hold text as typed; dates are "YYYY-MM-DD" days in the user's display zone (spec 01 §9), or empty.
 */
export interface AnalyzerValues {
  readonly chainToken: string;
  readonly address: string;
  readonly start: string;
  readonly end: string;
  readonly limit: string;
}

export interface AnalyzerProblems {
  readonly chainToken?: 'required';
  readonly address?: AddressProblem;
  readonly end?: 'end_before_start';
  readonly limit?: LimitProblem;
}

/** A value an `<input type="date">` cannot hold (a 5-digit year) counts as no date. */
const dayOf = (value: string): string | undefined => (isIsoDay(value) ? value : undefined);

/** spec 01 §5: empty means every transaction; anything but a decimal number is not a whole number. */
export function parseLimit(text: string): { value?: number; problem?: LimitProblem } {
  const trimmed = text.trim();
  if (trimmed === '') return {};
  const value = /^[+-]?\d+(\.\d*)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  const problem = limitProblem(value);
  return problem ? { problem } : { value };
}

const startSecondsOf = (values: AnalyzerValues) => {
  const day = dayOf(values.start);
  return day === undefined ? undefined : dayStartSeconds(day, displayTimeZone());
};

const endSecondsOf = (values: AnalyzerValues) => {
  const day = dayOf(values.end);
  return day === undefined ? undefined : dayEndSeconds(day, displayTimeZone());
};

export function analyzerProblems(values: AnalyzerValues): AnalyzerProblems {
  const pair = parseChainToken(values.chainToken);
  const address = pair ? addressProblem(pair.chain, values.address) : undefined;
  const limit = parseLimit(values.limit).problem;
  const endBeforeStart = isEndBeforeStart(startSecondsOf(values), endSecondsOf(values));
  return {
    ...(pair ? {} : { chainToken: 'required' as const }),
    ...(address ? { address } : {}),
    ...(endBeforeStart ? { end: 'end_before_start' as const } : {}),
    ...(limit ? { limit } : {}),
  };
}

/** spec 01 §4: valid address, no date error, no limit error, a chain-token selected. */
export const canSubmit = (problems: AnalyzerProblems): boolean => Object.keys(problems).length === 0;

/**
 * POST /v1/query/create's body: the trimmed address; start_at at 00:00:00 of the start day and
 * end_at at 23:59:59 of the end day, in epoch seconds of the user's zone; each only when chosen.
 * Call it with values that pass the rules.
 */
export function createRequestOf(values: AnalyzerValues): CreateQueryRequest {
  const pair = parseChainToken(values.chainToken);
  if (!pair) throw new Error(`No chain-token selected: ${values.chainToken}`);
  const startAt = startSecondsOf(values);
  const endAt = endSecondsOf(values);
  const { value: limit } = parseLimit(values.limit);
  return {
    chain: pair.chain,
    token: pair.token,
    address: values.address.trim(),
    ...(startAt !== undefined ? { start_at: startAt } : {}),
    ...(endAt !== undefined ? { end_at: endAt } : {}),
    ...(limit !== undefined ? { limit } : {}),
  };
}

/** spec 01 §2: the report link of a new query, with its chain and token and the chosen days. */
export function detailLinkOf(queryHash: string, values: AnalyzerValues): DetailLink {
  const pair = parseChainToken(values.chainToken);
  return {
    hash: queryHash,
    chain: pair?.chain,
    token: pair?.token,
    start: dayOf(values.start),
    end: dayOf(values.end),
  };
}
