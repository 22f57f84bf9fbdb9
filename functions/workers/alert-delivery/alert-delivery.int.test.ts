import { Webhook } from 'standardwebhooks';
import { describe, it } from 'vitest';
import { type AlertView, randomEvm } from '../../testing/monitoring-helpers';
import { monitoringStack } from '../../testing/monitoring-stack';
import { confirmRecipientFromInbox } from '../../testing/recipient-helpers';
import { type ReceivedWebhook, startWebhookReceiver } from '../../testing/webhook-receiver';

/**
 * Alert delivery end to end on the local stack: the alert queue, the "alert delivery" state machine
 * as CDK synthesizes it, Standard Webhooks signatures checked with the standardwebhooks library,
 * retries with the same id, the e-mail in the local inbox (to recipients who confirmed their
 * link), exactly 3 credits per alert, none for an alert nobody receives, and no redelivery of an
 * unpaid alert without its credits.
 */
const { api, users, urls, watchNewAddress, sanctionedTransferAlert } = monitoringStack();
const verify = (secret: string, hook: ReceivedWebhook) =>
  new Webhook(secret).verify(hook.body, hook.headers as Record<string, string>) as {
    type: string;
    data: { id: string };
  };

async function quota(token: string): Promise<number> {
  return (await api.call<{ query_quota: number }>('GET', '/api/user-package', { token })).body.query_quota;
}

