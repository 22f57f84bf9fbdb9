import { createInMemoryMonitors } from '../../testing/in-memory-monitors';
import { createMonitorService } from './monitor.service';

const NOW_MS = Date.parse('2026-11-23T12:00:00Z');
const DAY_MS = 24 * 3600 * 1000;

/** The webhook signing secret's rotation and revocation, over the in-memory repository. */
function setup() {
  const store = createInMemoryMonitors();
  let n = 0;
  const service = createMonitorService({
    monitors: store.monitors,
    // Secret routes touch none of these.
    credits: {} as never,
    idempotency: {} as never,
    currentPlan: () => Promise.reject(new Error('unused')),
    createQuery: () => Promise.reject(new Error('unused')),
    checkWebhookUrl: async () => {},
    newSecret: () => `whsec_${++n}`,
    clock: { nowMs: () => NOW_MS, nowSeconds: () => NOW_MS / 1000 },
    entropy: {} as never,
  });
  return { store, service };
}

describe('webhook signing secret', () => {
  it('of two concurrent rotations keeps one and refuses the other (409), so none is lost', async () => {
    const { store, service } = setup();
    const first = await service.webhookSecret('u1');

    const outcomes = await Promise.allSettled([
      service.rotateWebhookSecret('u1'),
      service.rotateWebhookSecret('u1'),
    ]);

    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const lost = outcomes.filter((o) => o.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost[0]?.reason).toMatchObject({ code: 'webhook_secret_conflict', status: 409 });
    expect(store.settingsOf('u1')).toMatchObject({
      secret: won[0]!.value.secret,
      previousSecret: first.secret,
      previousSecretExpiresAt: NOW_MS + DAY_MS,
    });
  });

  it('revokes the old secret at once and keeps the current one', async () => {
    const { store, service } = setup();
    await service.webhookSecret('u1');
    const rotated = await service.rotateWebhookSecret('u1');

    const answer = await service.revokePreviousWebhookSecret('u1');

    expect(answer).toEqual({ secret: rotated.secret, previous_secret_expires_at: null });
    expect(store.settingsOf('u1').previousSecret).toBeUndefined();
    expect(await service.webhookSecret('u1')).toEqual(answer);
  });
});
