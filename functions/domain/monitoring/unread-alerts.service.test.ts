import { describe, expect, it } from 'vitest';
import { alertRecord } from '../../testing/delivery-fakes';
import { createInMemoryMonitors } from '../../testing/in-memory-monitors';
import type { AlertRecord } from './monitoring.ports';
import { createUnreadAlerts, isAfter, unreadView } from './unread-alerts.service';

const T0 = Date.parse('2026-11-26T08:00:00Z');
const alertAt = (createdAt: number, id: string, userId = 'u1'): AlertRecord =>
  alertRecord({ id, userId, createdAt });

/** The unread count over the in-memory repository, alerts put as the poller puts them. */
function setup() {
  const store = createInMemoryMonitors();
  const unread = createUnreadAlerts({
    monitors: store.monitors,
    clock: { nowMs: () => T0, nowSeconds: () => T0 / 1000 },
  });
  const put = (alert: AlertRecord) => store.monitors.putAlertWithinCap(alert, 10_000);
  return { store, unread, put };
}

describe('unread alerts', () => {
  it('counts every alert until the first mark, none after it, and the next alert again', async () => {
    const { unread, put } = setup();
    await put(alertAt(T0, 'al_aaaaaaaa'));
    await put(alertAt(T0 + 1000, 'al_bbbbbbbb'));
    await put(alertAt(T0, 'al_other01', 'u2'));

    expect(await unread.unread('u1')).toEqual({ unread: 2, capped: false, seen_up_to: null });
    expect(await unread.markSeen('u1')).toEqual({
      unread: 0,
      capped: false,
      seen_up_to: '2026-11-26T08:00:01Z',
    });

    // Raised in the same millisecond as the marker, but filed after it: still unread.
    await put(alertAt(T0 + 1000, 'al_cccccccc'));
    expect((await unread.unread('u1')).unread).toBe(1);
    expect((await unread.unread('u2')).unread).toBe(1);
  });

  it('never moves the marker back: a tab that read less does not make alerts unread again', async () => {
    const { store, unread, put } = setup();
    await put(alertAt(T0, 'al_aaaaaaaa'));
    await put(alertAt(T0 + 5000, 'al_bbbbbbbb'));
    await unread.markSeen('u1');

    await store.monitors.markAlertsSeen('u1', { createdAt: T0, id: 'al_aaaaaaaa' }, T0);

    expect((await unread.unread('u1')).unread).toBe(0);
  });

  it('stops counting past 99 and says so', () => {
    expect(unreadView(100, undefined)).toEqual({ unread: 99, capped: true, seen_up_to: null });
    expect(unreadView(99, undefined)).toMatchObject({ unread: 99, capped: false });
  });

  it('orders alerts by time, then by id within one millisecond', () => {
    expect(isAfter({ createdAt: 2, id: 'a' }, { createdAt: 1, id: 'z' })).toBe(true);
    expect(isAfter({ createdAt: 1, id: 'b' }, { createdAt: 1, id: 'a' })).toBe(true);
    expect(isAfter({ createdAt: 1, id: 'a' }, { createdAt: 1, id: 'a' })).toBe(false);
  });
});
