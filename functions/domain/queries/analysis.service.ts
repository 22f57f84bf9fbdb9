import { QUERY_PROGRESS_EVERY_MS } from '../../../shared/constants/query-deadlines';
import {
  type AnalysisOutcome,
  analysisErrorNames,
  type SettledQuery,
  type TaskError,
} from '../../../shared/contract/payloads/analysis-workflow.schema';
import type { QueryResult } from '../../../shared/contract/queries.schema';
import { creditsFor, MAX_TRANSFERS_PER_QUERY, transfersPaidBy } from '../../../shared/rules/billing-rules';
import type { Chain } from '../../../shared/rules/chain-rules';
import { QUERY_STATUS } from '../../../shared/rules/query-rules';
import type { ChainSource, Transfer, TransferHistory } from '../chain/chain-source';
import { SourceUnavailableError } from '../chain/chain-source';
import type { AddressLabel } from '../labels/address-label';
import type { Clock } from '../ports/clock';
import type { StartHeartbeat } from '../ports/heartbeat';
import type { Logger } from '../ports/logger';
import type { AppliedPolicy } from '../report/report-assessment';
import type { ReportInput } from '../report/report-input';
import type { QueryRecord, QueryRepository } from './query.ports';
import type { QueryCredits } from './query-credits';

/**
 * The steps of one analysis (spec 01 §9), run by the "analysis" state machine:
 *
 * 1. prepare  — pending → processing.
 * 2. analyse  — fetch the transfers the credits can pay for (never more than the client's
 *               max_credits), hold the credits they cost, screen
 *               every counterparty (and the largest counterparties' own counterparties, for 1-hop
 *               indirect exposure), build the report and store it; progress is recorded at each
 *               stage and every 20 s meanwhile, so the sweeper frees a query nothing works on
 *               within minutes (shared/constants/query-deadlines.ts).
 * 3. complete — processing → completed, charging what the query holds.
 * 4. fail     — (any error) → failed, refunding what the query holds.
 *
 * Every step is safe to run again: status transitions and credit moves are conditional
 * (query.repository.ts), and the analysis step reuses credits an earlier attempt already held.
 */
export interface AnalysisDeps {
  readonly queries: QueryRepository;
  /** What the query holds and pays, committed with its status (query-credits.ts). */
  readonly credits: Omit<QueryCredits, 'open'>;
  /** The caller's plan with any due periodic credits granted. */
  readonly currentPlan: (userId: string) => Promise<{ queryQuota: number }>;
  readonly sourceFor: (chain: Chain) => ChainSource;
  readonly screen: (chain: Chain, addresses: readonly string[]) => Promise<Map<string, AddressLabel[]>>;
  readonly buildReport: (input: ReportInput) => QueryResult;
  readonly clock: Clock;
  readonly log: Logger;
  /** The owner's risk policy when the report is built (its version is named in the report); default when absent. */
  readonly policyOf?: (userId: string) => Promise<AppliedPolicy>;
  /** Adds a completed analysis's time (submit → completed) to the public figures. */
  readonly recordAnalysisTime?: (createdAtMs: number, completedAtMs: number) => Promise<void>;
  /**
   * Records the query's progress while Analyse works (query-deadlines.ts): without it a query is
   * only as alive as its last stage says.
   */
  readonly heartbeat?: StartHeartbeat;
  /** How many of the largest counterparties get their own history screened, and how much of it. */
  readonly secondHop?: { readonly counterparties: number; readonly transfersEach: number };
}

export type { AnalysisOutcome };

/** Final for the workflow: Complete is not retried on it (the name is the contract's). */
export class QueryNotProcessingError extends Error {
  override name = analysisErrorNames.queryNotProcessing;
}

const SECOND_HOP_DEFAULT = { counterparties: 20, transfersEach: 200 };
const RESERVE_ATTEMPTS = 5;

