import { describe, it } from 'vitest';
import { lookalikeOf, randomEvm, SANCTIONED_ETH } from '../../testing/monitoring-helpers';
import { monitoringStack } from '../../testing/monitoring-stack';

/**
 * Detection end to end on the local stack: the local scheduler's poll fans out per shard, the
 * shard poller reads the simulated ledger (with injected transfers) and raises one alert per
 * transfer, with a stable id, at most the address's daily cap a UTC day. Each injection runs the
 * poll at once (the stack's nudge), so a test that needs one more poll injects one more transfer.
 */
const { api, users, injectTransfer, watchNewAddress, waitForAlerts, alertPage } = monitoringStack();

/**
 * Returns once a poll that began after the transfers injected so far has read the shards: another
 * user's transfer from a sanctioned address is injected now and its alert awaited, then a moment
 * more, as the poll reads its shards side by side. For tests that expect nothing to happen.
 */
async function aPollAfterNow(): Promise<void> {
  const other = await api.newUser('detect-control');
  const address = await watchNewAddress(other.access_token);
  await injectTransfer({ chain: 'ethereum', from: SANCTIONED_ETH, to: address, amount: '10' });
  await waitForAlerts(other.access_token, (list) => list.length >= 1);
  await new Promise((r) => setTimeout(r, 1000));
}

