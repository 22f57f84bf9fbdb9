import { describe, expect, it } from 'vitest';
import { alertRecord } from '../../testing/delivery-fakes';
import { createInMemoryMonitors } from '../../testing/in-memory-monitors';
import type { SensitiveChangeGate } from '../accounts/sensitive-changes';
import { createMonitorService, labelPatchOf } from './monitor.service';
import type { AlertRecord, MonitorRecord } from './monitoring.ports';

const NOW_MS = Date.parse('2026-11-26T08:00:00Z');
/** No destination changes in these tests: the gate is never asked. */
const gate: SensitiveChangeGate = {
  authorize: () => Promise.reject(new Error('not asked')),
  notify: () => Promise.reject(new Error('not asked')),
} as unknown as SensitiveChangeGate;

const monitor: MonitorRecord = {
  id: 'mon_12345678',
  userId: 'u1',
  address: '0x1111aaaa000000000000000000000000bbbb2222',
  chain: 'ethereum',
  token: 'usdt',
  status: 1,
  config: null,
  createdAt: NOW_MS,
  updatedAt: NOW_MS,
  cursor: NOW_MS / 1000,
  creditsCharged: 0,
};

/** A monitored address's name and customer reference, over the in-memory repository. */
function setup() {
  const store = createInMemoryMonitors();
  store.put(monitor);
  const service = createMonitorService({
    monitors: store.monitors,
    credits: {} as never,
    idempotency: {} as never,
    currentPlan: async () => ({ queryQuota: 100 }) as never,
    createQuery: () => Promise.reject(new Error('unused')),
    checkWebhookUrl: async () => {},
    newSecret: () => 'whsec_1',
    clock: { nowMs: () => NOW_MS, nowSeconds: () => NOW_MS / 1000 },
    entropy: {} as never,
  });
  return { store, service };
}

const page = { page: 1, page_size: 20, cursor: undefined };

describe('a monitored address’s name and customer reference', () => {
  it('reads a request’s labels as a patch: left out keeps, blank or null clears', () => {
    expect(labelPatchOf({})).toEqual({});
    expect(labelPatchOf({ name: ' Desk ', customer_ref: '' })).toEqual({ name: 'Desk', customerRef: null });
    expect(labelPatchOf({ customer_ref: null })).toEqual({ customerRef: null });
  });

  it('are set and cleared with the address’s settings, and listed with it', async () => {
    const { service } = setup();
    await service.setConfig('u1', monitor.id, null, gate, 'en-US', { name: 'Desk', customerRef: 'C-9' });
    expect((await service.list('u1', page)).addresses[0]).toMatchObject({
      name: 'Desk',
      customer_ref: 'C-9',
    });

    await service.setConfig('u1', monitor.id, null, gate, 'en-US', { customerRef: null });
    expect((await service.list('u1', page)).addresses[0]).toMatchObject({ name: 'Desk', customer_ref: null });
  });

  it('go with each alert of the address as they are now, null once it is removed', async () => {
    const { store, service } = setup();
    await service.setConfig('u1', monitor.id, null, gate, 'en-US', { name: 'Desk', customerRef: 'C-9' });
    const alert = (id: string, monitorId: string): AlertRecord =>
      alertRecord({ id, userId: 'u1', monitorId, monitoringAddress: monitor.address, createdAt: NOW_MS });
    await store.monitors.putAlertWithinCap(alert('al_aaaaaaaa', monitor.id), 50);
    await store.monitors.putAlertWithinCap(alert('al_bbbbbbbb', 'mon_removed1'), 50);

    const { alerts } = await service.listAlerts('u1', page);

    expect(alerts.map((a) => [a.id, a.monitoring_address_name, a.customer_ref])).toEqual(
      expect.arrayContaining([
        ['al_aaaaaaaa', 'Desk', 'C-9'],
        ['al_bbbbbbbb', null, null],
      ]),
    );
  });
});
