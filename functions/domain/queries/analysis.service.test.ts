import type { QueryResult } from '../../../shared/contract/queries.schema';
import { QUERY_STATUS } from '../../../shared/rules/query-rules';
import { pendingQuery } from '../../testing/query-records';
import type { ChainSource, Transfer, TransferQuery } from '../chain/chain-source';
import { silentLogger } from '../ports/logger';
import type { ReportInput } from '../report/report-input';
import { createAnalysisService } from './analysis.service';
import type { QueryRecord, QueryRepository } from './query.ports';

/**
 * The Analyse step's budget: what it fetches and holds is bounded by the limit, the credits it
 * holds plus the balance, and the max_credits the client confirmed. Over fakes of every port.
 */
const USER = 'u1';
const ADDRESS = 'TNc3oSA4dguMCxknygZHQ19WyYm5JVqvaj';
const PEER = 'TAYhjpL8pPs8T84FSM329nffQpc6jD8GBM';

/** `n` inbound transfers from one peer, oldest first. */
const transfers = (n: number): Transfer[] =>
  Array.from({ length: n }, (_, i) => ({
    txHash: `t${i}`,
    timestamp: 1_790_000_000 + i,
    from: PEER,
    to: ADDRESS,
    value: '1000000',
  }));

function analysing(query: Partial<QueryRecord>, options: { balance: number; history: number }) {
  const stored = pendingQuery(USER, {
    address: ADDRESS,
    status: QUERY_STATUS.processing,
    statusText: 'processing',
    ...query,
  });
  const asked: TransferQuery[] = [];
  const holds: { held: number; extra: number }[] = [];
  const reports: ReportInput[] = [];
  const queries = {
    get: async () => stored,
    recordProgress: async () => true,
    putResult: async () => {},
  } as unknown as QueryRepository;
  // A history of `history` transfers: the newest `limit` of them, flagged when more existed.
  const source: ChainSource = {
    name: 'simulated',
    supports: () => true,
    async fetchTransfers(request) {
      if (request.address !== ADDRESS) return { ...empty, transfers: [] };
      asked.push(request);
      const all = transfers(options.history);
      const kept = all.slice(Math.max(0, all.length - request.limit));
      return { ...empty, transfers: kept, truncated: kept.length < all.length };
    },
  };
  const service = createAnalysisService({
    queries,
    credits: {
      holdMore: async (_q, held, extra) => {
        holds.push({ held, extra });
        return true;
      },
      complete: async () => true,
      fail: async () => true,
    },
    currentPlan: async () => ({ queryQuota: options.balance }),
    sourceFor: () => source,
    screen: async () => new Map(),
    buildReport: (input) => {
      reports.push(input);
      return { risk_level: 0 } as QueryResult;
    },
    clock: { nowMs: () => 1_800_000_000_000, nowSeconds: () => 1_800_000_000 },
    log: silentLogger,
  });
  return { service, hash: stored.hash, asked, holds, reports };
}

const empty = { truncated: false, currentBalance: '0', source: 'simulated', simulated: true } as const;

describe('analysis budget', () => {
  it('never fetches or holds more than max_credits pays for, and says the credits stopped it', async () => {
    // Prepare: 500 credits in the balance, an address with 12,000 transfers, 3 credits confirmed
    const { service, hash, asked, holds, reports } = analysing(
      { maxCredits: 3 },
      { balance: 500, history: 12_000 },
    );

    // Act
    const outcome = await service.analyse(hash);

    // Assess
    expect(asked.map((q) => q.limit)).toEqual([3000]);
    expect(holds).toEqual([{ held: 1, extra: 2 }]);
    expect(outcome).toMatchObject({ transfers_analysed: 3000, credits: 3 });
    expect(reports[0]).toMatchObject({ creditsCharged: 3, budgetTruncated: true });
  });

  it('is bounded by the balance without max_credits, and by the limit below both', async () => {
    const open = analysing({}, { balance: 4, history: 12_000 });
    const limited = analysing({ maxCredits: 50, limit: 1500 }, { balance: 500, history: 12_000 });

    const openOutcome = await open.service.analyse(open.hash);
    const limitedOutcome = await limited.service.analyse(limited.hash);

    // 1 held + 4 in the balance pay for 5,000.
    expect(open.asked.map((q) => q.limit)).toEqual([5000]);
    expect(openOutcome).toMatchObject({ credits: 5 });
    // The limit stops it, not the credits: not flagged as cut short by them.
    expect(limited.asked.map((q) => q.limit)).toEqual([1500]);
    expect(limitedOutcome).toMatchObject({ transfers_analysed: 1500, credits: 2 });
    expect(limited.reports[0]).toMatchObject({ budgetTruncated: false });
  });

  it('charges what the history costs when it is smaller than max_credits', async () => {
    const { service, hash, holds } = analysing({ maxCredits: 121 }, { balance: 500, history: 2_500 });

    const outcome = await service.analyse(hash);

    expect(outcome).toMatchObject({ transfers_analysed: 2_500, credits: 3 });
    expect(holds).toEqual([{ held: 1, extra: 2 }]);
  });
});