// The tests wait on the polls for users and addresses of their own: they wait side by side, each
// asserting with its own `expect`.
describe.concurrent('monitor detection', () => {
  it('raises one alert per transfer, its gravest type leading, from injected transfers', async ({
    expect,
  }) => {
    const user = await users.userOnPlan('enterprise', 1000, 'detect');
    const token = user.access_token;
    const watched = randomEvm();
    const payee = randomEvm();
    const added = await api.call<{ id: string }>('POST', '/api/v1/monitor/address/add', {
      token,
      body: {
        address: watched,
        chain: 'ethereum',
        config: { detection: { normal_transaction: true, similar_address: true } },
      },
    });
    expect(added.status).toBe(200);

    const paidTx = await injectTransfer({ chain: 'ethereum', from: watched, to: payee, amount: '120.5' });
    const riskTx = await injectTransfer({
      chain: 'ethereum',
      from: SANCTIONED_ETH,
      to: watched,
      amount: '2500',
    });
    const imitator = lookalikeOf(payee);
    const poisonTx = await injectTransfer({ chain: 'ethereum', from: imitator, to: watched, amount: '0' });

    const alerts = await waitForAlerts(token, (list) => list.length >= 3);
    const risk = alerts.find((a) => a.tx_hash === riskTx)!;
    // A risky transfer of some value matches Transaction detection too: one alert, one push.
    expect(risk).toMatchObject({
      monitor_type: 'known_risk',
      monitor_types: ['known_risk', 'normal_transaction'],
      counterparty_address: SANCTIONED_ETH,
      amount: '2500',
      details: { direction: 'in', risk_type: 'sanction', risk_level: 4, label_source: 'ofac' },
    });
    // A zero-value transfer matters for poisoning only.
    const poison = alerts.find((a) => a.tx_hash === poisonTx)!;
    expect(poison).toMatchObject({
      monitor_type: 'similar_address',
      monitor_types: ['similar_address'],
      counterparty_address: imitator,
      amount: '0',
      details: { imitated_address: payee, risk_type: 'address_poisoning' },
    });
    expect(poison.details.leading_match).toBeGreaterThanOrEqual(4);
    expect(poison.details.trailing_match).toBeGreaterThanOrEqual(4);
    expect(alerts.find((a) => a.tx_hash === paidTx)).toMatchObject({
      monitor_type: 'normal_transaction',
      monitor_types: ['normal_transaction'],
      amount: '120.5',
      details: { direction: 'out' },
    });

    // A later poll, the one that finds a fourth transfer, reads the first ones' second again: no
    // alert is made twice.
    const laterTx = await injectTransfer({ chain: 'ethereum', from: watched, to: payee, amount: '7' });
    const again = await waitForAlerts(token, (list) => list.some((a) => a.tx_hash === laterTx));
    expect(again).toHaveLength(4);
    expect(new Set(again.map((a) => a.id)).size).toBe(4);

    // The type filter finds an alert by any of its types, leading or not.
    const totalOf = async (type: string) =>
      (await api.call<{ total: number }>('GET', `/api/v1/monitor/alerts?monitor_type=${type}`, { token }))
        .body.total;
    expect(await totalOf('known_risk')).toBe(1);
    expect(await totalOf('normal_transaction')).toBe(3);
    expect(await totalOf('similar_address')).toBe(1);
    const marked = await api.call('POST', '/api/v1/monitor/alerts/status/update', {
      token,
      body: { id: risk.id, status: 'processed' },
    });
    expect(marked.body).toEqual({ id: risk.id, status: 'processed' });
    const processed = await api.call<{ total: number }>('GET', '/api/v1/monitor/alerts?status=processed', {
      token,
    });
    expect(processed.body.total).toBe(1);

    const stranger = await api.newUser('detect-stranger');
    const theirs = await api.call<{ total: number }>('GET', '/api/v1/monitor/alerts', {
      token: stranger.access_token,
    });
    expect(theirs.body.total).toBe(0);
    const foreign = await api.call('POST', '/api/v1/monitor/alerts/status/update', {
      token: stranger.access_token,
      body: { id: risk.id, status: 'ignored' },
    });
    expect(foreign.status).toBe(404);
  });

  it('pauses an address for the rest of the UTC day once it raised its daily cap', async ({ expect }) => {
    const user = await users.userOnPlan('enterprise', 1000, 'detect-cap');
    const token = user.access_token;
    const saved = await api.call('POST', '/api/v1/monitor/config/default', {
      token,
      body: {
        config: {
          detection: { normal_transaction: true, normal_transaction_min_amount: '5' },
          limits: { daily_alert_cap: 2 },
        },
      },
    });
    expect(saved.status).toBe(200);
    const watched = await watchNewAddress(token);

    // Below the minimum: nothing. Then four payments, more than the cap of 2 (a busy address).
    await injectTransfer({ chain: 'ethereum', from: randomEvm(), to: watched, amount: '1' });
    for (let i = 0; i < 4; i++)
      await injectTransfer({ chain: 'ethereum', from: randomEvm(), to: watched, amount: String(10 + i) });
    await waitForAlerts(token, (list) => list.length >= 2);
    // A later transfer, and a poll after it: the address stays at its cap.
    await injectTransfer({ chain: 'ethereum', from: randomEvm(), to: watched, amount: '20' });
    await aPollAfterNow();
    const alerts = await alertPage(token);
    expect(alerts.total).toBe(2);
    expect(alerts.alerts.every((a) => Number(a.amount) >= 10)).toBe(true);

    const list = await api.call<{ addresses: Record<string, unknown>[] }>(
      'GET',
      '/api/v1/monitor/address/list',
      {
        token,
      },
    );
    const midnight = new Date((Math.floor(Date.now() / 86_400_000) + 1) * 86_400_000).toISOString();
    expect(list.body.addresses[0]).toMatchObject({
      status: 1,
      paused_reason: 'daily_cap',
      paused_until: midnight.replace('.000Z', 'Z'),
      alerts_today: 2,
      daily_alert_cap: 2,
    });

    // Today's figures and the estimate read the same day and the same ledger.
    const today = await api.call<{ alerts: number }>(
      'GET',
      `/api/v1/monitor/alerts/summary?start_time=${Math.floor(Date.now() / 86_400_000) * 86_400}`,
      { token },
    );
    expect(today.body.alerts).toBe(2);
    const estimate = await api.call<Record<string, unknown>>(
      'GET',
      `/api/v1/monitor/address/estimate?chain=ethereum&address=${watched}`,
      { token },
    );
    expect(estimate.status).toBe(200);
    // The simulated ledger gives any address a history of its own besides the injected transfers.
    expect(estimate.body).toMatchObject({
      address: watched,
      min_amount: '5',
      daily_alert_cap: 2,
      simulated: true,
    });
    expect(estimate.body.transfers_read).toBeGreaterThanOrEqual(6);
    expect(estimate.body.alerts_per_day).toBeGreaterThan(0);
  });

  it('stops reading a disabled address', async ({ expect }) => {
    const user = await api.newUser('detect-off');
    const token = user.access_token;
    const watched = await watchNewAddress(token);
    await api.call('POST', '/api/v1/monitor/address/status/update', {
      token,
      body: { address: watched, chain: 'ethereum', status: 0 },
    });
    await injectTransfer({ chain: 'ethereum', from: SANCTIONED_ETH, to: watched, amount: '10' });
    await aPollAfterNow();
    const alerts = await api.call<{ total: number }>('GET', '/api/v1/monitor/alerts', { token });
    expect(alerts.body.total).toBe(0);
  });
});
