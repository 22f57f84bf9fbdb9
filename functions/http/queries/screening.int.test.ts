import { randomBytes } from 'node:crypto';
import { parseConfig } from '../../platform/config';
import { apiKeyUsers } from '../../testing/api-key-users';
import { localStack } from '../../testing/local-stack';
import { publicApi } from '../../testing/public-api';

/**
 * POST /v1/screen end to end: labels from the seeded label database for a mixed
 * batch, the direct-dealing level, 1 credit per 1,000 addresses through the ledger, the
 * idempotency key, and the 1,000-address limit.
 */
const { env, urls, api } = localStack();
const v1 = publicApi(urls.gateway);
const users = apiKeyUsers(api, parseConfig(env));
const sanctioned = 'TA3rH2A7iHnm6pKH8gr9cK1EZnShnmZdFg'; // OFAC SDN list (shared/data/labels/ofac)
const binance14 = '0x28C6c06298d514Db089934071355E5743bf21d60'; // etherscan-names, mixed case on purpose
const randomEvm = () => `0x${randomBytes(20).toString('hex')}`;

type Screened = {
  results: {
    chain: string;
    address: string;
    labelled: boolean;
    category: string | null;
    direct_risk_level: number;
    labels: { source: string; listed_at: string; exchange: string | null }[];
  }[];
  screened: number;
  labelled: number;
  credits_charged: number;
};

describe('batch screening', () => {
  it('answers each address’s labels and direct-dealing level, charged 1 credit through the ledger', async () => {
    const user = await users.userOnPlan('advanced', 10);
    const key = await users.createKey(user.access_token);
    const unknown = randomEvm();
    const answer = await v1<Screened>('POST', '/v1/screen', {
      key: key.key,
      body: {
        addresses: [
          { chain: 'tron', address: sanctioned },
          { chain: 'ethereum', address: binance14 },
          { chain: 'bsc', address: unknown },
        ],
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ screened: 3, labelled: 2, credits_charged: 1 });
    const [sdn, exchange, none] = answer.body.results;
    expect(sdn).toMatchObject({
      chain: 'tron',
      address: sanctioned,
      labelled: true,
      category: 'sanction',
      direct_risk_level: 4,
    });
    expect(sdn!.labels[0]).toMatchObject({
      source: 'ofac',
      listed_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(exchange).toMatchObject({
      address: binance14.toLowerCase(),
      labelled: true,
      category: null,
      direct_risk_level: 0,
    });
    expect(exchange!.labels.some((l) => l.exchange === 'Binance')).toBe(true);
    expect(none).toEqual({
      chain: 'bsc',
      address: unknown,
      labelled: false,
      category: null,
      direct_risk_level: 0,
      labels: [],
    });

    const plan = await api.call('GET', '/api/user-package', { token: user.access_token });
    expect(plan.body).toMatchObject({ query_quota: 9, used_query_quota: 1 });
  });

  it('charges a retry with the same idempotency key once, and refuses the key for other addresses', async () => {
    const user = await users.userOnPlan('advanced', 10);
    const body = { addresses: [{ chain: 'tron', address: sanctioned }], idempotency_key: 'batch-0001-retry' };
    const first = await api.call<Screened>('POST', '/api/v1/screen', { token: user.access_token, body });
    const again = await api.call<Screened>('POST', '/api/v1/screen', { token: user.access_token, body });
    // The first answer again, charged once.
    expect(first.body.credits_charged).toBe(1);
    expect(again.body).toEqual(first.body);
    // The same key for other addresses would screen them for free: refused, nothing charged.
    const other = await api.call('POST', '/api/v1/screen', {
      token: user.access_token,
      body: {
        addresses: Array.from({ length: 1000 }, () => ({ chain: 'ethereum', address: randomEvm() })),
        idempotency_key: 'batch-0001-retry',
      },
    });
    expect(other).toMatchObject({ status: 422, body: { error: { code: 'idempotency_key_reused' } } });
    // The header names the key too, and the two must agree.
    const viaHeader = await api.call<Screened>('POST', '/api/v1/screen', {
      token: user.access_token,
      body: { addresses: body.addresses },
      headers: { 'Idempotency-Key': 'batch-0001-retry' },
    });
    expect(viaHeader.body).toEqual(first.body);
    const plan = await api.call('GET', '/api/user-package', { token: user.access_token });
    expect(plan.body).toMatchObject({ query_quota: 9 });
  });

  it('takes up to 1,000 addresses, refuses more, and refuses without credits', async () => {
    const user = await users.userOnPlan('advanced', 1);
    const thousand = Array.from({ length: 1000 }, () => ({ chain: 'ethereum', address: randomEvm() }));
    const ok = await api.call<Screened>('POST', '/api/v1/screen', {
      token: user.access_token,
      body: { addresses: thousand },
    });
    expect(ok.body).toMatchObject({ screened: 1000, credits_charged: 1 });
    const tooMany = await api.call('POST', '/api/v1/screen', {
      token: user.access_token,
      body: { addresses: [...thousand, { chain: 'tron', address: sanctioned }] },
    });
    expect(tooMany).toMatchObject({ status: 400, body: { error: { field: 'addresses' } } });
    const broke = await api.call('POST', '/api/v1/screen', {
      token: user.access_token,
      body: { addresses: [{ chain: 'tron', address: sanctioned }] },
    });
    expect(broke).toMatchObject({ status: 403, body: { error: { code: 'insufficient_credits' } } });
    const invalid = await api.call('POST', '/api/v1/screen', {
      token: user.access_token,
      body: { addresses: [{ chain: 'tron', address: binance14 }] },
    });
    expect(invalid).toMatchObject({ status: 400, body: { error: { field: 'addresses.0.address' } } });
  });
});
