import { randomBytes } from 'node:crypto';
import { nextLoopbackAddress, requestFrom } from '../../../functions/testing/local-api';
import { localStack } from '../../../functions/testing/local-stack';

/** The local-only injection endpoint: a transfer put there is part of the ledger for analysis. */
const { urls, api } = localStack();
const injectTransfer = (body: unknown) =>
  fetch(`${urls.gateway}/_local/ledger/transfers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const randomEvm = () => `0x${randomBytes(20).toString('hex')}`;

describe('POST /_local/ledger/transfers', () => {
  it('refuses what a page elsewhere could make a browser send: a foreign Origin, a body not declared JSON', async () => {
    const transfer = JSON.stringify({ chain: 'ethereum', from: randomEvm(), to: randomEvm(), amount: '1' });
    const from = nextLoopbackAddress();
    const send = (headers: Record<string, string>) =>
      requestFrom(from, `${urls.gateway}/_local/ledger/transfers`, {
        method: 'POST',
        headers,
        body: transfer,
      });
    const port = new URL(urls.gateway).port;
    const refusals = await Promise.all([
      send({ 'content-type': 'text/plain' }),
      send({ 'content-type': 'application/x-www-form-urlencoded' }),
      send({ 'content-type': 'application/json', origin: 'https://evil.example' }),
      // A page on a foreign name rebound to 127.0.0.1: Origin and Host agree, but not on a loopback name.
      send({
        'content-type': 'application/json',
        host: `rebound.example:${port}`,
        origin: `http://rebound.example:${port}`,
      }),
      send({ 'content-type': 'application/json', origin: 'null' }),
    ]);
    expect(refusals.map((r) => r.status)).toEqual([415, 415, 403, 403, 403]);
    for (const refusal of refusals)
      expect((JSON.parse(refusal.text) as { error: { status: number } }).error.status).toBe(refusal.status);
    const own = await send({ 'content-type': 'application/json', origin: `http://localhost:${port}` });
    expect(own.status).toBe(200);
  });

  it('refuses bad addresses and amounts', async () => {
    for (const body of [
      { chain: 'ethereum', from: 'nope', to: randomEvm(), amount: '1' },
      { chain: 'tron', from: randomEvm(), to: randomEvm(), amount: '1' },
      { chain: 'ethereum', from: randomEvm(), to: randomEvm(), amount: '-1' },
      { chain: 'ethereum', from: randomEvm(), to: randomEvm(), amount: '0.0000001' },
    ]) {
      expect((await injectTransfer(body)).status).toBe(400);
    }
  });

  it('answers the tx hash, and the next analysis of the address sees the transfer', async () => {
    const to = randomEvm();
    const from = randomEvm();
    const given = await injectTransfer({
      chain: 'ethereum',
      from,
      to,
      amount: '0',
      tx_hash: 'ab'.repeat(32),
    });
    expect(await given.json()).toEqual({ tx_hash: `0x${'ab'.repeat(32)}` });
    const made = await injectTransfer({ chain: 'ethereum', from, to, amount: '1250000.5' });
    expect(made.status).toBe(200);
    const { tx_hash } = (await made.json()) as { tx_hash: string };
    expect(tx_hash).toMatch(/^0x[0-9a-f]{64}$/);

    const user = await api.newUser('inject');
    // A random address may have thousands of transfers: the user's one credit is confirmed as the
    // most to spend (the injected transfer is the newest, so within it).
    const created = await api.call<{ query_hash: string }>('POST', '/api/v1/query/create', {
      token: user.access_token,
      body: { chain: 'ethereum', address: to, max_credits: 1 },
    });
    let result: { top_transaction: { counterparty_address: string; total_amount: string }[] } | undefined;
    for (let i = 0; i < 200 && !result; i++) {
      const status = await api.call('GET', `/api/v1/query/${created.body.query_hash}/status`, {
        token: user.access_token,
      });
      if (status.body.status === 2)
        result = (
          await api.call('GET', `/api/v1/query/${created.body.query_hash}/result`, {
            token: user.access_token,
          })
        ).body as never;
      else await new Promise((r) => setTimeout(r, 100));
    }
    const row = result!.top_transaction.find((t) => t.counterparty_address === from);
    expect(row).toBeDefined();
    expect(Number(row!.total_amount)).toBeCloseTo(1_250_000.5, 1);
  });
});
