import { QUERY_PROGRESS_EVERY_MS } from '../../../shared/constants/query-deadlines';
import { analysisErrorNames } from '../../../shared/contract/payloads/analysis-workflow.schema';
import type { QueryResult } from '../../../shared/contract/queries.schema';
import { QUERY_STATUS } from '../../../shared/rules/query-rules';
import { createInMemoryLedger } from '../../testing/in-memory-ledger';
import { createInMemoryPlans } from '../../testing/in-memory-plans';
import { createInMemoryQueries } from '../../testing/in-memory-queries';
import { pendingQuery } from '../../testing/query-records';
import { type ChainSource, SourceUnavailableError, type Transfer } from '../chain/chain-source';
import type { ReportInput } from '../report/report-input';
import { createAnalysisService, failureText, QueryNotProcessingError } from './analysis.service';
import { createQueryCredits } from './query-credits';

/**
 * The analysis state machine's steps over in-memory fakes of the query, plan and ledger ports:
 * each step moves the query's status and its credits together through the ledger (query-credits.ts),
 * so what a test reads back is what the table would hold after the step.
 */
const USER = 'u1';
const ADDRESS = 'TNc3oSA4dguMCxknygZHQ19WyYm5JVqvaj';
const PEER = 'TAYhjpL8pPs8T84FSM329nffQpc6jD8GBM';
const NOW_MS = 1_800_000_000_000;
const CONCURRENCY = 5;

/** `n` inbound transfers from one peer, oldest first. */
const transfers = (n: number, from = PEER): Transfer[] =>
  Array.from({ length: n }, (_, i) => ({
    txHash: `t${i}`,
    timestamp: 1_790_000_000 + i,
    from,
    to: ADDRESS,
    value: '1000000',
  }));

const historyOf = (list: readonly Transfer[], truncated = false) => ({
  transfers: list,
  truncated,
  currentBalance: '0',
  source: 'simulated' as const,
  simulated: true,
});

interface WorldOptions {
  /** Credits in the balance once the account is open. */
  readonly balance?: number;
  /** The analysed address's history. */
  readonly history?: number;
  /** What a counterparty's own history read does (second hop). */
  readonly counterparty?: () => Promise<ReturnType<typeof historyOf>>;
  /** Runs while the address's history is fetched (a spend elsewhere, say). */
  readonly duringFetch?: () => Promise<void>;
}

async function world(options: WorldOptions = {}) {
  let nowMs = NOW_MS;
  const clock = { nowMs: () => nowMs, nowSeconds: () => Math.floor(nowMs / 1000) };
  const ledgerWorld = createInMemoryLedger({ now: () => nowMs });
  const store = createInMemoryQueries(ledgerWorld);
  const plans = createInMemoryPlans(ledgerWorld);
  const credits = createQueryCredits({ ledger: store.ledger });
  const reports: ReportInput[] = [];
  const analysisTimes: [number, number][] = [];
  const warnings: string[] = [];
  const beats: { everyMs: number; stopped: boolean }[] = [];
  const source: ChainSource = {
    name: 'simulated',
    supports: () => true,
    async fetchTransfers(request) {
      if (request.address !== ADDRESS) return options.counterparty?.() ?? historyOf([]);
      await options.duringFetch?.();
      const all = transfers(options.history ?? 10);
      const kept = all.slice(Math.max(0, all.length - request.limit));
      return historyOf(kept, kept.length < all.length);
    },
  };
  const service = createAnalysisService({
    queries: store.queries,
    credits,
    currentPlan: plans.currentPlan,
    sourceFor: () => source,
    screen: async () => new Map(),
    buildReport: (input) => {
      reports.push(input);
      return { risk_level: 2 } as QueryResult;
    },
    clock,
    log: {
      debug() {},
      info() {},
      error() {},
      warn: (message: string) => void warnings.push(message),
      child() {
        return this;
      },
    },
    recordAnalysisTime: async (createdAt, completedAt) => void analysisTimes.push([createdAt, completedAt]),
    heartbeat: (_beat, everyMs) => {
      const beat = { everyMs, stopped: false };
      beats.push(beat);
      return {
        stop: () => {
          beat.stopped = true;
        },
      };
    },
  });

  await plans.open(USER, { credits: options.balance ?? 10 });
  /** A query as query/create leaves it: pending, holding 1 credit from the balance. */
  const created = async () => {
    const query = pendingQuery(USER, {
      address: ADDRESS,
      createdAt: nowMs - 5_000,
      updatedAt: nowMs - 5_000,
    });
    expect(await credits.open(query, CONCURRENCY)).toBe('created');
    return query.hash;
  };
  /** The same, moved to processing by the Prepare step. */
  const processing = async () => {
    const hash = await created();
    await service.prepare(hash);
    return hash;
  };
  const balance = async () => (await plans.currentPlan(USER)).queryQuota;
  return {
    service,
    store,
    plans,
    reports,
    analysisTimes,
    warnings,
    beats,
    created,
    processing,
    balance,
    later: (ms: number) => {
      nowMs += ms;
    },
    entries: () => ledgerWorld.entriesOf(USER),
  };
}