export function createAnalysisService(deps: AnalysisDeps) {
  const { queries, clock, log } = deps;
  const secondHop = deps.secondHop ?? SECOND_HOP_DEFAULT;

  async function prepare(hash: string): Promise<{ query_hash: string }> {
    const query = await queries.markProcessing(hash, clock.nowMs());
    if (!query) throw new QueryNotProcessingError(`Query ${hash} is not pending`);
    return { query_hash: hash };
  }

  /** The query is being worked on now; a failed write only costs the deadline's margin. */
  async function progress(hash: string): Promise<void> {
    try {
      await queries.recordProgress(hash, clock.nowMs());
    } catch (error) {
      log.warn('progress not recorded', { queryHash: hash, error });
    }
  }

  async function analyse(hash: string): Promise<AnalysisOutcome> {
    const query = await processingQuery(hash);
    await progress(hash);
    const beating = deps.heartbeat?.(() => progress(hash), QUERY_PROGRESS_EVERY_MS);
    try {
      return await analyseProcessing(query);
    } finally {
      beating?.stop();
    }
  }

  async function analyseProcessing(started: QueryRecord): Promise<AnalysisOutcome> {
    const hash = started.hash;
    let query = started;
    const plan = await deps.currentPlan(query.userId);
    const wanted = Math.min(query.limit ?? MAX_TRANSFERS_PER_QUERY, MAX_TRANSFERS_PER_QUERY);
    const paidFor = transfersPaidBy(spendable(query, plan.queryQuota));
    const source = deps.sourceFor(query.chain);
    const history = await source.fetchTransfers({
      chain: query.chain,
      token: query.token,
      address: query.address,
      ...(query.startAt !== undefined ? { startAt: query.startAt } : {}),
      ...(query.endAt !== undefined ? { endAt: query.endAt } : {}),
      limit: Math.min(wanted, paidFor),
    });
    // More existed than the request allowed but the credits stopped us first.
    let budgetTruncated = history.truncated && paidFor < wanted;

    // Hold the credits this many transfers cost; if the balance moved meanwhile, analyse only
    // what it still pays for (spec 01 §9, never below zero).
    let transfers = history.transfers;
    for (let attempt = 0; ; attempt++) {
      const needed = creditsFor(transfers.length);
      if (needed <= query.reservedCredits) break;
      if (
        await deps.credits.holdMore(
          query,
          query.reservedCredits,
          needed - query.reservedCredits,
          clock.nowMs(),
        )
      ) {
        query = { ...query, reservedCredits: needed };
        break;
      }
      if (attempt >= RESERVE_ATTEMPTS) throw new Error(`Could not hold credits for query ${hash}`);
      query = await processingQuery(hash);
      const balance = (await deps.currentPlan(query.userId)).queryQuota;
      const affordable = transfersPaidBy(spendable(query, balance));
      if (affordable < transfers.length) {
        transfers = transfers.slice(transfers.length - affordable); // keep the newest
        budgetTruncated = true;
      }
    }
    const analysed: TransferHistory = { ...history, transfers };
    await progress(hash);

    const labels = await deps.screen(query.chain, [
      query.address,
      ...counterpartiesOf(query.address, transfers),
    ]);
    const secondHopHistories = await fetchSecondHop(query, source, transfers, labels);
    const secondHopAddresses = new Set<string>();
    for (const [counterparty, its] of secondHopHistories) {
      for (const t of its) {
        if (t.from !== counterparty) secondHopAddresses.add(t.from);
        if (t.to !== counterparty) secondHopAddresses.add(t.to);
      }
    }
    secondHopAddresses.delete(query.address);
    for (const known of labels.keys()) secondHopAddresses.delete(known);
    const moreLabels = await deps.screen(query.chain, [...secondHopAddresses]);
    for (const [address, found] of moreLabels) labels.set(address, found);
    const policy = deps.policyOf ? await deps.policyOf(query.userId) : undefined;
    await progress(hash);

    const report = deps.buildReport({
      queryHash: hash,
      chain: query.chain,
      token: query.token,
      address: query.address,
      createdAt: Math.floor(query.createdAt / 1000),
      ...(query.startAt !== undefined ? { startAt: query.startAt } : {}),
      ...(query.endAt !== undefined ? { endAt: query.endAt } : {}),
      ...(query.limit !== undefined ? { limit: query.limit } : {}),
      history: analysed,
      labels,
      secondHop: secondHopHistories,
      creditsCharged: query.reservedCredits,
      budgetTruncated,
      now: clock.nowSeconds(),
      ...(policy ? { policy } : {}),
    });
    await queries.putResult(hash, report);
    log.info('analysis built', {
      queryHash: hash,
      transfers: transfers.length,
      source: history.source,
      riskLevel: report.risk_level,
      credits: query.reservedCredits,
    });
    return {
      query_hash: hash,
      risk_level: report.risk_level,
      transfers_analysed: transfers.length,
      credits: query.reservedCredits,
    };
  }

  async function complete(outcome: AnalysisOutcome): Promise<SettledQuery> {
    // Each attempt counts as progress: a retried Complete is still a query being worked on.
    await progress(outcome.query_hash);
    const query = await queries.get(outcome.query_hash);
    if (!query) throw new Error(`Query ${outcome.query_hash} vanished`);
    if (query.status === QUERY_STATUS.completed) return { query_hash: query.hash, status: query.status };
    const done = await deps.credits.complete(
      query,
      {
        riskLevel: outcome.risk_level,
        transfersAnalysed: outcome.transfers_analysed,
        credits: outcome.credits,
      },
      clock.nowMs(),
    );
    if (!done) throw new QueryNotProcessingError(`Query ${query.hash} could not be completed`);
    await deps.recordAnalysisTime?.(query.createdAt, clock.nowMs());
    return { query_hash: query.hash, status: QUERY_STATUS.completed };
  }

  /**
   * Marks the query failed with a reason a user can act on, and refunds its credits. A
   * reservation may land between the read and the write; reading again settles it, and if the
   * query still moves, the error makes the state machine retry this step.
   */
  async function fail(hash: string, error: TaskError | undefined): Promise<SettledQuery> {
    await progress(hash);
    for (let attempt = 0; attempt < RESERVE_ATTEMPTS; attempt++) {
      const query = await queries.get(hash);
      if (!query || query.status === QUERY_STATUS.completed || query.status === QUERY_STATUS.failed) {
        return { query_hash: hash, status: query?.status ?? QUERY_STATUS.failed };
      }
      if (attempt === 0)
        log.warn('analysis failed', { queryHash: hash, error: error?.Error, cause: error?.Cause });
      if (await deps.credits.fail(query, failureText(error?.Error), clock.nowMs())) {
        return { query_hash: hash, status: QUERY_STATUS.failed };
      }
    }
    throw new Error(`Query ${hash} kept changing while it was marked failed`);
  }

  /** A query whose message died in the queue: failed and refunded if it never left pending. */
  async function failNotStarted(hash: string) {
    const query = await queries.get(hash);
    if (query?.status !== QUERY_STATUS.pending) return { query_hash: hash, status: query?.status };
    return fail(hash, { Error: analysisErrorNames.notStarted });
  }

  /**
   * The sweeper's failure of a query open past its deadline: failed and refunded only if it is
   * still as the sweeper read it (status, updatedAt and the credits held, all in the write's
   * condition, so no read is needed first); a query moved on in the meantime is left ('changed').
   */
  async function failOverdue(
    seen: Pick<
      QueryRecord,
      'hash' | 'userId' | 'status' | 'updatedAt' | 'reservedCredits' | 'apiKeyId' | 'chain' | 'createdAt'
    >,
    error: TaskError,
  ): Promise<'failed' | 'changed'> {
    const failed = await deps.credits.fail(seen, failureText(error.Error), clock.nowMs(), {
      status: seen.status,
      updatedAt: seen.updatedAt,
    });
    return failed ? 'failed' : 'changed';
  }

  async function processingQuery(hash: string): Promise<QueryRecord> {
    const query = await queries.get(hash);
    if (!query || query.status !== QUERY_STATUS.processing) {
      throw new QueryNotProcessingError(`Query ${hash} is not processing`);
    }
    return query;
  }

  /**
   * The largest counterparties that are not labelled exchanges (an exchange's history says
   * nothing about one customer), with a slice of their own history: three quarters chosen by
   * what they sent (where the address's money came from matters most), the rest by what they
   * received.
   */
  async function fetchSecondHop(
    query: QueryRecord,
    source: ChainSource,
    transfers: readonly Transfer[],
    labels: ReadonlyMap<string, readonly AddressLabel[]>,
  ): Promise<Map<string, Transfer[]>> {
    const sent = new Map<string, bigint>();
    const received = new Map<string, bigint>();
    for (const t of transfers) {
      if (t.from === t.to) continue;
      if (t.to === query.address) sent.set(t.from, (sent.get(t.from) ?? 0n) + BigInt(t.value));
      else received.set(t.to, (received.get(t.to) ?? 0n) + BigInt(t.value));
    }
    const largest = (volume: Map<string, bigint>, n: number) =>
      [...volume.entries()]
        .filter(([address]) => !(labels.get(address) ?? []).some((l) => l.exchangeName))
        .sort((a, b) => (b[1] > a[1] ? 1 : b[1] < a[1] ? -1 : 0))
        .slice(0, n)
        .map(([address]) => address);
    const bySent = Math.ceil((secondHop.counterparties * 3) / 4);
    const candidates = [
      ...new Set([...largest(sent, bySent), ...largest(received, secondHop.counterparties - bySent)]),
    ];
    const out = new Map<string, Transfer[]>();
    await Promise.all(
      candidates.map(async (counterparty) => {
        try {
          const its = await source.fetchTransfers({
            chain: query.chain,
            token: query.token,
            address: counterparty,
            limit: secondHop.transfersEach,
          });
          out.set(counterparty, [...its.transfers]);
        } catch (error) {
          // Indirect exposure is best effort: a counterparty that cannot be read is left out.
          if (!(error instanceof SourceUnavailableError)) throw error;
          log.warn('second-hop history unavailable', { counterparty });
        }
      }),
    );
    return out;
  }

  return { prepare, analyse, complete, fail, failNotStarted, failOverdue };
}

