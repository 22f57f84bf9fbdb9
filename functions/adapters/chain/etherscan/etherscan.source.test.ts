import { tokenContracts } from '../../../../shared/constants/tokens';
import { SourceUnavailableError } from '../../../domain/chain/chain-source';
import { type FakeAnswer, fakeFetch, type RecordedCall, recordingSleep } from '../testing/fake-fetch';
import { transferQueriesOf } from '../testing/transfer-queries';
import {
  noTransactionsAnswer,
  okAnswer,
  rateLimitAnswer,
  resultWindowAnswer,
  tokenTxRow,
} from './etherscan.fixtures';
import { createEtherscanSource, type EtherscanSourceDeps } from './etherscan.source';

const BASE = 'https://etherscan.test/v2/api';
const ADDRESS = `0x${'ab'.repeat(20)}`;
const OTHER = `0x${'cd'.repeat(20)}`;

/** A transfer n of a chain's USDT, in block `block`, `10 s × block` after epoch 1_700_000_000. */
const row = (chain: 'ethereum' | 'bsc', n: number, block: number, logIndex?: number) =>
  tokenTxRow({
    block,
    timestamp: 1_700_000_000 + 10 * block,
    hash: `0x${n.toString(16).padStart(64, '0')}`,
    from: n % 2 ? OTHER : ADDRESS.toUpperCase().replace('0X', '0x'),
    to: n % 2 ? ADDRESS : OTHER,
    value: chain === 'bsc' ? `${n}000000000000000000` : String(n * 1_000_000),
    contract: tokenContracts[chain].usdt.contract,
    logIndex,
  });

/**
 * A fake Etherscan over a list of rows: answers tokentx honouring startblock, endblock, page,
 * offset and sort=desc (and its result window), getblocknobytime and tokenbalance.
 */
function fakeEtherscan(
  rows: Record<string, string>[],
  options: { resultWindow?: number; knowsBlockTimes?: boolean } = {},
) {
  const sorted = [...rows].sort((a, b) => Number(b.blockNumber) - Number(a.blockNumber));
  return (call: RecordedCall): FakeAnswer => {
    const p = Object.fromEntries(call.url.searchParams);
    if (p.action === 'tokenbalance') return { json: okAnswer('7000000') };
    if (p.action === 'getblocknobytime') {
      if (!options.knowsBlockTimes)
        return { json: { status: '0', message: 'NOTOK', result: 'Error! No closest block found' } };
      const blocks = (Number(p.timestamp) - 1_700_000_000) / 10;
      return { json: okAnswer(String(p.closest === 'before' ? Math.floor(blocks) : Math.ceil(blocks))) };
    }
    const page = Number(p.page);
    const offset = Number(p.offset);
    if (page * offset > (options.resultWindow ?? 10_000)) return { json: resultWindowAnswer };
    const inRange = sorted.filter(
      (r) => Number(r.blockNumber) >= Number(p.startblock) && Number(r.blockNumber) <= Number(p.endblock),
    );
    const slice = inRange.slice((page - 1) * offset, page * offset);
    return { json: slice.length ? okAnswer(slice) : noTransactionsAnswer };
  };
}

const query = transferQueriesOf('ethereum', ADDRESS);

const source = (fetchFn: typeof fetch, over: Partial<EtherscanSourceDeps> = {}) =>
  createEtherscanSource({
    baseUrl: BASE,
    apiKey: 'test-key',
    fetch: fetchFn,
    sleep: recordingSleep().sleep,
    ...over,
  });

const tokentxCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.url.searchParams.get('action') === 'tokentx');

