import { planOf } from '../../../shared/constants/plans';
import {
  type ListQueryHistoriesResponse,
  type QueryHistoryItem,
  type QueryResult,
  type QueryStatus,
  queryResultSchema,
  type RecentQueryResponse,
} from '../../../shared/contract/queries.schema';
import { creditsFor, MAX_TRANSFERS_PER_QUERY, transfersPaidBy } from '../../../shared/rules/billing-rules';
import type { Chain, Token } from '../../../shared/rules/chain-rules';
import { normalizeAddress } from '../../../shared/rules/chain-rules';
import { isFinalQueryStatus, QUERY_STATUS } from '../../../shared/rules/query-rules';
import { rfc3339, rfc3339FromSeconds } from '../../../shared/rules/time';
import { AppError } from '../app-error';
import type { ClientIdempotency } from '../credits/client-idempotency';
import { reassessReport } from '../policy/report-reassessment';
import type { Clock } from '../ports/clock';
import type { Entropy } from '../ports/entropy';
import type { Logger } from '../ports/logger';
import type { AppliedPolicy } from '../report/report-assessment';
import { latestCompletedReport } from './latest-report';
import type { QueryQueue, QueryRecord, QueryRepository } from './query.ports';
import type { QueryCredits } from './query-credits';
import type { QueryEstimates } from './query-estimate.service';

/**
 * The query use cases of spec 01 §3, §7 and spec 02 §7: create (hold a credit, queue the work),
 * status, result and history. Only the owner sees a query; anyone else gets 404, as if it did
 * not exist.
 */
export interface QueryServiceDeps {
  readonly queries: QueryRepository;
  /** What a query holds and pays, committed with its status (query-credits.ts). */
  readonly credits: Pick<QueryCredits, 'open' | 'fail'>;
  /** Idempotency-Key of create: a retry answers the first query, charged once. */
  readonly idempotency: ClientIdempotency;
  /** The caller's plan with any due daily/monthly credits granted (account service). */
  readonly currentPlan: (userId: string) => Promise<{ packageType: number; queryQuota: number }>;
  /**
   * What the analysis would cost (query-estimate.service.ts): a create the balance cannot pay for
   * in full asks first (409 confirm_cost) instead of being cut short.
   */
  readonly estimates: Pick<QueryEstimates, 'estimate'>;
  readonly enqueue: QueryQueue;
  /**
   * The owner's current risk policy: a stored report is read with its verdict under it
   * (policy/report-reassessment.ts), free.
   */
  readonly policyOf: (userId: string) => Promise<AppliedPolicy>;
  readonly clock: Clock;
  readonly entropy: Entropy;
  readonly log: Logger;
  /** Waits between the reads of a status call that waits for the change (wait_ms). */
  readonly sleep?: (ms: number) => Promise<void>;
}

/**
 * How often a waiting status call reads the query again: every 25 ms for its first second, when a
 * short analysis completes (so the answer leaves within 25 ms of it, not 100), then 10 reads a
 * second: at most 60 reads after the first one for the longest wait (3 s).
 */
export const STATUS_WAIT_QUICK_STEP_MS = 25;
export const STATUS_WAIT_QUICK_MS = 1000;
export const STATUS_WAIT_STEP_MS = 100;
const statusWaitStepMs = (waitedMs: number): number =>
  waitedMs < STATUS_WAIT_QUICK_MS ? STATUS_WAIT_QUICK_STEP_MS : STATUS_WAIT_STEP_MS;

export interface CreateQueryInput {
  readonly chain: Chain;
  readonly token: Token;
  readonly address: string;
  readonly start_at?: number;
  readonly end_at?: number;
  readonly limit?: number;
  /** The most credits the analysis may cost: it fetches at most max_credits × 1000 transfers. */
  readonly max_credits?: number;
}

/**
 * What a create does when the balance cannot pay for the address's whole known history and the
 * request sets neither a limit nor max_credits: `ask` answers 409 confirm_cost with the estimate
 * (the query/create route); `analyse_what_it_pays` starts it, analysing the newest transfers the
 * balance pays for and saying so in the report (a monitor add's query_once, which has already
 * added the address and cannot ask).
 */
export type ShortOfCredits = 'ask' | 'analyse_what_it_pays';

const isoFromSeconds = (s: number | undefined): string | null =>
  s === undefined ? null : rfc3339FromSeconds(s);

