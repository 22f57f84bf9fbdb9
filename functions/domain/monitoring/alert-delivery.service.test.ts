import { CREDITS_PER_PUSH } from '../../../shared/constants/plans';
import {
  REDELIVERIES_PER_ALERT,
  redeliveriesPerUser,
  testEventsPerUser,
} from '../../../shared/rules/alert-delivery-rules';
import { WEBHOOK_RETRY_DELAYS_SECONDS } from '../../../shared/rules/monitor-rules';
import {
  alertRecord,
  configWith,
  fakeDeliveryWorld,
  OWNER_EMAIL,
  USER_ID,
} from '../../testing/delivery-fakes';
import { createInMemoryLedger } from '../../testing/in-memory-ledger';
import { monitorRecord } from '../../testing/monitor-records';
import { AppError } from '../app-error';
import { createClientIdempotency } from '../credits/client-idempotency';
import { createAlertDelivery } from './alert-delivery.service';
import { createRecipientConfirmation } from './recipient-confirmation.service';

/**
 * The delivery rules: a push is charged only when a channel receives it; e-mail goes only to the
 * account's own address and confirmed recipients; redelivering an unpaid alert charges it (or is
 * refused with nothing sent); redeliveries and test events are capped.
 */
function setUp(options: Parameters<typeof fakeDeliveryWorld>[0] = {}) {
  const world = fakeDeliveryWorld(options);
  const confirmation = createRecipientConfirmation(world.confirmationDeps);
  const delivery = createAlertDelivery(world.deliveryDeps(confirmation.confirmedAmong));
  return { world, confirmation, delivery };
}