export type AnalysisService = ReturnType<typeof createAnalysisService>;

/**
 * The credits the analysis may spend: what it holds and the balance, never more than the
 * max_credits the client confirmed (the cost it was shown is the most it is charged).
 */
function spendable(query: Pick<QueryRecord, 'reservedCredits' | 'maxCredits'>, balance: number): number {
  const available = query.reservedCredits + Math.max(0, balance);
  return query.maxCredits === undefined ? available : Math.min(available, query.maxCredits);
}

function counterpartiesOf(address: string, transfers: readonly Transfer[]): string[] {
  const seen = new Set<string>();
  for (const t of transfers) {
    seen.add(t.from);
    seen.add(t.to);
  }
  seen.delete(address);
  return [...seen];
}

/** status_text of a failed query: what happened, in words a user can act on. */
export function failureText(errorName: string | undefined): string {
  switch (errorName) {
    case analysisErrorNames.sourceUnavailable:
      return 'The chain data source is unavailable; please try again later';
    case analysisErrorNames.stateTimeout:
    case analysisErrorNames.lambdaTimeout:
      return 'The analysis took too long; try a smaller limit or time range';
    case analysisErrorNames.notStarted:
      return 'The analysis could not be started; please try again';
    case analysisErrorNames.deadlineExceeded:
      return 'The analysis did not finish in time; your credits were refunded, please try again';
    case analysisErrorNames.interrupted:
      return 'The analysis was interrupted when the service restarted; your credits were refunded, please try again';
    default:
      return 'The analysis failed; please try again later';
  }
}
