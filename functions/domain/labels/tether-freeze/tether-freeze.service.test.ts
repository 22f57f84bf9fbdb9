import type { Chain } from '../../../../shared/rules/chain-rules';
import { silentLogger } from '../../ports/logger';
import { createInMemoryLabelRepository } from '../label-fakes';
import { createLabelScreening } from '../label-screening.service';
import { storeLabelFeeds } from '../label-store.service';
import type { FreezeCursor, FreezeEvent, FreezeEventReader } from './freeze-event';
import { syncTetherFreezes } from './tether-freeze.service';

const A = 'TU4isedhHXquDQQvyK4CVGNRDWTvwqTpxR';
const B = 'TSrYN29e3yaCCQmwRsJjcYUHaH8sF5gENC';
const OFAC = 'TAYhjpL8pPs8T84FSM329nffQpc6jD8GBM';

/** A reader over a fixed event list: positions are plain numbers, 10 a window. */
function listReader(events: FreezeEvent[], head: () => number, name = 'list') {
  const windows: [number, number][] = [];
  const reader: FreezeEventReader = {
    name,
    origin: 1,
    windowSize: 10,
    head: async () => head(),
    events: async (from, to) => {
      windows.push([from, to]);
      return events.filter((e) => e.position >= from && e.position <= to);
    },
  };
  return { reader, windows };
}

const at = (position: number, action: FreezeEvent['action'], address: string): FreezeEvent => ({
  chain: 'tron',
  action,
  address,
  position,
  timestamp: 1_704_132_840 + position,
  txHash: `t${position}`,
  index: 0,
});

function memoryCursors() {
  const cursors = new Map<Chain, FreezeCursor>();
  return {
    cursors,
    store: {
      getCursor: async (chain: Chain) => cursors.get(chain),
      putCursor: async (chain: Chain, cursor: FreezeCursor) => void cursors.set(chain, cursor),
    },
  };
}

const clock = { nowSeconds: () => 0, nowMs: () => 0 };

describe('syncTetherFreezes', () => {
  it('backfills from the origin in bounded windows, labels blocked, unlabels on removal, keeps other feeds', async () => {
    // Prepare: an OFAC label already stored; a freeze at 5, another at 25, the first lifted at 27.
    const { repository } = createInMemoryLabelRepository();
    await storeLabelFeeds(
      [
        {
          feed: 'ofac',
          rows: 1,
          skipped: {},
          labels: [
            { chain: 'tron', address: OFAC, source: 'ofac', sourceDate: '2025-11-19', category: 'sanction' },
          ],
        },
      ],
      { repository, log: silentLogger },
    );
    const events = [at(5, 'added', A), at(25, 'added', B), at(27, 'removed', A)];
    let head = 30;
    const { reader, windows } = listReader(events, () => head);
    const { cursors, store } = memoryCursors();
    const deps = { readers: { tron: reader }, cursors: store, repository, log: silentLogger, maxWindows: 2 };

    // Act: the first run reads two windows only.
    const first = await syncTetherFreezes(deps);
    // Assess
    expect(windows).toEqual([
      [1, 10],
      [11, 20],
    ]);
    expect(first.chains[0]).toMatchObject({ from: 1, to: 20, events: 1, caughtUp: false });
    expect(cursors.get('tron')).toEqual({ reader: 'list', position: 20 });
    const screening = () => createLabelScreening({ repository, clock, ttlSeconds: 0 });
    expect([...(await screening().screen('tron', [A, B, OFAC])).keys()].sort()).toEqual([A, OFAC].sort());

    // The next run catches up: B frozen, A unfrozen.
    await syncTetherFreezes(deps);
    const found = await screening().screen('tron', [A, B, OFAC]);
    expect([...found.keys()].sort()).toEqual([B, OFAC].sort());
    expect(found.get(B)).toEqual([expect.objectContaining({ source: 'tether-freeze', category: 'blocked' })]);
    expect(cursors.get('tron')).toEqual({ reader: 'list', position: 30 });

    // Nothing new: no window, nothing stored.
    const idle = await syncTetherFreezes(deps);
    expect(idle.chains[0]).toMatchObject({ events: 0, caughtUp: true });
    expect(idle.labels).toBeUndefined();
    head = 31;
    expect((await syncTetherFreezes(deps)).chains[0]).toMatchObject({ from: 31, to: 31 });
  });

  it('starts again from the origin, from the events alone, when another reader wrote the cursor', async () => {
    const { repository } = createInMemoryLabelRepository();
    const { cursors, store } = memoryCursors();
    const simulated = listReader([at(3, 'added', A)], () => 10, 'simulated').reader;
    await syncTetherFreezes({ readers: { tron: simulated }, cursors: store, repository, log: silentLogger });
    const live = listReader([at(4, 'added', B)], () => 10, 'trongrid').reader;
    const run = await syncTetherFreezes({
      readers: { tron: live },
      cursors: store,
      repository,
      log: silentLogger,
    });
    expect(run.chains[0]).toMatchObject({ from: 1, to: 10 });
    expect(cursors.get('tron')).toEqual({ reader: 'trongrid', position: 10 });
    const found = await createLabelScreening({ repository, clock, ttlSeconds: 0 }).screen('tron', [A, B]);
    expect([...found.keys()]).toEqual([B]);
  });

  it('leaves labels and cursor as they were when a read fails', async () => {
    const { repository } = createInMemoryLabelRepository();
    const { cursors, store } = memoryCursors();
    const failing: FreezeEventReader = {
      ...listReader([], () => 10).reader,
      events: async () => {
        throw new Error('TronGrid down');
      },
    };
    await expect(
      syncTetherFreezes({ readers: { tron: failing }, cursors: store, repository, log: silentLogger }),
    ).rejects.toThrow('TronGrid down');
    expect(cursors.size).toBe(0);
  });
});