const refusal = async (work: Promise<unknown>): Promise<AppError> => {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

describe('charge: only when a channel will receive the alert', () => {
  it('the default configuration (e-mail on without recipients, webhook off) is not charged', async () => {
    // Prepare
    const { world, delivery } = setUp({ credits: 10, config: null });
    world.putAlert(alertRecord());
    // Act
    const answer = await delivery.charge('al_0001');
    // Assess
    expect(answer).toEqual({ alert_id: 'al_0001', charged: false });
    expect(world.balance()).toBe(10);
    expect(world.alert('al_0001')).toMatchObject({
      creditsCharged: 0,
      notification: { webhook: { state: 'disabled' }, email: { state: 'no_recipients' } },
    });
    expect(world.outbox).toHaveLength(0);
  });

  it('unconfirmed recipients alone receive nothing, so nothing is charged, and the status says why', async () => {
    const { world, delivery } = setUp({
      config: configWith({ email: { recipients: ['stranger@example.com'] } }),
    });
    world.putAlert(alertRecord());
    expect((await delivery.charge('al_0001')).charged).toBe(false);
    expect(world.balance()).toBe(100);
    expect(world.alert('al_0001').notification.email).toMatchObject({
      state: 'no_recipients',
      error: expect.stringContaining('1 recipient(s) have not confirmed'),
    });
  });

  it('a webhook switched on without a URL and e-mail off: no_recipients and disabled, no charge', async () => {
    const { world, delivery } = setUp({
      config: configWith({ webhook: { enabled: true, urls: [] }, email: { enabled: false } }),
    });
    world.putAlert(alertRecord());
    expect((await delivery.charge('al_0001')).charged).toBe(false);
    expect(world.alert('al_0001').notification).toMatchObject({
      webhook: { state: 'no_recipients' },
      email: { state: 'disabled' },
    });
  });

  it('the account’s own e-mail is confirmed without a link: charged once, mailed', async () => {
    const { world, delivery } = setUp({
      config: configWith({ email: { recipients: ['Owner@Example.com'] } }),
    });
    world.putAlert(alertRecord());
    expect((await delivery.charge('al_0001')).charged).toBe(true);
    await delivery.sendEmails('al_0001');
    expect(world.balance()).toBe(100 - CREDITS_PER_PUSH);
    expect(world.outbox.map((m) => m.to)).toEqual(['Owner@Example.com']);
    expect(world.alert('al_0001').notification.email.state).toBe('sent');
  });

  it('an address’s own configuration decides over the global one', async () => {
    const { world, delivery } = setUp({
      config: configWith({ webhook: { enabled: true, urls: ['https://h.example'] } }),
    });
    world.putMonitor(monitorRecord('mon-1', '0xabc', { userId: USER_ID, config: configWith({}) }));
    world.putAlert(alertRecord());
    expect((await delivery.charge('al_0001')).charged).toBe(false);
  });

  it('a webhook with a URL is charged, and the e-mails go to confirmed recipients only', async () => {
    const { world, delivery, confirmation } = setUp({
      config: configWith({
        webhook: { enabled: true, urls: ['https://h.example/hook'] },
        email: { recipients: ['ok@example.com', 'stranger@example.com'] },
      }),
    });
    await confirmation.requestConfirmations(USER_ID, ['ok@example.com'], 'en-US');
    await confirmation.confirm(world.linkTokenTo('ok@example.com'));
    world.outbox.length = 0;
    world.putAlert(alertRecord());

    expect((await delivery.charge('al_0001')).charged).toBe(true);
    await delivery.sendEmails('al_0001');
    await delivery.deliverWebhooks({ alert_id: 'al_0001', round: 0 });

    expect(world.outbox.map((m) => m.to)).toEqual(['ok@example.com']);
    expect(world.posts.map((p) => p.url)).toEqual(['https://h.example/hook']);
    expect(world.balance()).toBe(100 - CREDITS_PER_PUSH);
  });

  it('a failed webhook says when its next retry is due, in the alert and its delivery log, until it succeeds', async () => {
    const { world, delivery } = setUp({
      config: configWith({ webhook: { enabled: true, urls: ['https://h.example/hook'] } }),
    });
    world.putAlert(alertRecord());
    await delivery.charge('al_0001');
    world.answerWebhooksWith(503);
    const round = await delivery.deliverWebhooks({ alert_id: 'al_0001', round: 0 });
    const due = new Date((1_800_000_000 + round.wait_seconds) * 1000).toISOString().replace('.000', '');
    expect(round.wait_seconds).toBe(WEBHOOK_RETRY_DELAYS_SECONDS[0]);
    expect(world.alert('al_0001').notification.webhook.state).toBe('retrying');
    expect((await delivery.deliveries(USER_ID, 'al_0001')).next_attempt_at).toBe(due);

    world.answerWebhooksWith(200);
    world.advance(round.wait_seconds);
    await delivery.deliverWebhooks({ alert_id: 'al_0001', round: 1, pending: round.pending });
    expect(await delivery.deliveries(USER_ID, 'al_0001')).not.toHaveProperty('next_attempt_at');
  });

  it('a Charge run again after it charged delivers even if the config changed meanwhile, without charging twice', async () => {
    const { world, delivery } = setUp({
      config: configWith({ webhook: { enabled: true, urls: ['https://h.example'] } }),
    });
    world.putAlert(alertRecord());
    await delivery.charge('al_0001');
    world.setConfig(null);
    expect((await delivery.charge('al_0001')).charged).toBe(true);
    expect(world.balance()).toBe(100 - CREDITS_PER_PUSH);
  });

  it('without 3 credits a receiving channel is not pushed: no_credits and paused', async () => {
    const { world, delivery } = setUp({
      credits: 2,
      config: configWith({ webhook: { enabled: true, urls: ['https://h.example'] } }),
    });
    world.putAlert(alertRecord());
    expect((await delivery.charge('al_0001')).charged).toBe(false);
    expect(world.alert('al_0001').notification.webhook.state).toBe('no_credits');
    expect(world.settings().paused).toBe(true);
    expect(world.balance()).toBe(2);
  });
});

describe('redeliver', () => {
  const webhookConfig = configWith({
    webhook: { enabled: true, urls: ['https://h.example/hook'] },
    email: { recipients: [OWNER_EMAIL] },
  });
  const unpaid = () =>
    alertRecord({
      notification: {
        webhook: { sent: false, sentAt: null, state: 'no_credits', attempts: 0 },
        email: { sent: false, sentAt: null, state: 'no_credits', attempts: 0 },
      },
    });

  it('an unpaid alert at zero credits is refused with 403 insufficient_credits and nothing is sent', async () => {
    const { world, delivery } = setUp({ credits: 0, config: webhookConfig });
    world.putAlert(unpaid());
    const error = await refusal(delivery.redeliver(USER_ID, 'al_0001', ['webhook', 'email'], 'en-US'));
    expect(error).toMatchObject({ code: 'insufficient_credits', status: 403 });
    expect(error.message).toContain(`costs ${CREDITS_PER_PUSH} credits`);
    expect(world.posts).toHaveLength(0);
    expect(world.outbox).toHaveLength(0);
    expect(world.attempts).toHaveLength(0);
    // Refused before the alert's own count: it can still be sent again once there are credits.
    expect((await delivery.deliveries(USER_ID, 'al_0001')).redeliveries_left).toBe(REDELIVERIES_PER_ALERT);
  });

  it('an unpaid alert is charged 3 credits once, then sent; its next redelivery is free', async () => {
    const { world, delivery } = setUp({ credits: 10, config: webhookConfig });
    world.putAlert(unpaid());
    expect(await delivery.deliveries(USER_ID, 'al_0001')).toMatchObject({
      redelivery_cost: CREDITS_PER_PUSH,
    });

    const first = await delivery.redeliver(USER_ID, 'al_0001', ['webhook', 'email'], 'en-US');
    expect(first).toMatchObject({
      credits_charged: CREDITS_PER_PUSH,
      redelivery_cost: 0,
      redeliveries_left: REDELIVERIES_PER_ALERT - 1,
    });
    expect(first.deliveries.map((d) => [d.channel, d.ok])).toEqual([
      ['webhook', true],
      ['email', true],
    ]);
    expect(world.alert('al_0001')).toMatchObject({
      creditsCharged: CREDITS_PER_PUSH,
      notification: { webhook: { state: 'sent' }, email: { state: 'sent' } },
    });

    const second = await delivery.redeliver(USER_ID, 'al_0001', ['webhook'], 'en-US');
    expect(second.credits_charged).toBe(0);
    expect(world.balance()).toBe(10 - CREDITS_PER_PUSH);
  });

  it('a redelivery retried with one Idempotency-Key answers the first answer and sends nothing again', async () => {
    const world = fakeDeliveryWorld({ credits: 10, config: webhookConfig });
    const confirmation = createRecipientConfirmation(world.confirmationDeps);
    const memory = createInMemoryLedger();
    const delivery = createAlertDelivery({
      ...world.deliveryDeps(confirmation.confirmedAmong),
      idempotency: {
        keys: createClientIdempotency({ ledger: memory.ledger, entropy: { sha256Hex: (t) => t } }),
        ledger: memory.ledger,
      },
    });
    world.putAlert(unpaid());

    const first = await delivery.redeliver(USER_ID, 'al_0001', ['webhook'], 'en-US', 'resend-0001');
    const posted = world.posts.length;
    const again = await delivery.redeliver(USER_ID, 'al_0001', ['webhook'], 'en-US', 'resend-0001');

    expect(posted).toBeGreaterThan(0);
    expect(again).toEqual(first);
    expect(world.posts).toHaveLength(posted);
    expect(world.balance()).toBe(10 - CREDITS_PER_PUSH);
    const reused = await refusal(delivery.redeliver(USER_ID, 'al_0001', ['email'], 'en-US', 'resend-0001'));
    expect(reused.code).toBe('idempotency_key_reused');
  });

  it('paying an unpaid alert by sending one channel again leaves the other saying what it is, not no_credits', async () => {
    const { world, delivery } = setUp({
      credits: 10,
      config: configWith({ email: { recipients: [OWNER_EMAIL] } }),
    });
    world.putAlert(unpaid());
    await delivery.redeliver(USER_ID, 'al_0001', ['email'], 'en-US');
    expect(world.alert('al_0001').notification).toMatchObject({
      email: { state: 'sent' },
      webhook: { state: 'disabled' },
    });
  });

  it('a paid alert is sent again for free, at most REDELIVERIES_PER_ALERT times in all (429)', async () => {
    const { world, delivery } = setUp({ config: webhookConfig });
    world.putAlert(alertRecord({ creditsCharged: CREDITS_PER_PUSH }));
    for (let i = 0; i < REDELIVERIES_PER_ALERT; i++)
      await delivery.redeliver(USER_ID, 'al_0001', ['webhook'], 'en-US');
    const error = await refusal(delivery.redeliver(USER_ID, 'al_0001', ['webhook'], 'zh-CN'));
    expect(error).toMatchObject({ code: 'too_many_requests', status: 429 });
    expect(error.options.data).toMatchObject({
      limit: 'redeliveries_per_alert',
      max: REDELIVERIES_PER_ALERT,
    });
    expect(error.message).toContain(String(REDELIVERIES_PER_ALERT));
    expect(world.posts).toHaveLength(REDELIVERIES_PER_ALERT);
    expect(world.balance()).toBe(100);
    expect((await delivery.deliveries(USER_ID, 'al_0001')).redeliveries_left).toBe(0);
  });

  it('an unpaid alert at its cap is refused before it could be charged', async () => {
    const { world, delivery } = setUp({ credits: 10, config: webhookConfig });
    world.putAlert(unpaid());
    const taken = world.deliveryDeps(async () => () => true).redeliveries;
    for (let i = 0; i < REDELIVERIES_PER_ALERT; i++) await taken.take('al_0001', REDELIVERIES_PER_ALERT);
    const error = await refusal(delivery.redeliver(USER_ID, 'al_0001', ['webhook'], 'en-US'));
    expect(error.code).toBe('too_many_requests');
    expect(world.balance()).toBe(10);
  });

  it('a user redelivers at most the hourly number over all alerts, with Retry-After', async () => {
    const { world, delivery } = setUp({ config: webhookConfig });
    const count = redeliveriesPerUser.max;
    for (let i = 0; i <= count; i++) world.putAlert(alertRecord({ id: `al_${i}`, creditsCharged: 3 }));
    for (let i = 0; i < count; i++) await delivery.redeliver(USER_ID, `al_${i}`, ['webhook'], 'en-US');
    const error = await refusal(delivery.redeliver(USER_ID, `al_${count}`, ['webhook'], 'en-US'));
    expect(error.options.data).toMatchObject({ limit: 'redeliveries_per_hour' });
    expect(Number(error.options.headers?.['Retry-After'])).toBeGreaterThan(0);
    world.advance(redeliveriesPerUser.windowSeconds);
    await expect(delivery.redeliver(USER_ID, `al_${count}`, ['webhook'], 'en-US')).resolves.toBeDefined();
  });

  it('sends e-mail only to confirmed recipients and the account’s own address, never to the others', async () => {
    const { world, delivery } = setUp({
      config: configWith({ email: { recipients: ['stranger@example.com', OWNER_EMAIL] } }),
    });
    world.putAlert(alertRecord({ creditsCharged: 3 }));
    const answer = await delivery.redeliver(USER_ID, 'al_0001', ['email'], 'en-US');
    expect(answer.deliveries.map((d) => d.target)).toEqual([OWNER_EMAIL]);
    expect(world.outbox.map((m) => m.to)).toEqual([OWNER_EMAIL]);
  });

  it('with no channel that would receive it: 400 no_receiving_channel, nothing counted or charged', async () => {
    const { world, delivery } = setUp({
      credits: 10,
      config: configWith({ email: { recipients: ['stranger@example.com'] } }),
    });
    world.putAlert(unpaid());
    const error = await refusal(delivery.redeliver(USER_ID, 'al_0001', ['webhook', 'email'], 'en-US'));
    expect(error.code).toBe('no_receiving_channel');
    expect(world.balance()).toBe(10);
    expect((await delivery.deliveries(USER_ID, 'al_0001')).redeliveries_left).toBe(REDELIVERIES_PER_ALERT);
  });

  it('another user’s alert answers 404', async () => {
    const { world, delivery } = setUp({ config: webhookConfig });
    world.putAlert(alertRecord({ userId: 'someone-else' }));
    expect((await refusal(delivery.redeliver(USER_ID, 'al_0001', ['webhook'], 'en-US'))).code).toBe(
      'alert_not_found',
    );
  });
});

describe('sendTest', () => {
  it('is free and capped per user and hour (429 with the limit named)', async () => {
    const { world, delivery } = setUp({
      config: configWith({ webhook: { urls: ['https://h.example/hook'] } }),
    });
    for (let i = 0; i < testEventsPerUser.max; i++) await delivery.sendTest(USER_ID, undefined, 'en-US');
    const error = await refusal(delivery.sendTest(USER_ID, 'https://other.example/', 'zh-TW'));
    expect(error).toMatchObject({ code: 'too_many_requests', status: 429 });
    expect(error.options.data).toMatchObject({ limit: 'test_events_per_hour', max: testEventsPerUser.max });
    expect(error.message).toContain('測試事件');
    expect(world.posts).toHaveLength(testEventsPerUser.max);
    expect(world.balance()).toBe(100);
  });
});
