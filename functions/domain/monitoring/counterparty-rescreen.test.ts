import { createHash } from 'node:crypto';
import { createInMemoryCounterparties } from '../../testing/in-memory-counterparties';
import { createInMemoryMonitors } from '../../testing/in-memory-monitors';
import { monitorRecord } from '../../testing/monitor-records';
import type { Transfer } from '../chain/chain-source';
import type { RiskLabelChange } from '../labels/risk-label-changes';
import { silentLogger } from '../ports/logger';
import { dealingsOf, RESCREEN_LOOKBACK_SECONDS, rescreenAlertOf } from './counterparty-rescreen';
import { createCounterpartyRescreen } from './counterparty-rescreen.service';
import type { MonitorRecord } from './monitoring.ports';

const sha256Hex = (t: string) => createHash('sha256').update(t).digest('hex');
const watched = '0x1111aaaa000000000000000000000000bbbb2222';
const payee = '0x3333cccc000000000000000000000000dddd4444';
const stranger = '0x5555eeee000000000000000000000000ffff6666';
/** 2026-03-10T12:00:00Z. */
const NOW_S = Date.UTC(2026, 2, 10, 12) / 1000;
const DAY_S = 86_400;

const transfer = (over: Partial<Transfer>): Transfer => ({
  txHash: `0x${'a'.repeat(64)}`,
  timestamp: NOW_S - 3 * DAY_S,
  from: watched,
  to: payee,
  value: '250000000',
  index: 2,
  ...over,
});
const sanctioned: RiskLabelChange = {
  chain: 'ethereum',
  address: payee,
  category: 'sanction',
  source: 'ofac',
  sourceDate: '2026-03-09',
};

describe('the dealings a poll records', () => {
  it('keeps each counterparty latest non-zero transfer, in either direction', () => {
    const monitor = monitorRecord('mon-1', watched);
    const dealings = dealingsOf(monitor, [
      transfer({ txHash: '0x01', timestamp: 100 }),
      transfer({ txHash: '0x02', timestamp: 200, value: '1000000' }),
      transfer({ txHash: '0x03', timestamp: 300, value: '0' }),
      transfer({ txHash: '0x04', timestamp: 150, from: stranger, to: watched }),
      transfer({ txHash: '0x05', timestamp: 160, from: stranger, to: payee }),
      transfer({ txHash: '0x06', timestamp: 170, from: watched, to: watched }),
    ]);

    expect(dealings).toEqual([
      expect.objectContaining({
        counterparty: payee,
        txHash: '0x02',
        lastSeen: 200,
        direction: 'out',
        amount: '1',
      }),
      expect.objectContaining({ counterparty: stranger, txHash: '0x04', lastSeen: 150, direction: 'in' }),
    ]);
  });
});

describe('the re-screen alert', () => {
  const [dealing] = dealingsOf(monitorRecord('mon-1', watched, { userId: 'u1' }), [transfer({})]);

  it('says whom the address paid, when, and what the counterparty was labelled since', () => {
    const alert = rescreenAlertOf({ dealing: dealing!, change: sanctioned, nowMs: NOW_S * 1000, sha256Hex });

    expect(alert).toMatchObject({
      userId: 'u1',
      monitorId: 'mon-1',
      counterparty: payee,
      amount: '250',
      monitorType: 'known_risk',
      monitorTypes: ['known_risk'],
      details: {
        direction: 'out',
        description: 'A counterparty you paid on 2026-03-07 was labelled sanction by ofac on 2026-03-09',
        risk_type: 'sanction',
        risk_level: 4,
        label_source: 'ofac',
      },
    });
    expect(alert.id).toMatch(/^al_[0-9a-f]{32}$/);
  });

  it('names a Tether freeze as one', () => {
    const frozen = { ...sanctioned, category: 'blocked' as const, source: 'tether-freezes' };
    const alert = rescreenAlertOf({ dealing: dealing!, change: frozen, nowMs: 0, sha256Hex });
    expect(alert.details.description).toBe(
      'A counterparty you paid on 2026-03-07 was frozen by Tether on 2026-03-09',
    );
  });

  it('has one id per monitored address, counterparty and category, whatever the source or date', () => {
    const idOf = (change: RiskLabelChange, monitorId = 'mon-1') =>
      rescreenAlertOf({ dealing: { ...dealing!, monitorId }, change, nowMs: 0, sha256Hex }).id;
    expect(idOf({ ...sanctioned, source: 'etherscan-names', sourceDate: '2026-03-10' })).toBe(
      idOf(sanctioned),
    );
    expect(idOf({ ...sanctioned, category: 'fraudulent' })).not.toBe(idOf(sanctioned));
    expect(idOf(sanctioned, 'mon-2')).not.toBe(idOf(sanctioned));
  });
});

describe('re-screening a newly labelled counterparty', () => {
  function world(monitors: MonitorRecord[]) {
    const store = createInMemoryMonitors();
    const counterparties = createInMemoryCounterparties();
    for (const m of monitors) store.put(m);
    const enqueued: string[] = [];
    const rescreen = createCounterpartyRescreen({
      counterparties: counterparties.index,
      monitors: store.monitors,
      enqueueAlert: async (id) => void enqueued.push(id),
      clock: { nowMs: () => NOW_S * 1000, nowSeconds: () => NOW_S },
      sha256Hex,
      log: silentLogger,
    });
    return { store, counterparties, enqueued, rescreen };
  }

  it('alerts each active monitored address that dealt with it within the look-back, once', async () => {
    // Prepare: three addresses paid the payee: recently, too long ago, and one switched off.
    const recent = monitorRecord('mon-recent', watched, { userId: 'u1' });
    const old = monitorRecord('mon-old', '0x7777000000000000000000000000000000000001', { userId: 'u2' });
    const off = monitorRecord('mon-off', '0x7777000000000000000000000000000000000002', {
      userId: 'u3',
      status: 0,
    });
    const w = world([recent, old, off]);
    await w.counterparties.index.record([
      ...dealingsOf(recent, [transfer({})]),
      ...dealingsOf(old, [transfer({ from: old.address, timestamp: NOW_S - RESCREEN_LOOKBACK_SECONDS - 1 })]),
      ...dealingsOf(off, [transfer({ from: off.address })]),
    ]);

    // Act: the payee is sanctioned; the message is delivered twice.
    const first = await w.rescreen.rescreen([sanctioned]);
    const again = await w.rescreen.rescreen([sanctioned]);

    // Assess: one alert, for the recent dealing. The retry found it put and, its push not started
    // yet, queued the same id again (its delivery execution is named by the id: it runs once).
    expect(first).toEqual({ changes: 1, dealings: 2, alerts: 1, capped: 0 });
    expect(again).toMatchObject({ alerts: 0 });
    expect(new Set(w.enqueued).size).toBe(1);
    expect(w.store.alertOf(w.enqueued[0]!)).toMatchObject({
      monitorId: 'mon-recent',
      monitorType: 'known_risk',
      counterparty: payee,
    });
    expect(w.counterparties.calls.dealingsWith).toBe(2);
  });

  it('raises nothing for an address nobody monitored dealt with', async () => {
    const w = world([monitorRecord('mon-1', watched)]);
    expect(await w.rescreen.rescreen([{ ...sanctioned, address: stranger }])).toEqual({
      changes: 1,
      dealings: 0,
      alerts: 0,
      capped: 0,
    });
  });
});