export function createQueryService(deps: QueryServiceDeps) {
  const { queries, clock, entropy } = deps;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  async function owned(userId: string, hash: string): Promise<QueryRecord> {
    const query = await queries.get(hash);
    if (!query || query.userId !== userId) throw new AppError('not_found');
    return query;
  }

  /**
   * Refuses (409 confirm_cost, nothing charged) a request with neither limit nor max_credits when
   * the address is known (an earlier report, the source's count) to have more transfers than the
   * balance pays for. A balance that pays for the most one analysis fetches needs no look; an
   * empty one is refused by the hold (403 insufficient_credits); with nothing known the analysis
   * starts and, if the balance runs out, says so in its report.
   */
  async function confirmCost(userId: string, input: CreateQueryInput, balance: number): Promise<void> {
    if (input.limit !== undefined || input.max_credits !== undefined) return;
    if (balance < 1 || transfersPaidBy(balance) >= MAX_TRANSFERS_PER_QUERY) return;
    const estimate = await deps.estimates.estimate(userId, input, balance);
    if (estimate.basis !== 'range' && !estimate.covered) {
      throw new AppError('confirm_cost', { data: { estimate } });
    }
  }

  /**
   * 1. A key sent before with the same request answers that query again (nothing is charged);
   *    with another request it is refused (422 idempotency_key_reused).
   * 2. A request the balance cannot pay for in full asks first (confirmCost, 409 confirm_cost).
   * 3. The query is stored holding 1 credit and a concurrency slot, and the key remembered with
   *    it, in one commit (insufficient_credits / too_many_active_queries otherwise).
   * 4. The query is queued; if that fails, it is failed and its credit given back.
   */
  async function create(
    userId: string,
    input: CreateQueryInput,
    apiKeyId = 0,
    idempotencyKey?: string,
    shortOfCredits: ShortOfCredits = 'ask',
  ) {
    const address = normalizeAddress(input.chain, input.address);
    const client = deps.idempotency.keyOf('query-create', idempotencyKey, {
      chain: input.chain,
      token: input.token,
      address,
      start_at: input.start_at,
      end_at: input.end_at,
      limit: input.limit,
      max_credits: input.max_credits,
    });
    const replayed = await deps.idempotency.replay<{ query_hash: string }>(userId, client);
    if (replayed) return { query_hash: replayed.query_hash };
    const plan = await deps.currentPlan(userId);
    if (shortOfCredits === 'ask') await confirmCost(userId, { ...input, address }, plan.queryQuota);
    const now = clock.nowMs();
    const record: QueryRecord = {
      hash: entropy.id(),
      userId,
      chain: input.chain,
      token: input.token,
      address,
      ...(input.start_at !== undefined ? { startAt: input.start_at } : {}),
      ...(input.end_at !== undefined ? { endAt: input.end_at } : {}),
      ...(input.limit !== undefined ? { limit: input.limit } : {}),
      ...(input.max_credits !== undefined ? { maxCredits: input.max_credits } : {}),
      apiKeyId,
      status: QUERY_STATUS.pending,
      statusText: 'pending',
      createdAt: now,
      updatedAt: now,
      riskLevel: null,
      reservedCredits: 1,
      costQuota: 0,
      transfersAnalysed: null,
    };
    const answer = { query_hash: record.hash };
    const outcome = await deps.credits.open(
      record,
      planOf(plan.packageType).concurrentQueries,
      client ? [deps.idempotency.remember(userId, client, answer, now)] : [],
    );
    if (outcome !== 'created') {
      // A twin call with the same key may have won the race (and taken the last credit or slot):
      // its answer, or 422 if its request differed, before any refusal of this one.
      const twin = await deps.idempotency.replay<{ query_hash: string }>(userId, client);
      if (twin) return { query_hash: twin.query_hash };
      if (outcome === 'no_credit') throw new AppError('insufficient_credits');
      if (outcome === 'too_many_active') throw new AppError('too_many_active_queries');
      throw new AppError('service_unavailable');
    }
    try {
      await deps.enqueue({ query_hash: record.hash });
    } catch (error) {
      // Nothing will process it: give the credit back and say so.
      deps.log.error('query could not be queued', { queryHash: record.hash, error });
      await deps.credits.fail(record, 'The query could not be queued', clock.nowMs());
      throw new AppError('service_unavailable');
    }
    return answer;
  }

  /**
   * The query once it is completed or failed, or as it is when `waitMs` is up (a
   * bounded long poll, so the first answer comes as soon as the query ends rather than at the
   * client's next 2 s poll).
   */
  async function settled(userId: string, hash: string, waitMs: number): Promise<QueryRecord> {
    let query = await owned(userId, hash);
    const since = clock.nowMs();
    const until = since + waitMs;
    for (;;) {
      const step = statusWaitStepMs(clock.nowMs() - since);
      if (isFinalQueryStatus(query.status) || clock.nowMs() + step > until) return query;
      await sleep(step);
      query = await owned(userId, hash);
    }
  }

  /** The status; with `waitMs`, held until the query is completed or failed or the time is up. */
  async function status(userId: string, hash: string, waitMs = 0): Promise<QueryStatus> {
    const query = await settled(userId, hash, waitMs);
    return {
      query_hash: query.hash,
      status: query.status,
      status_text: query.statusText,
      create_at: rfc3339(query.createdAt),
      update_at: rfc3339(query.updatedAt),
    };
  }

  /**
   * The report of a completed query; with `waitMs`, a query still running is waited for first.
   * Reports are stored as made; one made before the report's schema changed in a way it no
   * longer meets answers 404 result_stale (run the analysis again), not a 500 from the answer's
   * contract check.
   */
  async function result(userId: string, hash: string, waitMs = 0): Promise<unknown> {
    const query = await settled(userId, hash, waitMs);
    if (query.status !== QUERY_STATUS.completed) throw new AppError('result_not_ready');
    const report = await queries.getResult(hash);
    if (!report) throw new AppError('result_not_ready');
    if (!meetsCurrentSchema(hash, report)) throw new AppError('result_stale');
    // As stored, its verdict under the current policy: the answer's contract check parses it once
    // more on the way out.
    return reassessed(userId, report as QueryResult);
  }

  /** The report with its verdict under the owner's current policy; reading it charges nothing. */
  async function reassessed<R extends Partial<QueryResult>>(userId: string, report: R): Promise<R> {
    if (!report.assessment?.measures) return report;
    const assessment = reassessReport(report.assessment, await currentPolicy(userId));
    return assessment === report.assessment ? report : { ...report, assessment };
  }

  const currentPolicy = deps.policyOf;

  /**
   * Whether a stored report meets the report's current schema; one that does not is logged as
   * stale. The result and the recent offer decide by the same check, so the offer never points
   * at a report the result route refuses.
   */
  function meetsCurrentSchema(hash: string, report: unknown): boolean {
    const current = queryResultSchema.safeParse(report);
    if (current.success) return true;
    deps.log.warn('stored report fails the current schema', {
      event: 'report_stale',
      queryHash: hash,
      issues: current.error.issues.slice(0, 5),
    });
    return false;
  }

  async function histories(
    userId: string,
    page: { limit: number; offset: number; cursor?: string; address?: string },
  ): Promise<ListQueryHistoriesResponse> {
    const address = page.address === undefined ? undefined : normalizeSearchAddress(page.address);
    const paging = {
      number: page.offset,
      size: page.limit,
      ...(page.cursor !== undefined ? { cursor: page.cursor } : {}),
    };
    // A whole address is an exact search; the start of one searches every address it begins.
    const { items, total, nextCursor } =
      address === undefined || isWholeAddress(address)
        ? await queries.list(userId, { ...paging, ...(address !== undefined ? { address } : {}) })
        : await queries.listByAddressPrefix(userId, address, paging);
    return {
      query_histories: items.map(historyItem),
      total_count: total,
      ...(nextCursor !== undefined ? { next_cursor: nextCursor } : {}),
    };
  }

  /**
   * The caller's latest completed report of an address on a chain and token,
   * from the history of that address (newest first, at most RECENT_SCAN_MAX queries read), with
   * what a new analysis of as many transfers would cost. A latest report that fails the current
   * schema is no offer (null), as if there were none: the caller runs the analysis again.
   */
  async function recent(
    userId: string,
    request: { chain: Chain; token: Token; address: string },
  ): Promise<RecentQueryResponse> {
    const address = normalizeAddress(request.chain, request.address);
    const latest = await latestCompletedReport(queries, userId, { ...request, address });
    if (!latest) return { recent: null, estimated_credits: null };
    const { query: found, transfers } = latest;
    // A report of an older schema cannot be shown (the result answers result_stale): no offer.
    if (latest.report !== undefined && !meetsCurrentSchema(found.hash, latest.report))
      return { recent: null, estimated_credits: null };
    // The offer shows what opening the report would show: its verdict under the current policy.
    const report = latest.report && (await reassessed(userId, latest.report));
    return {
      recent: {
        query_hash: found.hash,
        created_at: rfc3339(found.createdAt),
        completed_at: rfc3339(found.updatedAt),
        risk_level: (found.riskLevel ?? report?.risk_level ?? 0) as QueryResult['risk_level'],
        verdict: report?.assessment?.verdict ?? null,
        policy: report?.assessment?.policy ?? null,
        transfers_analysed: transfers,
        cost_quota: found.costQuota,
        start_time: isoFromSeconds(found.startAt),
        end_time: isoFromSeconds(found.endAt),
        limit: found.limit ?? null,
      },
      estimated_credits: creditsFor(transfers),
    };
  }

  return { create, status, result, histories, recent };
}

export type QueryService = ReturnType<typeof createQueryService>;

function historyItem(q: QueryRecord): QueryHistoryItem {
  return {
    id: q.hash,
    address: q.address,
    chain: q.chain,
    token: q.token,
    created_at: rfc3339(q.createdAt),
    updated_at: rfc3339(q.updatedAt),
    start_time: isoFromSeconds(q.startAt),
    end_time: isoFromSeconds(q.endAt),
    risk_level: q.riskLevel as QueryHistoryItem['risk_level'],
    status: q.status,
    api_key_id: q.apiKeyId,
    cost_quota: q.costQuota,
    query_hash: q.hash,
  };
}

/** EVM addresses (and their starts) are stored lower-case; TRON addresses are case-sensitive base58. */
const normalizeSearchAddress = (address: string): string =>
  /^0x[0-9a-fA-F]*$/i.test(address) ? address.toLowerCase() : address;

const isWholeAddress = (address: string): boolean =>
  /^0x[0-9a-f]{40}$/.test(address) || /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address);
