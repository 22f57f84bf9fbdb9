import type { EstimateBasis, QueryEstimate } from '../../../shared/contract/queries.schema';
import { creditsFor, MAX_TRANSFERS_PER_QUERY } from '../../../shared/rules/billing-rules';
import type { Chain, Token } from '../../../shared/rules/chain-rules';
import { normalizeAddress } from '../../../shared/rules/chain-rules';
import { affordableLimit, UNKNOWN_HISTORY_TRANSFERS } from '../../../shared/rules/cost-confirmation';
import { rfc3339 } from '../../../shared/rules/time';
import type { ChainSource } from '../chain/chain-source';
import type { Logger } from '../ports/logger';
import { type LatestReport, latestCompletedReport } from './latest-report';
import type { QueryRepository } from './query.ports';

/**
 * What an analysis would cost before it is asked for (GET /v1/query/estimate), so no analysis
 * charges by surprise; query/create uses the same figure to refuse (409 confirm_cost) an analysis
 * the balance would silently cut short.
 *
 * 1. Read the caller's balance and latest completed report of the address.
 * 2. The figure, from the cheapest evidence that covers the request:
 *    - earlier_report: that report, when it covered the same range and was not cut short (or the
 *      request's limit is within what it saw): about as many transfers as then;
 *    - chain_source: the source's count for the range, where it can count (the simulated ledger);
 *    - range: nothing is known: 0 up to the limit, or up to UNKNOWN_HISTORY_TRANSFERS.
 * 3. Bound it by the limit and the most one analysis fetches, and price it (spec 01 §9).
 */
export interface QueryEstimateDeps {
  readonly queries: Pick<QueryRepository, 'list' | 'getResult'>;
  readonly sourceFor: (chain: Chain) => ChainSource;
  /** The caller's plan with any due periodic credits granted. */
  readonly currentPlan: (userId: string) => Promise<{ queryQuota: number }>;
  readonly log: Logger;
}

export interface EstimateRequest {
  readonly chain: Chain;
  readonly token: Token;
  readonly address: string;
  /** Epoch seconds, inclusive. */
  readonly start_at?: number | undefined;
  readonly end_at?: number | undefined;
  readonly limit?: number | undefined;
}

interface Figure {
  readonly basis: EstimateBasis;
  readonly min: number;
  readonly max: number;
  readonly exact: boolean;
}

export function createQueryEstimates(deps: QueryEstimateDeps) {
  const { queries, log } = deps;

  /** The earlier report's figure for this request, or undefined when it does not cover it. */
  function fromEarlier(latest: LatestReport, request: EstimateRequest, cap: number): number | undefined {
    const { query } = latest;
    if (query.startAt !== request.start_at || query.endAt !== request.end_at) return undefined;
    if (!latest.truncated) return Math.min(latest.transfers, cap);
    // It saw only part of the range: the figure holds only up to what it saw.
    if (request.limit !== undefined && request.limit <= latest.transfers) return Math.min(request.limit, cap);
    return undefined;
  }

  /** The source's count, undefined where it cannot count or the count fails (then a range is stated). */
  async function counted(request: EstimateRequest, address: string): Promise<number | undefined> {
    const source = deps.sourceFor(request.chain);
    if (!source.countTransfers) return undefined;
    try {
      return await source.countTransfers({
        chain: request.chain,
        token: request.token,
        address,
        ...(request.start_at !== undefined ? { startAt: request.start_at } : {}),
        ...(request.end_at !== undefined ? { endAt: request.end_at } : {}),
      });
    } catch (error) {
      log.warn('transfer count unavailable', { chain: request.chain, error });
      return undefined;
    }
  }

  /**
   * The estimate for the caller. `balance` is the caller's credits when already read (query/create
   * has just read the plan), else the plan is read here.
   */
  async function estimate(
    userId: string,
    request: EstimateRequest,
    balance?: number,
  ): Promise<QueryEstimate> {
    const address = normalizeAddress(request.chain, request.address);
    const [credits, latest] = await Promise.all([
      balance ?? deps.currentPlan(userId).then((plan) => plan.queryQuota),
      latestCompletedReport(queries, userId, { chain: request.chain, token: request.token, address }),
    ]);
    // What one analysis fetches at most: its limit, never more than one invocation holds.
    const cap = Math.min(request.limit ?? MAX_TRANSFERS_PER_QUERY, MAX_TRANSFERS_PER_QUERY);
    const figure = await figureOf(request, address, latest, cap);
    const price = { min: creditsFor(figure.min), max: creditsFor(figure.max) };
    const available = Math.max(0, credits);
    return {
      chain: request.chain,
      token: request.token,
      address,
      basis: figure.basis,
      transfers: { min: figure.min, max: figure.max, exact: figure.exact },
      credits: price,
      earlier_report: latest
        ? {
            query_hash: latest.query.hash,
            completed_at: rfc3339(latest.query.updatedAt),
            transfers_analysed: latest.transfers,
          }
        : null,
      balance: available,
      covered: available >= price.max,
      affordable_limit: affordableLimit(available) ?? null,
    };
  }

  async function figureOf(
    request: EstimateRequest,
    address: string,
    latest: LatestReport | undefined,
    cap: number,
  ): Promise<Figure> {
    const earlier = latest ? fromEarlier(latest, request, cap) : undefined;
    if (earlier !== undefined) return { basis: 'earlier_report', min: earlier, max: earlier, exact: false };
    const count = await counted(request, address);
    if (count !== undefined) {
      const transfers = Math.min(count, cap);
      return { basis: 'chain_source', min: transfers, max: transfers, exact: true };
    }
    return {
      basis: 'range',
      min: 0,
      max: Math.min(request.limit ?? UNKNOWN_HISTORY_TRANSFERS, cap),
      exact: false,
    };
  }

  return { estimate };
}

export type QueryEstimates = ReturnType<typeof createQueryEstimates>;
