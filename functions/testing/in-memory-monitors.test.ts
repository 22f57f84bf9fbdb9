import { MONITOR_SHARDS } from '../../shared/constants/monitor-shards';
import { alertRecord } from './delivery-fakes';
import { createInMemoryLedger } from './in-memory-ledger';
import { createInMemoryMonitors } from './in-memory-monitors';
import { createInMemoryPlans } from './in-memory-plans';
import { monitorRecord } from './monitor-records';

/** The in-memory monitor port keeps the adapter's conditions, so tests over it mean what they say. */
describe('the in-memory monitor repository', () => {
  it('pays a push once through the ledger, and refuses it without the credits', async () => {
    // Prepare: 4 credits pay one 3-credit push.
    const world = createInMemoryLedger();
    const plans = createInMemoryPlans(world);
    const store = createInMemoryMonitors(world);
    await plans.open('user-1', { credits: 4 });
    const first = alertRecord({ id: 'a1' });
    const second = alertRecord({ id: 'a2' });
    await store.monitors.putAlertWithinCap(first, 10);
    await store.monitors.putAlertWithinCap(second, 10);

    // Act, Assess
    expect(await store.monitors.chargePush(first, 0)).toBe('applied');
    expect(await store.monitors.chargePush(first, 0)).toBe('already_applied');
    expect(await store.monitors.chargePush(second, 0)).toBe('refused');
    expect((await plans.currentPlan('user-1')).queryQuota).toBe(1);
    expect(store.alertOf('a1')?.creditsCharged).toBe(3);
  });

  it('counts alerts against the daily cap, once per alert', async () => {
    const store = createInMemoryMonitors();
    const at = Date.UTC(2026, 10, 20, 12);

    expect(await store.monitors.putAlertWithinCap(alertRecord({ id: 'a1', createdAt: at }), 1)).toBe('new');
    expect(await store.monitors.putAlertWithinCap(alertRecord({ id: 'a1', createdAt: at }), 1)).toBe(
      'exists',
    );
    expect(await store.monitors.putAlertWithinCap(alertRecord({ id: 'a2', createdAt: at }), 1)).toBe(
      'capped',
    );
    const monitorId = alertRecord().monitorId;
    expect(await store.monitors.dailyAlertCounts(alertRecord().userId, '2026-11-20')).toEqual(
      new Map([[monitorId, 1]]),
    );
  });

  it('spreads active monitors over the shards and claims a shard poll once per schedule', async () => {
    const store = createInMemoryMonitors();
    for (let i = 0; i < 64; i++) store.put(monitorRecord(`m${i}`, `0x${i}`));
    store.put(monitorRecord('paused', '0xp', { status: 0 }));

    const perShard = await Promise.all(
      Array.from({ length: MONITOR_SHARDS }, (_, shard) => store.monitors.activeInShard(shard)),
    );

    expect(perShard.flat()).toHaveLength(64);
    expect(await store.monitors.claimShardPoll(3, 1_000)).toBe(true);
    expect(await store.monitors.claimShardPoll(3, 1_000)).toBe(false);
    expect(await store.monitors.claimShardPoll(3, 2_000)).toBe(true);
  });
});
