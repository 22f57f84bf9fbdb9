import type { MonitorConfig } from '../../../shared/contract/monitoring.schema';
import { defaultMonitorConfig } from '../../../shared/rules/monitor-rules';
import { monitorRecord } from '../../testing/monitor-records';
import { AppError } from '../app-error';
import {
  type ChainSource,
  SourceUnavailableError,
  type Transfer,
  type TransferQuery,
} from '../chain/chain-source';
import { capView } from './daily-cap';
import { createMonitorCost, ratesOf } from './monitor-cost.service';
import type { MonitorRecord, MonitorRepository } from './monitoring.ports';

const NOW_S = 1_800_000_000;
const watched = '0x1111aaaa000000000000000000000000bbbb2222';
const other = '0x2222bbbb000000000000000000000000cccc3333';

/** `perDay` transfers a day for 7 days; every fifth is zero-value, the rest 1, 50, 500 and 5000 USDT. */
function week(perDay: number): Transfer[] {
  const values = ['0', '1000000', '50000000', '500000000', '5000000000'];
  const count = perDay * 7;
  return Array.from({ length: count }, (_, i) => ({
    txHash: `0x${(i + 1).toString(16).padStart(64, '0')}`,
    timestamp: NOW_S - 7 * 86_400 + Math.floor(((i + 0.5) * 7 * 86_400) / count),
    from: i % 2 ? watched : other,
    to: i % 2 ? other : watched,
    value: values[i % values.length]!,
  }));
}

const config = (patch: Partial<MonitorConfig['detection']> = {}, cap = 50): MonitorConfig => ({
  ...(structuredClone(defaultMonitorConfig) as MonitorConfig),
  detection: { normal_transaction: true, known_risk: true, similar_address: false, ...patch },
  limits: { daily_alert_cap: cap },
});

function costOf(options: {
  transfers: Transfer[];
  monitored?: MonitorRecord;
  global?: MonitorConfig;
  fails?: boolean;
}) {
  const reads: TransferQuery[] = [];
  const source: ChainSource = {
    name: 'simulated',
    supports: () => true,
    async fetchTransfers(query) {
      reads.push(query);
      if (options.fails) throw new SourceUnavailableError('rate limited');
      const inRange = options.transfers.filter((t) => t.timestamp >= query.startAt!);
      const kept = inRange.slice(Math.max(0, inRange.length - query.limit));
      return {
        transfers: kept,
        truncated: kept.length < inRange.length,
        currentBalance: '0',
        source: 'simulated',
        simulated: true,
      };
    },
  };
  const monitors = {
    findByAddress: async () => options.monitored,
    getSettings: async () => ({ config: options.global ?? null, paused: false }),
    alertSummary: async () => ({ alerts: 7, credits: 18 }),
  } as unknown as MonitorRepository;
  const cost = createMonitorCost({
    monitors,
    sourceFor: () => source,
    clock: { nowMs: () => NOW_S * 1000, nowSeconds: () => NOW_S },
  });
  return { cost, reads };
}

const query = (extra: Record<string, unknown> = {}) =>
  ({
    chain: 'ethereum',
    token: 'usdt',
    address: watched.toUpperCase().replace('0X', '0x'),
    ...extra,
  }) as never;

describe('the cost estimate of Transaction detection', () => {
  it('counts the week’s transfers a day, without zero-value ones, capped in credits', async () => {
    const { cost, reads } = costOf({ transfers: week(40), global: config() });
    const estimate = await cost.estimate('u1', query());
    expect(reads[0]).toMatchObject({
      address: watched,
      startAt: NOW_S - 7 * 86_400,
      endAt: NOW_S,
      limit: 1000,
    });
    expect(estimate).toMatchObject({
      address: watched,
      days: 7,
      transfers_read: 280,
      truncated: false,
      transfers_per_day: 40,
      alerts_per_day: 32,
      min_amount: null,
      daily_alert_cap: 50,
      credits_per_day: 96,
      capped: false,
      simulated: true,
    });
  });

  it('applies the minimum amount and the cap: the query’s over the address’s own over the global', async () => {
    const monitored = monitorRecord('m1', watched, {
      config: config({ normal_transaction_min_amount: '500' }, 5),
    });
    const own = await costOf({ transfers: week(40), monitored, global: config() }).cost.estimate(
      'u1',
      query(),
    );
    expect(own).toMatchObject({
      alerts_per_day: 16,
      min_amount: '500',
      daily_alert_cap: 5,
      credits_per_day: 15,
      capped: true,
    });
    const asked = await costOf({ transfers: week(40), monitored }).cost.estimate(
      'u1',
      query({ min_amount: '0', daily_alert_cap: 100 }),
    );
    expect(asked).toMatchObject({
      alerts_per_day: 32,
      min_amount: null,
      daily_alert_cap: 100,
      credits_per_day: 96,
    });
  });

  it('measures a busy address over the time its newest 1,000 transfers span', async () => {
    // A busy wallet: a transfer a minute, 1,440 a day (an exchange's hot wallet makes more).
    const busy = week(1440);
    const estimate = await costOf({ transfers: busy, global: config() }).cost.estimate('u1', query());
    expect(estimate.truncated).toBe(true);
    expect(estimate.transfers_read).toBe(1000);
    expect(estimate.transfers_per_day).toBeGreaterThan(1420);
    expect(estimate.transfers_per_day).toBeLessThan(1460);
    expect(estimate).toMatchObject({ daily_alert_cap: 50, credits_per_day: 150, capped: true });
  });

  it('answers 503 service_unavailable when the chain source is', async () => {
    const failing = costOf({ transfers: [], fails: true });
    await expect(failing.cost.estimate('u1', query())).rejects.toEqual(new AppError('service_unavailable'));
  });

  it('draws no rate from a burst within one second', () => {
    const burst = week(1).map((t) => ({ ...t, timestamp: NOW_S }));
    expect(ratesOf('ethereum', burst, true, NOW_S, undefined, 50).transfers_per_day).toBe(168);
  });
});

describe('the alert summary of a period', () => {
  it('ends now unless told, and names the credits charged', async () => {
    const { cost } = costOf({ transfers: [] });
    expect(await cost.summary('u1', { start_time: NOW_S - 3600 } as never)).toEqual({
      alerts: 7,
      credits_charged: 18,
      start_time: NOW_S - 3600,
      end_time: NOW_S,
    });
  });
});

describe('an address against its daily cap', () => {
  const now = Date.UTC(2026, 10, 21, 15, 30);
  it('is paused until the next 00:00 UTC once it raised its cap, by its own config or the global one', () => {
    const own = monitorRecord('m1', watched, { config: config({}, 10) });
    expect(capView(own, config({}, 100), 10, false, now)).toEqual({
      paused_reason: 'daily_cap',
      paused_until: '2026-11-22T00:00:00Z',
      alerts_today: 10,
      daily_alert_cap: 10,
    });
    const onGlobal = monitorRecord('m2', watched);
    expect(capView(onGlobal, config({}, 100), 10, false, now)).toMatchObject({
      paused_reason: null,
      paused_until: null,
      daily_alert_cap: 100,
    });
    expect(capView(onGlobal, null, 3, true, now)).toMatchObject({
      paused_reason: 'no_credits',
      daily_alert_cap: 50,
    });
    expect(capView({ ...onGlobal, status: 0 }, null, 80, true, now).paused_reason).toBeNull();
  });
});