describe('Etherscan source', () => {
  it('pages tokentx newest first to the end and returns transfers oldest first, normalised', async () => {
    // Prepare
    const rows = [1, 2, 3, 4, 5].map((n) => row('ethereum', n, 100 + n, 0));
    const fake = fakeFetch(fakeEtherscan(rows));

    // Act
    const history = await source(fake.fetch, { pageSize: 2 }).fetchTransfers(
      query({ address: ADDRESS.toUpperCase().replace('0X', '0x') }),
    );

    // Assess
    const calls = tokentxCalls(fake.calls);
    expect(calls.map((c) => c.url.searchParams.get('page'))).toEqual(['1', '2', '3']);
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({
      chainid: '1',
      module: 'account',
      action: 'tokentx',
      contractaddress: tokenContracts.ethereum.usdt.contract,
      address: ADDRESS,
      page: '1',
      offset: '2',
      startblock: '0',
      endblock: '999999999',
      sort: 'desc',
      apikey: 'test-key',
    });
    expect(history.transfers.map((t) => t.value)).toEqual([
      '1000000',
      '2000000',
      '3000000',
      '4000000',
      '5000000',
    ]);
    expect(history.transfers.every((t) => t.from === t.from.toLowerCase())).toBe(true);
    expect(history).toMatchObject({
      truncated: false,
      currentBalance: '7000000',
      source: 'etherscan',
      simulated: false,
    });
  });

  it('asks chain id 56 and the 18-decimal contract for bsc, keeping exact integer strings', async () => {
    const fake = fakeFetch(fakeEtherscan([row('bsc', 3, 10, 1)]));

    const history = await source(fake.fetch).fetchTransfers(query({ chain: 'bsc' }));

    const params = tokentxCalls(fake.calls)[0]!.url.searchParams;
    expect(params.get('chainid')).toBe('56');
    expect(params.get('contractaddress')).toBe(tokenContracts.bsc.usdt.contract);
    expect(history.transfers[0]?.value).toBe('3000000000000000000');
  });

  it('answers an empty history for "No transactions found"', async () => {
    const fake = fakeFetch(fakeEtherscan([]));

    const history = await source(fake.fetch).fetchTransfers(query());

    expect(history).toMatchObject({ transfers: [], truncated: false });
  });

  it('cuts at the limit, keeping the newest, and says it truncated', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => row('ethereum', i + 1, 100 + i, 0));
    const fake = fakeFetch(fakeEtherscan(rows));

    const history = await source(fake.fetch).fetchTransfers(query({ limit: 3 }));

    expect(tokentxCalls(fake.calls)[0]!.url.searchParams.get('offset')).toBe('4');
    expect(tokentxCalls(fake.calls)).toHaveLength(1);
    expect(history.transfers.map((t) => t.value)).toEqual(['8000000', '9000000', '10000000']);
    expect(history.truncated).toBe(true);
  });

  it('maps the time range to a block range with getblocknobytime', async () => {
    // Prepare: blocks 101..110, timestamps 1_700_001_010..1_700_001_100
    const rows = Array.from({ length: 10 }, (_, i) => row('ethereum', i + 1, 101 + i, 0));
    const fake = fakeFetch(fakeEtherscan(rows, { knowsBlockTimes: true }));

    // Act: from block 104's time to block 108's
    const history = await source(fake.fetch).fetchTransfers(
      query({ startAt: 1_700_001_040, endAt: 1_700_001_080 }),
    );

    // Assess
    const blockCalls = fake.calls.filter((c) => c.url.searchParams.get('action') === 'getblocknobytime');
    expect(
      blockCalls.map((c) => [c.url.searchParams.get('timestamp'), c.url.searchParams.get('closest')]),
    ).toEqual([
      ['1700001040', 'after'],
      ['1700001080', 'before'],
    ]);
    const params = tokentxCalls(fake.calls)[0]!.url.searchParams;
    expect([params.get('startblock'), params.get('endblock')]).toEqual(['104', '108']);
    expect(history.transfers.map((t) => t.timestamp)).toEqual([
      1_700_001_040, 1_700_001_050, 1_700_001_060, 1_700_001_070, 1_700_001_080,
    ]);
  });

  it('without block times filters by timeStamp and stops paging once older than startAt', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => row('ethereum', i + 1, 101 + i, 0));
    const fake = fakeFetch(fakeEtherscan(rows, { knowsBlockTimes: false }));

    const history = await source(fake.fetch, { pageSize: 2 }).fetchTransfers(
      query({ startAt: 1_700_001_040, endAt: 1_700_001_080 }),
    );

    expect(history.transfers.map((t) => t.timestamp)).toEqual([
      1_700_001_040, 1_700_001_050, 1_700_001_060, 1_700_001_070, 1_700_001_080,
    ]);
    // pages [110,109] [108,107] [106,105] [104,103]: 103 is older than startAt, no fifth page
    expect(tokentxCalls(fake.calls)).toHaveLength(4);
  });

  it('moves endblock back past the page × offset ≤ 10000 window without losing or repeating transfers', async () => {
    // Prepare: 25 transfers, several per block, so windows cut through blocks
    const rows = Array.from({ length: 25 }, (_, i) => row('ethereum', i + 1, 100 + Math.floor(i / 3), i % 3));
    const fake = fakeFetch(fakeEtherscan(rows, { resultWindow: 6 }));

    // Act
    const history = await source(fake.fetch, { pageSize: 2, resultWindow: 6 }).fetchTransfers(query());

    // Assess
    const calls = tokentxCalls(fake.calls);
    expect(calls.every((c) => Number(c.url.searchParams.get('page')) * 2 <= 6)).toBe(true);
    expect(new Set(calls.map((c) => c.url.searchParams.get('endblock'))).size).toBeGreaterThan(3);
    expect(history.transfers).toHaveLength(25);
    expect(history.transfers.map((t) => t.txHash)).toEqual(rows.map((r) => r.hash));
  });

  it('steps below a block that alone fills the result window', async () => {
    const rows = [
      ...Array.from({ length: 8 }, (_, i) => row('ethereum', i + 1, 200, i)),
      row('ethereum', 9, 150, 0),
    ];
    const fake = fakeFetch(fakeEtherscan(rows, { resultWindow: 4 }));

    const history = await source(fake.fetch, { pageSize: 2, resultWindow: 4 }).fetchTransfers(query());

    expect(tokentxCalls(fake.calls).map((c) => c.url.searchParams.get('endblock'))).toContain('199');
    expect(history.transfers.map((t) => t.value)).toContain('9000000');
  });

  it('backs off on the rate-limit answer and on HTTP 429, then succeeds', async () => {
    const { sleep, waits } = recordingSleep();
    const serve = fakeEtherscan([row('ethereum', 1, 1, 0)]);
    const fake = fakeFetch((call, n) =>
      n === 1
        ? { json: rateLimitAnswer }
        : n === 2
          ? { status: 429, text: 'Too Many Requests' }
          : serve(call),
    );

    const history = await source(fake.fetch, { sleep }).fetchTransfers(query());

    expect(waits).toEqual([500, 1000]);
    expect(history.transfers).toHaveLength(1);
  });

  it('gives up with SourceUnavailableError when the rate limit never lifts', async () => {
    const fake = fakeFetch(() => ({
      json: { status: '0', message: 'NOTOK', result: 'Max rate limit reached' },
    }));

    await expect(source(fake.fetch).fetchTransfers(query())).rejects.toBeInstanceOf(SourceUnavailableError);
    expect(fake.calls).toHaveLength(6);
  });

  it('does not retry a refused key', async () => {
    const fake = fakeFetch(() => ({
      json: { status: '0', message: 'NOTOK', result: 'Invalid API Key (#err2)|v2' },
    }));

    await expect(source(fake.fetch).fetchTransfers(query())).rejects.toThrow(/Invalid API Key/);
    expect(fake.calls).toHaveLength(1);
  });
});
