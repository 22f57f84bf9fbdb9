import { inject } from 'vitest';
import { createAccountRepository } from '../../adapters/dynamodb/account.repository';
import { startPlan } from '../../domain/accounts/plan-credits';
import { createAwsClients } from '../../platform/aws-clients';
import { parseConfig } from '../../platform/config';
import { localApi } from '../../testing/local-api';
import {
  injector,
  lookalikeOf,
  randomEvm,
  SANCTIONED_ETH,
  waitForAlerts,
} from '../../testing/monitoring-helpers';

/**
 * Detection end to end on the local stack: the local scheduler's poll fans out per shard, the
 * shard poller reads the simulated ledger (with injected transfers) and raises each alert type
 * once, with a stable id.
 */
const { env, urls } = inject('localStack');
const api = localApi(urls.gateway, urls.mailInbox);
const config = parseConfig(env);
const accounts = createAccountRepository(createAwsClients(config).ddb, config.TABLE_NAME);
const injectTransfer = injector(urls.gateway);

describe('monitor detection', () => {
  it('raises normal_transaction, known_risk and similar_address once each from injected transfers', async () => {
    const user = await api.newUser('detect');
    const token = user.access_token;
    expect(
      await accounts.changePlan(user.userId, startPlan(4, Math.floor(Date.now() / 1000), 1000), Date.now()),
    ).toBe(true);
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

    const alerts = await waitForAlerts(
      api,
      token,
      // A transfer's alerts are put one after another (its normal_transaction after the others),
      // so wait for all of them, not the first of each kind.
      (list) =>
        list.some((a) => a.monitor_type === 'similar_address') &&
        list.some((a) => a.monitor_type === 'known_risk') &&
        list.filter((a) => a.monitor_type === 'normal_transaction').length >= 3,
    );
    const risk = alerts.find((a) => a.monitor_type === 'known_risk')!;
    expect(risk).toMatchObject({
      tx_hash: riskTx,
      counterparty_address: SANCTIONED_ETH,
      amount: '2500',
      details: { direction: 'in', risk_type: 'sanction', risk_level: 4, label_source: 'ofac' },
    });
    const poison = alerts.find((a) => a.monitor_type === 'similar_address')!;
    expect(poison).toMatchObject({
      tx_hash: poisonTx,
      counterparty_address: imitator,
      amount: '0',
      details: { imitated_address: payee, risk_type: 'address_poisoning' },
    });
    expect(poison.details.leading_match).toBeGreaterThanOrEqual(4);
    expect(poison.details.trailing_match).toBeGreaterThanOrEqual(4);
    const normal = alerts.filter((a) => a.monitor_type === 'normal_transaction');
    expect(normal.map((a) => a.tx_hash).sort()).toEqual([paidTx, riskTx, poisonTx].sort());
    expect(normal.find((a) => a.tx_hash === paidTx)).toMatchObject({
      amount: '120.5',
      details: { direction: 'out' },
    });

    // Later polls read the same transfers' second again: no alert is made twice.
    await new Promise((r) => setTimeout(r, 5000));
    const again = await api.call<{ alerts: { id: string }[]; total: number }>(
      'GET',
      '/api/v1/monitor/alerts?page_size=100',
      { token },
    );
    expect(again.body.total).toBe(5);
    expect(new Set(again.body.alerts.map((a) => a.id)).size).toBe(5);

    const byType = await api.call<{ total: number }>(
      'GET',
      '/api/v1/monitor/alerts?monitor_type=known_risk',
      { token },
    );
    expect(byType.body.total).toBe(1);
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

  it('stops reading a disabled address', async () => {
    const user = await api.newUser('detect-off');
    const token = user.access_token;
    const watched = randomEvm();
    await api.call('POST', '/api/v1/monitor/address/add', {
      token,
      body: { address: watched, chain: 'ethereum' },
    });
    await api.call('POST', '/api/v1/monitor/address/status/update', {
      token,
      body: { address: watched, chain: 'ethereum', status: 0 },
    });
    await injectTransfer({ chain: 'ethereum', from: SANCTIONED_ETH, to: watched, amount: '10' });
    await new Promise((r) => setTimeout(r, 5000));
    const alerts = await api.call<{ total: number }>('GET', '/api/v1/monitor/alerts', { token });
    expect(alerts.body.total).toBe(0);
  });
});
