import {
  confirmationMailsPerRecipient,
  REDELIVERIES_PER_ALERT,
  testEventsPerUser,
} from '../../../shared/rules/alert-delivery-rules';
import { monitoringStack } from '../../testing/monitoring-stack';
import { confirmRecipientFromInbox } from '../../testing/recipient-helpers';
import { startWebhookReceiver } from '../../testing/webhook-receiver';

/**
 * The delivery limits against the local stack, as an attacker would try them: many calls at once
 * pass no cap (the counters decide atomically), the confirmation mails of one recipient stop at
 * their number however often "resend" is asked, and the public confirm route takes only a token
 * we mailed.
 */
const { api, users, watchNewAddress, sanctionedTransferAlert } = monitoringStack();

describe('delivery limits', () => {
  it('caps test events and one alert’s redeliveries, even when the calls come all at once', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const user = await users.userOnPlan('enterprise', 100, 'limits');
      const token = user.access_token;
      await api.call('POST', '/api/v1/monitor/config/default', {
        token,
        body: { config: { notification: { webhook: { enabled: true, urls: [receiver.url] } } } },
      });

      const tests = await Promise.all(
        Array.from({ length: testEventsPerUser.max + 3 }, () =>
          api.call<{ error?: { code: string; data: { limit: string } } }>(
            'POST',
            '/api/v1/monitor/webhook/test',
            {
              token,
              body: {},
            },
          ),
        ),
      );
      expect(tests.filter((t) => t.status === 200)).toHaveLength(testEventsPerUser.max);
      const refused = tests.filter((t) => t.status === 429);
      expect(refused).toHaveLength(3);
      expect(refused[0]!.body.error).toMatchObject({
        code: 'too_many_requests',
        data: { limit: 'test_events_per_hour' },
      });
      expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);

      const watched = await watchNewAddress(token);
      const { alert } = await sanctionedTransferAlert(
        token,
        watched,
        '7',
        (a) => a.notification_status.webhook!.state === 'sent',
      );
      const redeliveries = await Promise.all(
        Array.from({ length: REDELIVERIES_PER_ALERT + 3 }, () =>
          api.call('POST', `/api/v1/monitor/alerts/${alert.id}/redeliver`, {
            token,
            body: { channels: ['webhook'] },
          }),
        ),
      );
      expect(redeliveries.filter((r) => r.status === 200)).toHaveLength(REDELIVERIES_PER_ALERT);
      expect(redeliveries.filter((r) => r.status === 429)).toHaveLength(3);
      const log = await api.call<{ redeliveries_left: number; redelivery_cost: number }>(
        'GET',
        `/api/v1/monitor/alerts/${alert.id}/deliveries`,
        { token },
      );
      expect(log.body).toMatchObject({ redeliveries_left: 0, redelivery_cost: 0 });
    } finally {
      await receiver.close();
    }
    // Thirteen test events and eight redeliveries against one local webhook take a while on two cores.
  }, 60_000);

  it('mails one recipient no more confirmation links than its daily number, and confirms only by a mailed token', async () => {
    const user = await api.newUser('optin');
    const token = user.access_token;
    const recipient = `team-${user.email}`;
    const saved = await api.call('POST', '/api/v1/monitor/config/default', {
      token,
      language: 'zh-TW',
      body: { config: { notification: { email: { recipients: [recipient, user.email] } } } },
    });
    expect(saved.status).toBe(200);
    expect((await api.latestMail(recipient))?.subject).toBe('請確認接收 Wallet Risk 監控告警');
    // The registration code and the notice of a change to where alerts go: the owner needs no link.
    expect(await api.mailCount(user.email)).toBe(2);
    expect((await api.latestMail(user.email))?.subject).not.toBe('請確認接收 Wallet Risk 監控告警');

    const resends = await Promise.all(
      Array.from({ length: confirmationMailsPerRecipient.max + 2 }, () =>
        api.call('POST', '/api/v1/monitor/recipients/resend', { token, body: { email: recipient } }),
      ),
    );
    expect(resends.filter((r) => r.status === 200)).toHaveLength(confirmationMailsPerRecipient.max - 1);
    expect(await api.mailCount(recipient)).toBe(confirmationMailsPerRecipient.max);

    const forged = await api.call<{ error: { code: string } }>('POST', '/api/v1/monitor/recipients/confirm', {
      body: { token: 'AAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.error.code).toBe('recipient_link_invalid');

    await confirmRecipientFromInbox(api, recipient);
    const states = await api.call<{ account_email: string; recipients: { email: string; state: string }[] }>(
      'GET',
      '/api/v1/monitor/recipients',
      { token },
    );
    expect(states.body.account_email).toBe(user.email);
    expect(states.body.recipients).toEqual([
      expect.objectContaining({ email: recipient, state: 'confirmed' }),
    ]);
  });
});
