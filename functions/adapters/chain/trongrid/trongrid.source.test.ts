import { tokenContracts } from '../../../../shared/constants/tokens';
import { SourceUnavailableError } from '../../../domain/chain/chain-source';
import { readSampleJson } from '../testing/chain-samples';
import { type FakeAnswer, fakeFetch, type RecordedCall, recordingSleep } from '../testing/fake-fetch';
import { transferQueriesOf } from '../testing/transfer-queries';
import { createTronGridSource } from './trongrid.source';

const USDT = tokenContracts.tron.usdt.contract;
const ADDRESS = 'TGg7zHY9qd36aN3jLVDDRuiFeJjaaAtx8A';
const BASE = 'https://trongrid.test';

/** A TronGrid trc20 entry in the shape of the real sample, numbered so pages are told apart. */
const entry = (n: number, atMs: number) => ({
  transaction_id: n.toString(16).padStart(64, '0'),
  block_timestamp: atMs,
  from: 'TAxbLztoanFhYu4TuS5RabaJYGnUkfzNKG',
  to: ADDRESS,
  value: String(1_000_000 * n),
  type: 'Transfer',
  token_info: { address: USDT, name: 'Tether USD', symbol: 'USDT', decimals: 6 },
});

const page = (entries: unknown[], fingerprint?: string): FakeAnswer => ({
  json: {
    success: true,
    data: entries,
    meta: { at: 1, page_size: entries.length, ...(fingerprint && { fingerprint }) },
  },
});

const account: FakeAnswer = { json: { success: true, data: [{ trc20: [{ [USDT]: '42000000' }] }] } };

/** Answers the account look-up and hands trc20 requests to `trc20`. */
const tronGrid = (trc20: (call: RecordedCall, n: number) => FakeAnswer) => {
  let n = 0;
  return fakeFetch((call) => (call.url.pathname.endsWith('/trc20') ? trc20(call, ++n) : account));
};

const query = transferQueriesOf('tron', ADDRESS);

const source = (fetchFn: typeof fetch, sleep = recordingSleep().sleep, apiKey?: string) =>
  createTronGridSource({ baseUrl: `${BASE}/`, apiKey, fetch: fetchFn, sleep });

