import { tokenContracts } from '../../../../shared/constants/tokens';
import { SourceUnavailableError } from '../../../domain/chain/chain-source';
import { type FakeNodeOptions, type FakeTransferLog, fakeEvmNode } from '../testing/fake-evm-node';
import { fakeFetch, recordingSleep } from '../testing/fake-fetch';
import { transferQueriesOf } from '../testing/transfer-queries';
import { createRpcLogsSource, type RpcLogsSourceDeps } from './rpc-logs.source';

const ETH_USDT = tokenContracts.ethereum.usdt.contract;
const BSC_USDT = tokenContracts.bsc.usdt.contract;
const ADDRESS = `0x${'ab'.repeat(20)}`;
const OTHER = `0x${'cd'.repeat(20)}`;
const URL_ETH = 'https://eth-node.test/';

/** Transfer n in block `block`: odd n incoming, even n outgoing. */
const log = (n: number, block: number, extra: Partial<FakeTransferLog> = {}): FakeTransferLog => ({
  block,
  logIndex: n % 7,
  from: n % 2 ? OTHER : ADDRESS,
  to: n % 2 ? ADDRESS : OTHER,
  value: BigInt(n) * 1_000_000n,
  txHash: `0x${n.toString(16).padStart(64, '0')}`,
  ...extra,
});

const setUp = (node: Partial<FakeNodeOptions>, deps: Partial<RpcLogsSourceDeps> = {}) => {
  const fake = fakeEvmNode({ head: 5_000_000, contract: ETH_USDT, logs: [], ...node });
  const http = fakeFetch(fake.handle);
  const source = createRpcLogsSource({
    urls: { ethereum: URL_ETH, bsc: 'https://bsc-node.test/' },
    fetch: http.fetch,
    sleep: recordingSleep().sleep,
    initialWindow: 1_000,
    maxWindow: 64_000,
    ...deps,
  });
  return { fake, http, source };
};

const query = transferQueriesOf('ethereum', ADDRESS);