// The tests wait on the poll and the deliveries for users, addresses and receivers of their own:
// they wait side by side, each asserting with its own `expect`.
describe.concurrent('alert delivery', () => {
  it('pushes a known-risk alert by signed webhook (retried with the same id) and e-mail, for 3 credits once', async ({
    expect,
  }) => {
    const receiver = await startWebhookReceiver({ failFirst: 1 });
    try {
      const user = await users.userOnPlan('enterprise', 100, 'deliver');
      const token = user.access_token;
      const recipient = `alerts-${user.email}`;
      const saved = await api.call('POST', '/api/v1/monitor/config/default', {
        token,
        language: 'en-US',
        body: {
          config: {
            notification: {
              webhook: { enabled: true, urls: [receiver.url] },
              email: { recipients: [recipient] },
            },
          },
        },
      });
      expect(saved.status).toBe(200);
      // Double opt-in: the recipient confirms the link the save mailed to it.
      await confirmRecipientFromInbox(api, recipient);
      const { secret } = (
        await api.call<{ secret: string }>('GET', '/api/v1/monitor/webhook/secret', { token })
      ).body;
      const watched = randomEvm();
      await api.call('POST', '/api/v1/monitor/address/add', {
        token,
        language: 'en-US',
        body: { address: watched, chain: 'ethereum' },
      });
      const { alert, tx } = await sanctionedTransferAlert(
        token,
        watched,
        '990',
        (a) =>
          a.notification_status.webhook!.state === 'sent' && a.notification_status.email!.state === 'sent',
      );

      const [first, retry] = await receiver.waitFor(2);
      expect(first!.status).toBe(503);
      expect(retry!.status).toBe(200);
      const event = verify(secret, retry!);
      expect(verify(secret, first!).data.id).toBe(event.data.id);
      expect(event.type).toBe('monitor.alert');
      expect(retry!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
      expect(retry!.headers['webhook-id']).toBe(event.data.id);
      expect(retry!.at - first!.at).toBeLessThan(10_000);
      expect(() => verify('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', retry!)).toThrow();

      expect(alert).toMatchObject({
        id: event.data.id,
        tx_hash: tx,
        monitor_type: 'known_risk',
        credits_charged: 3,
      });
      expect(alert.notification_status.webhook).toMatchObject({ sent: true, attempts: 2 });
      const mail = await api.latestMail(recipient);
      expect(mail?.subject).toContain('Known risk');
      expect(mail?.text).toContain(tx);
      // The link opens the console the stack serves, never the template's CloudFront domain.
      expect(mail?.text).toContain(`${urls.gateway}/console/monitor?tab=alerts`);
      expect(mail?.text).toContain('Next step: Hold funds received from it');
      expect(await quota(token)).toBe(97);

      const deliveries = await api.call<{
        deliveries: { channel: string; ok: boolean; status_code?: number; trigger: string }[];
      }>('GET', `/api/v1/monitor/alerts/${alert.id}/deliveries`, { token });
      expect(
        deliveries.body.deliveries
          .filter((d) => d.channel === 'webhook')
          .map((d) => [d.trigger, d.ok, d.status_code]),
      ).toEqual([
        ['alert', false, 503],
        ['retry', true, 200],
      ]);
      expect(deliveries.body.deliveries.filter((d) => d.channel === 'email')).toHaveLength(1);

      // Redelivery after a rotation: the same id, both signatures, no charge.
      const rotated = (
        await api.call<{ secret: string }>('POST', '/api/v1/monitor/webhook/secret/rotate', {
          token,
          body: {},
        })
      ).body;
      const again = await api.call<{ deliveries: { ok: boolean; trigger: string }[] }>(
        'POST',
        `/api/v1/monitor/alerts/${alert.id}/redeliver`,
        { token, body: { channels: ['webhook'] } },
      );
      expect(again.body.deliveries).toMatchObject([{ ok: true, trigger: 'redeliver' }]);
      const redelivered = (await receiver.waitFor(3))[2]!;
      expect(redelivered.headers['webhook-id']).toBe(alert.id);
      expect(String(redelivered.headers['webhook-signature']).split(' ')).toHaveLength(2);
      expect(verify(rotated.secret, redelivered).data.id).toBe(alert.id);
      expect(verify(secret, redelivered).data.id).toBe(alert.id);

      const test = await api.call<{ webhook_id: string; deliveries: { ok: boolean }[] }>(
        'POST',
        '/api/v1/monitor/webhook/test',
        { token, body: {} },
      );
      expect(test.body.deliveries).toMatchObject([{ ok: true }]);
      const sample = (await receiver.waitFor(4))[3]!;
      expect(verify(rotated.secret, sample)).toMatchObject({ type: 'monitor.test' });
      expect(sample.headers['webhook-id']).toBe(test.body.webhook_id);

      // Whatever the retries and redeliveries: 3 credits for the alert, once.
      await new Promise((r) => setTimeout(r, 2000));
      expect(await quota(token)).toBe(97);

      const stranger = await api.newUser('deliver-stranger');
      for (const [method, path] of [
        ['GET', `/api/v1/monitor/alerts/${alert.id}/deliveries`],
        ['POST', `/api/v1/monitor/alerts/${alert.id}/redeliver`],
      ] as const) {
        const answer = await api.call(method, path, {
          token: stranger.access_token,
          ...(method === 'POST' ? { body: {} } : {}),
        });
        expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      }
      const refusedTest = await api.call('POST', '/api/v1/monitor/webhook/test', {
        token,
        body: { url: 'http://169.254.169.254/' },
      });
      expect(refusedTest.status).toBe(400);
    } finally {
      await receiver.close();
    }
  });

  it('pauses pushes when credits run out (never below zero) and resumes when they return', async ({
    expect,
  }) => {
    const user = await api.newUser('deliver-pause');
    const token = user.access_token;
    const recipient = `paused-${user.email}`;
    await api.call('POST', '/api/v1/monitor/config/default', {
      token,
      body: { config: { notification: { email: { recipients: [recipient] } } } },
    });
    await confirmRecipientFromInbox(api, recipient);
    const mailsBefore = await api.mailCount(recipient);
    const watched = await watchNewAddress(token);
    // The Normal plan's 1 credit does not pay a 3-credit push.
    const { alert: unpaid } = await sanctionedTransferAlert(
      token,
      watched,
      '1',
      (a) => a.notification_status.email!.state === 'no_credits',
    );
    expect(unpaid).toMatchObject({
      credits_charged: 0,
      notification_status: { webhook: { state: 'no_credits', sent: false } },
    });
    expect(await quota(token)).toBe(1);
    const paused = await api.call<{ addresses: { status: number; paused: boolean }[] }>(
      'GET',
      '/api/v1/monitor/address/list',
      { token },
    );
    expect(paused.body.addresses[0]).toMatchObject({ status: 2, paused: true });
    const pausedOnly = await api.call<{ total: number }>('GET', '/api/v1/monitor/address/list?status=2', {
      token,
    });
    expect(pausedOnly.body.total).toBe(1);
    expect(await api.mailCount(recipient)).toBe(mailsBefore);

    // Sending the unpaid alert again needs its 3 credits: refused, and nothing is mailed.
    const refused = await api.call<{ error: { code: string; message: string } }>(
      'POST',
      `/api/v1/monitor/alerts/${unpaid.id}/redeliver`,
      { token, language: 'en-US', body: {} },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'insufficient_credits' });
    expect(refused.body.error.message).toContain('3 credits');
    await new Promise((r) => setTimeout(r, 500));
    expect(await api.mailCount(recipient)).toBe(mailsBefore);
    expect(await quota(token)).toBe(1);

    await users.setPlan(user.userId, 'normal', 10);
    const resumed = await api.call<{ addresses: { status: number; paused: boolean }[] }>(
      'GET',
      '/api/v1/monitor/address/list',
      { token },
    );
    expect(resumed.body.addresses[0]).toMatchObject({ status: 1, paused: false });
    await sanctionedTransferAlert(token, watched, '2', (a) => a.notification_status.email!.state === 'sent');
    expect(await quota(token)).toBe(7);
    expect(await api.mailCount(recipient)).toBe(mailsBefore + 1);

    // With credits again, the unpaid alert's redelivery is charged once and mailed.
    const paid = await api.call<{ credits_charged: number; redelivery_cost: number }>(
      'POST',
      `/api/v1/monitor/alerts/${unpaid.id}/redeliver`,
      { token, body: { channels: ['email'] } },
    );
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ credits_charged: 3, redelivery_cost: 0 });
    expect(await quota(token)).toBe(4);
    for (let i = 0; i < 20 && (await api.mailCount(recipient)) < mailsBefore + 2; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(await api.mailCount(recipient)).toBe(mailsBefore + 2);
  });

  it('charges nothing for an alert no channel receives (the default config) and mails no stranger', async ({
    expect,
  }) => {
    const user = await users.userOnPlan('enterprise', 100, 'deliver-nobody');
    const token = user.access_token;
    // The default configuration: e-mail on without recipients, webhook off.
    const watched = await watchNewAddress(token);
    const unreceived = (a: AlertView) => a.notification_status.email!.state === 'no_recipients';
    const { alert } = await sanctionedTransferAlert(token, watched, '5', unreceived);
    expect(alert).toMatchObject({
      credits_charged: 0,
      notification_status: { webhook: { state: 'disabled' }, email: { state: 'no_recipients' } },
    });

    // A recipient who has not confirmed receives nothing either, and still nothing is charged.
    const stranger = `stranger-${user.email}`;
    await api.call('POST', '/api/v1/monitor/config/default', {
      token,
      body: { config: { notification: { email: { recipients: [stranger] } } } },
    });
    expect(await api.mailCount(stranger)).toBe(1); // the confirmation link, nothing else
    const states = await api.call<{ recipients: { email: string; state: string }[] }>(
      'GET',
      '/api/v1/monitor/recipients',
      { token },
    );
    expect(states.body.recipients).toEqual([expect.objectContaining({ email: stranger, state: 'pending' })]);
    await sanctionedTransferAlert(token, watched, '6', unreceived);
    const redeliver = await api.call('POST', `/api/v1/monitor/alerts/${alert.id}/redeliver`, {
      token,
      body: {},
    });
    expect(redeliver.status).toBe(400);
    expect(await api.mailCount(stranger)).toBe(1);
    expect(await quota(token)).toBe(100);
  });
});
