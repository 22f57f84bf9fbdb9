import { localStack } from '../../testing/local-stack';
import { SANCTIONED_ETH, waitForAlerts } from '../../testing/monitoring-helpers';

/**
 * Monitored addresses and configuration end to end on the local stack (spec 02 §3–§5, §7, §9):
 * the rules, the credits beyond the free allowance, and that one user never reaches another's.
 */
const { api, users, injectTransfer } = localStack();
const evm = (n: number) => `0x${n.toString(16).padStart(40, 'a')}`;

describe('monitored addresses', () => {
  it('adds within the allowance for free, beyond it for 20 credits once, and refuses duplicates unless override', async () => {
    const user = await api.newUser('monitor');
    const token = user.access_token;
    const first = await api.call('POST', '/api/v1/monitor/address/add', {
      token,
      body: { address: evm(1), chain: 'ethereum', user_id: 'someone-else' },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ credits_charged: 0 });

    // Same address in upper case, same chain and token: refused, then updated with override.
    const upper = `0x${evm(1).slice(2).toUpperCase()}`;
    const duplicate = await api.call('POST', '/api/v1/monitor/address/add', {
      token,
      body: { address: upper, chain: 'ethereum', token: 'usdt' },
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body).toMatchObject({ error: { code: 'monitor_address_exists' } });
    const override = await api.call('POST', '/api/v1/monitor/address/add', {
      token,
      body: {
        address: upper,
        chain: 'ethereum',
        override: true,
        config: {
          detection: { normal_transaction: true },
          notification: { email: { recipients: ['a@example.com', ' a@example.com'] } },
        },
      },
    });
    expect(override.body).toEqual({ id: first.body.id, credits_charged: 0 });

    // The Normal plan's allowance is 1 and its 1 credit does not pay for a second address.
    const refused = await api.call('POST', '/api/v1/monitor/address/add', {
      token,
      body: { address: evm(2), chain: 'ethereum' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { code: 'monitor_insufficient_credits' } });

    await users.setPlan(user.userId, 'normal', 50);
    const paid = await api.call('POST', '/api/v1/monitor/address/add', {
      token,
      body: { address: evm(2), chain: 'ethereum' },
    });
    expect(paid.body).toMatchObject({ credits_charged: 20 });
    const plan = await api.call('GET', '/api/user-package', { token });
    expect(plan.body).toMatchObject({ query_quota: 30, used_query_quota: 20 });

    const list = await api.call<{ addresses: Record<string, unknown>[]; total: number }>(
      'GET',
      '/api/v1/monitor/address/list',
      { token },
    );
    expect(list.body.total).toBe(2);
    const one = list.body.addresses.find((a) => a.id === first.body.id)!;
    expect(one).toMatchObject({ address: evm(1), status: 1, paused: false });
    expect(one.config).toMatchObject({
      detection: { normal_transaction: true, known_risk: true, similar_address: false },
      notification: { email: { recipients: ['a@example.com'] } },
    });
  });

  it('disables, filters, pages with cursors, updates config and removes', async () => {
    const user = await users.userOnPlan('enterprise', 1000, 'monitor-list');
    const token = user.access_token;
    for (let i = 10; i < 15; i++) {
      const added = await api.call('POST', '/api/v1/monitor/address/add', {
        token,
        body: { address: evm(i), chain: 'bsc' },
      });
      expect(added.status).toBe(200);
    }
    await api.call('POST', '/api/v1/monitor/address/add', {
      token,
      body: { address: 'TAYhjpL8pPs8T84FSM329nffQpc6jD8GBM', chain: 'tron' },
    });
    const off = await api.call('POST', '/api/v1/monitor/address/status/update', {
      token,
      body: { address: evm(10), chain: 'bsc', token: 'usdt', status: 0 },
    });
    expect(off.status).toBe(200);

    const inactive = await api.call<{ addresses: { address: string }[]; total: number }>(
      'GET',
      '/api/v1/monitor/address/list?status=0',
      { token },
    );
    expect(inactive.body.total).toBe(1);
    expect(inactive.body.addresses[0]!.address).toBe(evm(10));
    const bsc = await api.call<{ total: number }>('GET', '/api/v1/monitor/address/list?chain=bsc', { token });
    expect(bsc.body.total).toBe(5);

    const page1 = await api.call<{ addresses: { id: string }[]; next_cursor?: string }>(
      'GET',
      '/api/v1/monitor/address/list?page_size=4',
      { token },
    );
    expect(page1.body.addresses).toHaveLength(4);
    const page2 = await api.call<{ addresses: { id: string }[]; next_cursor?: string }>(
      'GET',
      `/api/v1/monitor/address/list?page_size=4&cursor=${page1.body.next_cursor}`,
      { token },
    );
    expect(page2.body.addresses).toHaveLength(2);
    expect(page2.body.next_cursor).toBeUndefined();
    const byNumber = await api.call<{ addresses: { id: string }[] }>(
      'GET',
      '/api/v1/monitor/address/list?page_size=4&page=2',
      { token },
    );
    expect(byNumber.body.addresses).toEqual(page2.body.addresses);

    const id = page1.body.addresses[0]!.id;
    const updated = await api.call('POST', '/api/v1/monitor/config/update', {
      token,
      body: { address_id: id, config: JSON.stringify({ detection_rules: { similar_address: true } }) },
    });
    expect(updated.body).toEqual({ id });
    const cleared = await api.call('POST', '/api/v1/monitor/config/update', {
      token,
      body: { address_id: id, config: null },
    });
    expect(cleared.status).toBe(200);

    const removed = await api.call('POST', '/api/v1/monitor/address/remove', {
      token,
      body: { address: evm(11), chain: 'bsc' },
    });
    expect(removed.status).toBe(200);
    const again = await api.call('POST', '/api/v1/monitor/address/remove', {
      token,
      body: { address: evm(11), chain: 'bsc' },
    });
    expect(again.status).toBe(404);
    const total = await api.call<{ total: number }>('GET', '/api/v1/monitor/address/list', { token });
    expect(total.body.total).toBe(5);
  });

  it('keeps the global configuration, validates URLs and e-mails, and refuses private webhook addresses', async () => {
    const { access_token: token } = await api.newUser('monitor-config');
    const initial = await api.call('GET', '/api/v1/monitor/config/default', { token });
    expect(initial.body).toEqual({
      config: {
        detection: { normal_transaction: false, known_risk: true, similar_address: false },
        notification: {
          webhook: { enabled: false, urls: [], format: 'json', timeout_seconds: 10 },
          email: { enabled: true, recipients: [], template: 'default' },
        },
        limits: { daily_alert_cap: 50 },
      },
    });
    for (const [url, code] of [
      ['not a url', 'invalid_parameter'],
      ['ftp://example.com/hook', 'invalid_parameter'],
      ['http://10.0.0.8/hook', 'webhook_url_refused'],
      ['http://169.254.169.254/latest/meta-data', 'webhook_url_refused'],
      ['http://100.64.1.1/hook', 'webhook_url_refused'],
      ['http://[fd00:ec2::254]/hook', 'webhook_url_refused'],
      ['http://[::10.0.0.8]/hook', 'webhook_url_refused'],
      ['http://[64:ff9b::a9fe:a9fe]/hook', 'webhook_url_refused'],
    ] as const) {
      const answer = await api.call('POST', '/api/v1/monitor/config/default', {
        token,
        body: { config: { notification: { webhook: { enabled: true, urls: [url] } } } },
      });
      expect({ url, status: answer.status, body: answer.body }).toMatchObject({
        url,
        status: 400,
        body: { error: { code } },
      });
    }
    const badMail = await api.call('POST', '/api/v1/monitor/config/default', {
      token,
      body: { config: { notification: { email: { recipients: ['nobody'] } } } },
    });
    expect(badMail.status).toBe(400);
    const saved = await api.call('POST', '/api/v1/monitor/config/default', {
      token,
      body: {
        config: {
          detection: { known_risk: false, similar_address: true },
          notification: {
            webhook: { enabled: true, urls: ['http://127.0.0.1:9/hook', 'http://127.0.0.1:9/hook'] },
          },
        },
      },
    });
    expect(saved.status).toBe(200);
    const read = await api.call('GET', '/api/v1/monitor/config/default', { token });
    expect(read.body).toMatchObject({
      config: {
        detection: { known_risk: true, similar_address: true },
        notification: { webhook: { enabled: true, urls: ['http://127.0.0.1:9/hook'] } },
      },
    });
  });

  it('refuses bad addresses and runs query_once as a normal analysis', async () => {
    const { access_token: token } = await api.newUser('monitor-once');
    const bad = await api.call('POST', '/api/v1/monitor/address/add', {
      token,
      body: { address: 'TAYhjpL8', chain: 'tron' },
    });
    expect(bad.status).toBe(400);
    const evmOnTron = await api.call('POST', '/api/v1/monitor/address/add', {
      token,
      body: { address: evm(3), chain: 'tron' },
    });
    expect(evmOnTron.status).toBe(400);
    const once = await api.call<{ query_hash?: string }>('POST', '/api/v1/monitor/address/add', {
      token,
      body: { address: 'TAYhjpL8pPs8T84FSM329nffQpc6jD8GBM', chain: 'tron', query_once: true },
    });
    expect(once.status).toBe(200);
    const status = await api.call('GET', `/api/v1/query/${once.body.query_hash}/status`, { token });
    expect(status.status).toBe(200);
  });

  it('never shows or changes another user’s addresses, alerts or secret', async () => {
    const owner = await api.newUser('monitor-owner');
    const other = await api.newUser('monitor-other');
    const added = await api.call<{ id: string }>('POST', '/api/v1/monitor/address/add', {
      token: owner.access_token,
      body: { address: evm(7), chain: 'ethereum' },
    });
    const list = await api.call<{ total: number }>('GET', '/api/v1/monitor/address/list', {
      token: other.access_token,
    });
    expect(list.body.total).toBe(0);
    const config = await api.call('POST', '/api/v1/monitor/config/update', {
      token: other.access_token,
      body: { address_id: added.body.id, config: null },
    });
    expect(config.status).toBe(404);
    const status = await api.call('POST', '/api/v1/monitor/address/status/update', {
      token: other.access_token,
      body: { address: evm(7), chain: 'ethereum', status: 0 },
    });
    expect(status.status).toBe(404);
    const remove = await api.call('POST', '/api/v1/monitor/address/remove', {
      token: other.access_token,
      body: { address: evm(7), chain: 'ethereum' },
    });
    expect(remove.status).toBe(404);
    const ownerSecret = await api.call<{ secret: string }>('GET', '/api/v1/monitor/webhook/secret', {
      token: owner.access_token,
    });
    const otherSecret = await api.call<{ secret: string }>('GET', '/api/v1/monitor/webhook/secret', {
      token: other.access_token,
    });
    expect(ownerSecret.body.secret).toMatch(/^whsec_/);
    expect(otherSecret.body.secret).not.toBe(ownerSecret.body.secret);
    const stillOwners = await api.call<{ total: number }>('GET', '/api/v1/monitor/address/list', {
      token: owner.access_token,
    });
    expect(stillOwners.body.total).toBe(1);
    const unauthenticated = await api.call('GET', '/api/v1/monitor/address/list');
    expect(unauthenticated.status).toBe(401);
  });

  it('names an address, carries the name on its alerts, and counts them unread until seen', async () => {
    const { access_token: token } = await api.newUser('monitor-unread');
    const address = evm(8);
    const added = await api.call('POST', '/api/v1/monitor/address/add', {
      token,
      body: { address, chain: 'ethereum', name: 'Treasury', customer_ref: 'CUST-1' },
    });
    expect(added.body).toMatchObject({ credits_charged: 0 });
    const seen = '/api/v1/monitor/alerts/seen';
    expect((await api.call('GET', seen, { token })).body).toEqual({
      unread: 0,
      capped: false,
      seen_up_to: null,
    });

    const tx = await injectTransfer({ chain: 'ethereum', from: SANCTIONED_ETH, to: address, amount: '5' });
    const [alert] = await waitForAlerts(api, token, (alerts) => alerts.some((a) => a.tx_hash === tx), 60_000);
    expect(alert).toMatchObject({ monitoring_address_name: 'Treasury', customer_ref: 'CUST-1' });
    expect((await api.call('GET', seen, { token })).body).toMatchObject({ unread: 1, capped: false });

    const marked = await api.call<{ unread: number; seen_up_to: string }>('POST', seen, { token, body: {} });
    expect(marked.body).toMatchObject({ unread: 0, seen_up_to: expect.any(String) });
    expect((await api.call('GET', seen, { token })).body).toMatchObject({ unread: 0 });

    // A name that does not fit is refused on its field.
    const long = await api.call('POST', '/api/v1/monitor/config/update', {
      token,
      body: { address_id: 'mon_unknown1', config: null, name: 'x'.repeat(81) },
    });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('The name is at most 80 characters');
  }, 90_000);

  it('rotates the webhook secret and keeps the old one for 24 hours', async () => {
    const { access_token: token } = await api.newUser('monitor-secret');
    const first = await api.call<{ secret: string; previous_secret_expires_at: string | null }>(
      'GET',
      '/api/v1/monitor/webhook/secret',
      { token },
    );
    expect(first.body.previous_secret_expires_at).toBeNull();
    const again = await api.call('GET', '/api/v1/monitor/webhook/secret', { token });
    expect(again.body).toEqual(first.body);
    const rotated = await api.call<{ secret: string; previous_secret_expires_at: string }>(
      'POST',
      '/api/v1/monitor/webhook/secret/rotate',
      { token, body: {} },
    );
    expect(rotated.body.secret).not.toBe(first.body.secret);
    const hours = (Date.parse(rotated.body.previous_secret_expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    // Two rotations at once: a loser (when they overlap) is refused with 409, so no 200 answers a
    // secret that never signs (the unit test webhook-secret.test.ts pins the overlap itself).
    const rotations = await Promise.all(
      [1, 2].map(() =>
        api.call<{ secret: string }>('POST', '/api/v1/monitor/webhook/secret/rotate', { token, body: {} }),
      ),
    );
    for (const r of rotations.filter((r) => r.status !== 200))
      expect(r).toMatchObject({ status: 409, body: { error: { code: 'webhook_secret_conflict' } } });
    const stored = await api.call<{ secret: string }>('GET', '/api/v1/monitor/webhook/secret', { token });
    const winners = rotations.filter((r) => r.status === 200).map((r) => r.body.secret);
    expect(winners).toContain(stored.body.secret);
    const winner = stored.body.secret;

    // Revoking ends the overlap at once; the current secret stays.
    const revoked = await api.call('POST', '/api/v1/monitor/webhook/secret', {
      token,
      body: { revoke_previous: true },
    });
    expect(revoked.body).toEqual({ secret: winner, previous_secret_expires_at: null });
    const after = await api.call('GET', '/api/v1/monitor/webhook/secret', { token });
    expect(after.body).toEqual({ secret: winner, previous_secret_expires_at: null });
  });
});