describe('TronGrid source', () => {
  it('follows a next link only on the configured host, which gets the API key', async () => {
    // Prepare: an answer with no fingerprint whose next link points elsewhere
    const answer = (next: string): FakeAnswer => ({
      json: { success: true, data: [entry(2, 2_000_000)], meta: { at: 1, page_size: 1, links: { next } } },
    });
    const elsewhere = tronGrid((_call, n) =>
      n === 1 ? answer('https://collector.example/steal?p=2') : page([]),
    );
    const sameHost = tronGrid((_call, n) =>
      n === 1 ? answer(`${BASE}/v1/accounts/${ADDRESS}/transactions/trc20?p=2`) : page([entry(1, 1_000_000)]),
    );

    // Act
    const refused = source(elsewhere.fetch, undefined, 'secret-key').fetchTransfers(query());
    const followed = await source(sameHost.fetch, undefined, 'secret-key').fetchTransfers(query());

    // Assess
    await expect(refused).rejects.toThrow(/another host/);
    expect(elsewhere.calls.every((c) => c.url.origin === BASE)).toBe(true);
    expect(followed.transfers).toHaveLength(2);
    expect(sameHost.calls.filter((c) => c.url.searchParams.get('p') === '2')).toHaveLength(1);
  });

  it('follows the fingerprint chain to the end and returns every transfer oldest first', async () => {
    // Prepare: three pages, newest first, as TronGrid orders them
    const fake = tronGrid((call) => {
      const fp = call.url.searchParams.get('fingerprint');
      if (fp === null) return page([entry(6, 6_000_000), entry(5, 5_000_000)], 'fp-1');
      if (fp === 'fp-1') return page([entry(4, 4_000_000), entry(3, 3_000_000)], 'fp-2');
      return page([entry(2, 2_000_000), entry(1, 1_000_000)]);
    });

    // Act
    const history = await source(fake.fetch).fetchTransfers(query());

    // Assess
    const trc20Calls = fake.calls.filter((c) => c.url.pathname.endsWith('/trc20'));
    expect(trc20Calls.map((c) => c.url.searchParams.get('fingerprint'))).toEqual([null, 'fp-1', 'fp-2']);
    const first = trc20Calls[0]!.url;
    expect(first.origin + first.pathname).toBe(`${BASE}/v1/accounts/${ADDRESS}/transactions/trc20`);
    expect(Object.fromEntries(first.searchParams)).toMatchObject({
      limit: '200',
      contract_address: USDT,
      only_confirmed: 'true',
    });
    expect(history.transfers.map((t) => t.timestamp)).toEqual([1000, 2000, 3000, 4000, 5000, 6000]);
    expect(history).toMatchObject({
      truncated: false,
      currentBalance: '42000000',
      source: 'trongrid',
      simulated: false,
    });
  });

  it('reads the real sample page and deduplicates its repeated transfer', async () => {
    // Prepare
    const sample = readSampleJson('trongrid/txs_trc20_response.json') as { data: unknown[] };
    const fake = tronGrid((_call, n) => (n === 1 ? { json: sample } : page([])));

    // Act
    const history = await source(fake.fetch).fetchTransfers(
      query({ address: 'TM1zzNDZD2DPASbKcgdVoTYhfmYgtfwx9D' }),
    );

    // Assess
    expect(history.transfers).toHaveLength(19);
    expect(history.transfers[0]).toMatchObject({ value: '21161340000', timestamp: 1592755722 });
    expect(history.transfers.at(-1)).toMatchObject({ value: '500000000', timestamp: 1592757117 });
  });

  it('stops at the limit, keeps the newest, and says the history was truncated', async () => {
    // Prepare: every page points to another one
    const fake = tronGrid((_call, n) =>
      page([entry(100 - 2 * n, (100 - 2 * n) * 1000), entry(99 - 2 * n, (99 - 2 * n) * 1000)], `fp-${n}`),
    );

    // Act
    const history = await source(fake.fetch).fetchTransfers(query({ limit: 3 }));

    // Assess: 2 pages give 4 > 3 transfers, enough to know more exist
    expect(fake.calls.filter((c) => c.url.pathname.endsWith('/trc20'))).toHaveLength(2);
    expect(history.transfers.map((t) => t.timestamp)).toEqual([96, 97, 98]);
    expect(history.truncated).toBe(true);
  });

  it('passes the time window as inclusive milliseconds', async () => {
    const fake = tronGrid(() => page([]));

    await source(fake.fetch).fetchTransfers(query({ startAt: 1_700_000_000, endAt: 1_700_086_399 }));

    const url = fake.calls[0]!.url;
    expect(url.searchParams.get('min_timestamp')).toBe('1700000000000');
    expect(url.searchParams.get('max_timestamp')).toBe('1700086399999');
  });

  it('backs off on 429 twice, doubling the wait, then succeeds', async () => {
    // Prepare
    const { sleep, waits } = recordingSleep();
    const fake = tronGrid((_call, n) =>
      n <= 2 ? { status: 429, text: 'Too Many Requests' } : page([entry(1, 1000)]),
    );

    // Act
    const history = await source(fake.fetch, sleep).fetchTransfers(query());

    // Assess
    expect(waits).toEqual([500, 1000]);
    expect(history.transfers).toHaveLength(1);
  });

  it('treats a 5xx and the 403 frequency-limit answer as transient too', async () => {
    const { sleep, waits } = recordingSleep();
    const answers: FakeAnswer[] = [
      { status: 503, text: 'Service Unavailable' },
      {
        status: 403,
        json: { Error: 'The key exceeds the frequency limit(15), and the query server is suspended for 30s' },
      },
      page([]),
    ];
    const fake = tronGrid((_call, n) => answers[n - 1]!);

    await source(fake.fetch, sleep).fetchTransfers(query());

    expect(waits).toEqual([500, 1000]);
  });

  it('gives up with SourceUnavailableError when TronGrid keeps answering 429', async () => {
    // Prepare
    const { sleep, waits } = recordingSleep();
    const fake = tronGrid(() => ({ status: 429, text: 'Too Many Requests' }));

    // Act
    const run = source(fake.fetch, sleep).fetchTransfers(query());

    // Assess: 6 tries, waits capped at 8 s
    await expect(run).rejects.toBeInstanceOf(SourceUnavailableError);
    expect(fake.calls).toHaveLength(6);
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000]);
  });

  it('does not retry a definite refusal', async () => {
    const fake = tronGrid(() => ({ status: 401, json: { Error: 'invalid api key' } }));

    await expect(source(fake.fetch).fetchTransfers(query())).rejects.toThrow(/HTTP 401/);
    expect(fake.calls).toHaveLength(1);
  });

  it('sends the API key header on every request when a key is configured, and none otherwise', async () => {
    const keyed = tronGrid(() => page([]));
    const anonymous = tronGrid(() => page([]));

    await source(keyed.fetch, undefined, 'test-key').fetchTransfers(query());
    await source(anonymous.fetch).fetchTransfers(query());

    expect(keyed.calls.map((c) => c.headers.get('TRON-PRO-API-KEY'))).toEqual(['test-key', 'test-key']);
    expect(anonymous.calls.every((c) => !c.headers.has('TRON-PRO-API-KEY'))).toBe(true);
  });

  it('passes the abort signal through', async () => {
    const controller = new AbortController();
    controller.abort();
    const fake = tronGrid(() => page([]));

    await expect(source(fake.fetch).fetchTransfers(query(), controller.signal)).rejects.toThrow();
    expect(fake.calls).toHaveLength(0);
  });
});