describe('JSON-RPC eth_getLogs source', () => {
  it('collects both directions from the newest block back to the contract, oldest first', async () => {
    // Prepare: a self-transfer matches both filters and must count once
    const logs = [
      log(1, 4_700_000),
      log(2, 4_900_000),
      log(3, 4_999_990),
      log(4, 4_999_990, { from: ADDRESS, to: ADDRESS }),
    ];
    const { source, fake } = setUp({ logs, balance: 123_456_789n });

    // Act
    const history = await source.fetchTransfers(
      query({ address: ADDRESS.toUpperCase().replace('0X', '0x') }),
    );

    // Assess
    expect(history.transfers.map((t) => t.value)).toEqual(['1000000', '2000000', '3000000', '4000000']);
    expect(history.transfers[0]).toEqual({
      txHash: logs[0]!.txHash,
      index: 1,
      from: OTHER,
      to: ADDRESS,
      value: '1000000',
      timestamp: fake.timeOf(4_700_000),
    });
    expect(history).toMatchObject({
      truncated: false,
      currentBalance: '123456789',
      source: 'rpc',
      simulated: false,
    });
    expect(Math.min(...fake.getLogsRanges.map((r) => r.from))).toBe(4_634_748);
    expect(Math.max(...fake.getLogsRanges.map((r) => r.to))).toBe(5_000_000);
  });

  it('halves a refused window, grows it again after successes, and misses nothing', async () => {
    // Prepare: the node refuses more than 3,000 blocks per query
    const logs = Array.from({ length: 40 }, (_, i) => log(i + 1, 4_999_999 - i * 997));
    const { source, fake } = setUp({ logs, maxRange: 3_000 }, { initialWindow: 16_000 });

    // Act
    const history = await source.fetchTransfers(query({ startAt: fake.timeOf(4_950_000) }));

    // Assess
    const served = fake.getLogsRanges.filter((r) => !r.refused);
    // each window sends the outgoing and the incoming filter together: one refusal per pair
    const refused = fake.getLogsRanges.filter((r) => r.refused).filter((_r, i) => i % 2 === 0);
    expect(served.every((r) => r.to - r.from + 1 <= 3_000)).toBe(true);
    expect(refused.length).toBeGreaterThan(0);
    // 16000 → 8000 → 4000 → 2000 served, then 4000 refused again → 2000: it keeps probing upwards
    expect(refused.map((r) => r.to - r.from + 1).slice(0, 4)).toEqual([16_000, 8_000, 4_000, 4_000]);
    const inRange = logs.filter((l) => l.block >= 4_950_000);
    expect(history.transfers.map((t) => t.txHash)).toEqual(inRange.map((l) => l.txHash).reverse());
    // served windows tile the range without gaps or overlaps
    const tiles = [...new Map(served.map((r) => [`${r.from}-${r.to}`, r])).values()].sort(
      (a, b) => a.from - b.from,
    );
    expect(tiles[0]!.from).toBe(4_950_000);
    for (const [i, tile] of tiles.entries()) if (i > 0) expect(tile.from).toBe(tiles[i - 1]!.to + 1);
    expect(tiles.at(-1)!.to).toBe(5_000_000);
  });

  it('gives up with SourceUnavailableError when the node refuses even one block', async () => {
    const { source } = setUp({ maxRange: 0 });

    await expect(source.fetchTransfers(query())).rejects.toBeInstanceOf(SourceUnavailableError);
  });

  it('stops walking back once more than limit transfers are in hand, keeping the newest', async () => {
    const logs = Array.from({ length: 50 }, (_, i) => log(i + 1, 5_000_000 - i * 100));
    const { source, fake } = setUp({ logs });

    const history = await source.fetchTransfers(query({ limit: 5 }));

    expect(history.truncated).toBe(true);
    expect(history.transfers.map((t) => t.value)).toEqual([
      '5000000',
      '4000000',
      '3000000',
      '2000000',
      '1000000',
    ]);
    expect(Math.min(...fake.getLogsRanges.map((r) => r.from))).toBeGreaterThan(4_990_000);
  });

  it('maps the time range onto blocks by searching block timestamps', async () => {
    // Prepare: irregular block times (a stretch of slow blocks) so plain estimation would miss
    const timeOf = (b: number) => 1_600_000_000 + 12 * b + (b > 4_800_000 ? 30 * (b - 4_800_000) : 0);
    const logs = [log(1, 4_800_100), log(2, 4_800_200), log(3, 4_800_300)];
    const { source, fake } = setUp({ logs, timeOf });

    // Act: from block 4_800_150's time to 4_800_250's
    const history = await source.fetchTransfers(
      query({ startAt: timeOf(4_800_150), endAt: timeOf(4_800_250) }),
    );

    // Assess
    expect(history.transfers.map((t) => t.value)).toEqual(['2000000']);
    expect(Math.min(...fake.getLogsRanges.map((r) => r.from))).toBe(4_800_150);
    expect(Math.max(...fake.getLogsRanges.map((r) => r.to))).toBe(4_800_250);
    expect(new Set(fake.blocksLookedUp).size).toBeLessThan(80);
  });

  it('uses the timestamps nodes send with logs instead of looking the blocks up', async () => {
    const { source, fake } = setUp({ logs: [log(1, 4_999_000), log(2, 4_998_000)], logTimestamps: true });

    const history = await source.fetchTransfers(query());

    expect(fake.blocksLookedUp).toEqual([]);
    expect(history.transfers.map((t) => t.timestamp)).toEqual([
      fake.timeOf(4_998_000),
      fake.timeOf(4_999_000),
    ]);
  });

  it('batches the two filters and the block look-ups, and works with a node without batches', async () => {
    const logs = [log(1, 4_999_000), log(2, 4_998_000)];
    const batched = setUp({ logs });
    const single = setUp({ logs, batches: false });

    const a = await batched.source.fetchTransfers(query());
    const b = await single.source.fetchTransfers(query());

    expect(batched.http.calls.some((c) => Array.isArray(c.body) && c.body.length === 2)).toBe(true);
    expect(b.transfers).toEqual(a.transfers);
  });

  it('reads bsc from its own node, its 18-decimal values exact', async () => {
    const logs = [log(1, 100, { value: 123_456_789_000_000_000_000_000n })];
    const { source, http } = setUp({ head: 1_000, contract: BSC_USDT, logs });

    const history = await source.fetchTransfers(query({ chain: 'bsc' }));

    expect(history.transfers[0]?.value).toBe('123456789000000000000000');
    expect(http.calls.every((c) => c.url.origin === 'https://bsc-node.test')).toBe(true);
  });

  it('asks balanceOf(address) with selector 0x70a08231', async () => {
    const { source, http } = setUp({ balance: 5n });

    await source.fetchTransfers(query());

    const calls = http.calls.map((c) => c.body as { method: string; params: unknown[] });
    const balanceCall = calls.find((c) => c.method === 'eth_call');
    expect(balanceCall?.params).toEqual([
      { to: ETH_USDT, data: `0x70a08231${'0'.repeat(24)}${ADDRESS.slice(2)}` },
      'latest',
    ]);
  });

  it('backs off when the node throttles, and gives up after the bounded tries', async () => {
    const fake = fakeEvmNode({ head: 5_000_000, contract: ETH_USDT, logs: [] });
    const { sleep, waits } = recordingSleep();
    const flaky = fakeFetch((call, n) =>
      n <= 2 ? { status: 429, text: 'Too Many Requests' } : fake.handle(call),
    );
    const down = fakeFetch(() => ({
      json: { jsonrpc: '2.0', id: 1, error: { code: -32005, message: 'project ID request rate exceeded' } },
    }));
    const deps = { urls: { ethereum: URL_ETH }, sleep, initialWindow: 1_000_000 };

    await createRpcLogsSource({ ...deps, fetch: flaky.fetch }).fetchTransfers(query());
    const run = createRpcLogsSource({ ...deps, fetch: down.fetch }).fetchTransfers(query());

    expect(waits.slice(0, 2)).toEqual([500, 1000]);
    await expect(run).rejects.toBeInstanceOf(SourceUnavailableError);
  });

  it('supports only the chains it has a node for', () => {
    const source = createRpcLogsSource({
      urls: { bsc: 'https://bsc-node.test/' },
      fetch,
      sleep: async () => {},
    });

    expect(['tron', 'ethereum', 'bsc'].map((c) => source.supports(c as 'tron'))).toEqual([
      false,
      false,
      true,
    ]);
  });
});