describe('analysis steps', () => {
  it('prepares a pending query for processing, and refuses one that is not pending', async () => {
    const w = await world();
    const hash = await w.created();

    expect(await w.service.prepare(hash)).toEqual({ query_hash: hash });
    expect(w.store.recordOf(hash)).toMatchObject({ status: QUERY_STATUS.processing });
    await w.service.fail(hash, { Error: 'Boom' });
    await expect(w.service.prepare(hash)).rejects.toBeInstanceOf(QueryNotProcessingError);
    await expect(w.service.prepare('qmissing')).rejects.toBeInstanceOf(QueryNotProcessingError);
  });

  it('analyses, holds what the history costs and completes, charging it once', async () => {
    // Prepare: 10 credits, 2,500 transfers (3 credits); query/create already holds 1.
    const w = await world({ balance: 10, history: 2_500 });
    const hash = await w.processing();
    expect(await w.balance()).toBe(9);

    // Act
    const outcome = await w.service.analyse(hash);
    w.later(1_000);
    const settled = await w.service.complete(outcome);
    const again = await w.service.complete(outcome);

    // Assess: 3 charged, none given back, the report stored and the time counted once.
    expect(outcome).toEqual({ query_hash: hash, risk_level: 2, transfers_analysed: 2_500, credits: 3 });
    expect(settled).toEqual({ query_hash: hash, status: QUERY_STATUS.completed });
    expect(again).toEqual(settled);
    expect(w.store.recordOf(hash)).toMatchObject({
      status: QUERY_STATUS.completed,
      reservedCredits: 3,
      costQuota: 3,
      riskLevel: 2,
      transfersAnalysed: 2_500,
    });
    expect(w.store.resultOf(hash)).toEqual({ risk_level: 2 });
    expect(await w.balance()).toBe(7);
    // The statement's names: the opening grant, the hold at create, the extra hold, the settlement.
    expect(w.entries().map((e) => e.reason)).toEqual([
      'daily_grant',
      'query_hold',
      'query_hold',
      'query_settle',
    ]);
    expect(w.entries().map((e) => e.delta)).toEqual([10, -1, -2, 0]);
    expect(w.analysisTimes).toEqual([[NOW_MS - 5_000, NOW_MS + 1_000]]);
    expect(w.reports[0]).toMatchObject({ creditsCharged: 3, budgetTruncated: false, queryHash: hash });
  });

  it('records progress at each stage and keeps a heartbeat while it works, stopped at the end', async () => {
    const w = await world({ history: 100 });
    const hash = await w.processing();

    await w.service.analyse(hash);

    // On arrival, after the credits are held, after screening.
    expect(w.store.progress.filter((p) => p.hash === hash)).toHaveLength(3);
    expect(w.beats).toEqual([{ everyMs: QUERY_PROGRESS_EVERY_MS, stopped: true }]);
  });

  it('stops the heartbeat when the analysis fails, and a failed progress write only warns', async () => {
    const w = await world({
      counterparty: async () => {
        throw new Error('not a source outage');
      },
    });
    const hash = await w.processing();
    const record = w.store.queries.recordProgress;
    w.store.queries.recordProgress = async () => {
      throw new Error('throttled');
    };

    await expect(w.service.analyse(hash)).rejects.toThrow('not a source outage');

    w.store.queries.recordProgress = record;
    expect(w.beats).toEqual([{ everyMs: QUERY_PROGRESS_EVERY_MS, stopped: true }]);
    expect(w.warnings).toContain('progress not recorded');
  });

  it('analyses only what the balance still pays when it moved meanwhile, and says the credits stopped it', async () => {
    // Prepare: 5 credits (4 after the hold) pay for 5,000 of 12,000 transfers; while the history
    // is read, 3 credits are spent elsewhere, so only 1 held + 1 left pay: 2,000 transfers.
    let spent = false;
    const w = await world({
      balance: 5,
      history: 12_000,
      duringFetch: async () => {
        if (spent) return;
        spent = true;
        await w.plans.spend(USER, 3);
      },
    });
    const hash = await w.processing();

    const outcome = await w.service.analyse(hash);

    expect(outcome).toMatchObject({ transfers_analysed: 2_000, credits: 2 });
    expect(w.reports[0]).toMatchObject({ creditsCharged: 2, budgetTruncated: true });
    // The newest are kept.
    expect(w.reports[0]!.history.transfers.at(-1)!.txHash).toBe('t11999');
    expect(await w.balance()).toBe(0);
  });

  it('refuses to analyse or complete a query that is not processing', async () => {
    const w = await world();
    const pending = await w.created();

    await expect(w.service.analyse(pending)).rejects.toBeInstanceOf(QueryNotProcessingError);
    await w.service.fail(pending, undefined);
    await expect(
      w.service.complete({ query_hash: pending, risk_level: 1, transfers_analysed: 1, credits: 1 }),
    ).rejects.toBeInstanceOf(QueryNotProcessingError);
    await expect(
      w.service.complete({ query_hash: 'qmissing', risk_level: 1, transfers_analysed: 1, credits: 1 }),
    ).rejects.toThrow(/vanished/);
  });

  it('fails a query with words the user can act on and refunds what it holds, once', async () => {
    // Prepare: a query that held 3 credits before its chain source went down.
    const w = await world({ balance: 10, history: 2_500 });
    const hash = await w.processing();
    await w.service.analyse(hash);
    expect(await w.balance()).toBe(7);

    // Act
    const failed = await w.service.fail(hash, { Error: analysisErrorNames.sourceUnavailable, Cause: '503' });
    const again = await w.service.fail(hash, { Error: analysisErrorNames.sourceUnavailable });

    // Assess
    expect(failed).toEqual({ query_hash: hash, status: QUERY_STATUS.failed });
    expect(again).toEqual(failed);
    expect(w.store.recordOf(hash)).toMatchObject({
      status: QUERY_STATUS.failed,
      statusText: 'The chain data source is unavailable; please try again later',
      costQuota: 0,
    });
    expect(await w.balance()).toBe(10);
    expect(w.entries().filter((e) => e.reason === 'query_refund')).toHaveLength(1);
    expect(w.warnings).toEqual(['analysis failed']);
  });

  it('leaves a completed query as it is when a late failure arrives', async () => {
    const w = await world({ history: 100 });
    const hash = await w.processing();
    await w.service.complete(await w.service.analyse(hash));

    expect(await w.service.fail(hash, { Error: 'Late' })).toEqual({
      query_hash: hash,
      status: QUERY_STATUS.completed,
    });
    expect(await w.balance()).toBe(9);
  });

  it('fails and refunds a dead-lettered query only if it never left pending', async () => {
    const w = await world();
    const neverStarted = await w.created();
    const started = await w.processing();

    expect(await w.service.failNotStarted(neverStarted)).toEqual({
      query_hash: neverStarted,
      status: QUERY_STATUS.failed,
    });
    expect(await w.service.failNotStarted(started)).toEqual({
      query_hash: started,
      status: QUERY_STATUS.processing,
    });
    expect(w.store.recordOf(neverStarted)?.statusText).toBe(failureText(analysisErrorNames.notStarted));
    // 10 − 1 held by the started query.
    expect(await w.balance()).toBe(9);
  });

  it('fails an overdue query only if it is still as the sweeper read it', async () => {
    const w = await world();
    const hash = await w.processing();
    const seen = w.store.recordOf(hash)!;
    const overdue = { Error: analysisErrorNames.deadlineExceeded };

    // Moved on since the read: a progress write after it.
    w.later(1_000);
    await w.store.queries.recordProgress(hash, NOW_MS + 1_000);
    expect(await w.service.failOverdue(seen, overdue)).toBe('changed');
    expect(w.store.recordOf(hash)?.status).toBe(QUERY_STATUS.processing);

    expect(await w.service.failOverdue(w.store.recordOf(hash)!, overdue)).toBe('failed');
    expect(w.store.recordOf(hash)).toMatchObject({
      status: QUERY_STATUS.failed,
      statusText: failureText(analysisErrorNames.deadlineExceeded),
    });
    expect(await w.balance()).toBe(10);
  });

  it('leaves out a counterparty whose history the source cannot read, and reports the rest', async () => {
    const w = await world({
      counterparty: async () => {
        throw new SourceUnavailableError('rate limited');
      },
    });
    const hash = await w.processing();

    const outcome = await w.service.analyse(hash);

    expect(outcome).toMatchObject({ query_hash: hash, transfers_analysed: 10 });
    expect(w.reports[0]!.secondHop.size).toBe(0);
    expect(w.warnings).toContain('second-hop history unavailable');
  });
});

describe('failure texts', () => {
  it('names what happened in words a user can act on', () => {
    expect(failureText(analysisErrorNames.sourceUnavailable)).toMatch(/data source is unavailable/);
    expect(failureText('States.Timeout')).toMatch(/took too long/);
    expect(failureText(analysisErrorNames.interrupted)).toMatch(/service restarted/);
    expect(failureText(undefined)).toBe('The analysis failed; please try again later');
  });
});
