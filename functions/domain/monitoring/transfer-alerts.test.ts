import { createHash } from 'node:crypto';
import type { MonitorConfig } from '../../../shared/contract/monitoring.schema';
import { defaultMonitorConfig } from '../../../shared/rules/monitor-rules';
import { utcDayOf } from '../../../shared/rules/time';
import { emptyChainSource } from '../../testing/chain-source-fakes';
import { createInMemoryCounterparties } from '../../testing/in-memory-counterparties';
import { monitorRecord } from '../../testing/monitor-records';
import type { Transfer } from '../chain/chain-source';
import type { AlertRecord, MonitorRepository } from './monitoring.ports';
import { createTransferAlerts } from './transfer-alerts';

const watched = '0x1111aaaa000000000000000000000000bbbb2222';
const sender = '0x2222bbbb000000000000000000000000cccc3333';
const monitor = monitorRecord('mon-1', watched, { userId: 'u1' });
const DAY_MS = 86_400_000;
/** 2026-11-21T23:00:00Z: an hour before a new UTC day. */
const LATE_MS = Date.UTC(2026, 10, 21, 23);

const transactionsOn = (cap: number): MonitorConfig => ({
  ...(structuredClone(defaultMonitorConfig) as MonitorConfig),
  detection: { normal_transaction: true, known_risk: true, similar_address: false },
  limits: { daily_alert_cap: cap },
});

let tx = 0;
const payments = (count: number, atSeconds: number): Transfer[] =>
  Array.from({ length: count }, (_, i) => ({
    txHash: `0x${(++tx).toString(16).padStart(64, '0')}`,
    timestamp: atSeconds + i,
    from: sender,
    to: watched,
    value: '5000000',
    index: 0,
  }));

/**
 * Detection's alert half against a table that keeps, as DynamoDB's conditional counter does, one
 * count per address and UTC day that refuses to pass the cap.
 */
function world() {
  let nowMs = LATE_MS;
  const alerts = new Map<string, AlertRecord>();
  const perDay = new Map<string, number>();
  const enqueued: string[] = [];
  const cursors: number[] = [];
  const monitors = {
    async putAlertWithinCap(alert: AlertRecord, cap: number) {
      if (alerts.has(alert.id)) return 'exists';
      const key = `${alert.monitorId}|${utcDayOf(alert.createdAt)}`;
      const count = perDay.get(key) ?? 0;
      if (count >= cap) return 'capped';
      perDay.set(key, count + 1);
      alerts.set(alert.id, alert);
      return 'new';
    },
    getAlert: async (id: string) => alerts.get(id),
    async advanceCursor(_record: unknown, cursor: number) {
      cursors.push(cursor);
    },
  } as unknown as MonitorRepository;
  const source = emptyChainSource();
  const counterparties = createInMemoryCounterparties();
  const detection = createTransferAlerts({
    monitors,
    sourceFor: () => source,
    screen: async () => new Map(),
    enqueueAlert: async (id) => {
      enqueued.push(id);
    },
    counterparties: counterparties.index,
    clock: { nowMs: () => nowMs, nowSeconds: () => Math.floor(nowMs / 1000) },
    sha256Hex: (t) => createHash('sha256').update(t).digest('hex'),
  });
  return {
    detection,
    counterparties,
    alerts,
    enqueued,
    cursors,
    at: (ms: number) => {
      nowMs = ms;
    },
  };
}

describe('the daily alert cap', () => {
  it('raises at most the cap a UTC day, keeps reading, and resumes the next day', async () => {
    // Prepare: a cap of 3 and a busy address.
    const w = world();
    const config = transactionsOn(3);
    const first = payments(5, LATE_MS / 1000 - 60);

    // Act: five transfers in one poll, two more in a later poll of the same day.
    const raised = await w.detection.raise(monitor, config, first);
    const later = await w.detection.raise(monitor, config, payments(2, LATE_MS / 1000));

    // Assess: three alerts, each queued once; nothing more that day, yet the cursor moved on.
    expect(raised).toEqual({ transfers: 5, alerts: 3, capped: true });
    expect(later).toEqual({ transfers: 2, alerts: 0, capped: true });
    expect(w.enqueued).toHaveLength(3);
    expect(w.cursors).toEqual([LATE_MS / 1000 - 56, LATE_MS / 1000 + 1]);
    expect([...w.alerts.values()].map((a) => a.txHash)).toEqual(first.slice(0, 3).map((t) => t.txHash));

    // The next UTC day counts from zero.
    w.at(LATE_MS + DAY_MS / 24 + 1);
    const nextDay = await w.detection.raise(monitor, config, payments(4, LATE_MS / 1000 + 3601));
    expect(nextDay).toEqual({ transfers: 4, alerts: 3, capped: true });
  });

  it('does not count a transfer read again', async () => {
    const w = world();
    const config = transactionsOn(2);
    const both = payments(2, LATE_MS / 1000 - 10);
    expect(await w.detection.raise(monitor, config, both)).toMatchObject({ alerts: 2, capped: false });
    // The same second read again (the cursor is inclusive): the alerts exist, no cap is reached.
    expect(await w.detection.raise(monitor, config, both)).toMatchObject({ alerts: 0, capped: false });
    expect(w.alerts.size).toBe(2);
  });

  it('takes the default cap for a configuration saved before the cap existed', async () => {
    const w = world();
    const { limits: _, ...old } = transactionsOn(1);
    const raised = await w.detection.raise(monitor, old as MonitorConfig, payments(60, LATE_MS / 1000 - 100));
    expect(raised).toMatchObject({ alerts: 50, capped: true });
  });
});

describe('the counterparty index', () => {
  it('records each counterparty latest dealing, even past the cap', async () => {
    const w = world();
    const sent = payments(3, LATE_MS / 1000 - 30);

    await w.detection.raise(monitor, transactionsOn(1), sent);

    const dealings = await w.counterparties.index.dealingsWith('ethereum', sender);
    expect(dealings).toEqual([
      expect.objectContaining({ monitorId: 'mon-1', direction: 'in', txHash: sent[2]!.txHash, amount: '5' }),
    ]);
  });
});
