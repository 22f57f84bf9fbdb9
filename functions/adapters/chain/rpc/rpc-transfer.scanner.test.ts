import {
  asRpcLog,
  goldenUsdtTransfers,
  SAMPLE_FIRST_BLOCK,
  SAMPLE_LAST_BLOCK,
  sampleBlockTimes,
  sampleEtlLogs,
} from '../testing/ethereum-log-samples';
import { fakeFetch, recordingSleep } from '../testing/fake-fetch';
import { logServingNode } from '../testing/log-serving-node';
import { createRpcTransferScanner } from './rpc-transfer.scanner';

/** The block scan over a node serving the real mainnet logs of blocks 17173049–17173050. */
function scannerOver(options: { maxRange?: number; initialChunk?: number } = {}) {
  const times = sampleBlockTimes();
  const node = logServingNode({
    head: SAMPLE_LAST_BLOCK + 5,
    logs: sampleEtlLogs().map(asRpcLog),
    timeOf: (block) => times.get(block) ?? 1_683_030_011 + 12 * (block - SAMPLE_LAST_BLOCK),
    ...(options.maxRange !== undefined && { maxRange: options.maxRange }),
  });
  const fake = fakeFetch((call) => ({ json: node.answer(call.body) }));
  const scanner = createRpcTransferScanner({
    urls: { ethereum: 'http://node.test/rpc' },
    fetch: fake.fetch,
    sleep: recordingSleep().sleep,
    ...(options.initialChunk !== undefined && { initialChunk: options.initialChunk }),
  });
  return { scanner, node, calls: fake.calls };
}

describe('the JSON-RPC block scanner on real mainnet logs', () => {
  it('reads the head with eth_blockNumber', async () => {
    const { scanner } = scannerOver();
    expect(await scanner.head('ethereum')).toBe(SAMPLE_LAST_BLOCK + 5);
  });

  it('gives exactly the 41 USDT transfers ethereum-etl decoded, in chain order, with block times', async () => {
    const { scanner, calls } = scannerOver();
    const scanned = await scanner.transfers('ethereum', 'usdt', SAMPLE_FIRST_BLOCK, SAMPLE_LAST_BLOCK);
    expect(scanned).toHaveLength(41);
    expect(scanned).toEqual(goldenUsdtTransfers());
    // One filter: the contract and topic0 only, every sender and receiver.
    const getLogs = calls
      .map((c) => c.body as { method: string; params: unknown[] })
      .filter((b) => b.method === 'eth_getLogs');
    expect(getLogs).toHaveLength(1);
    expect(getLogs[0]!.params[0]).toEqual({
      fromBlock: `0x${SAMPLE_FIRST_BLOCK.toString(16)}`,
      toBlock: `0x${SAMPLE_LAST_BLOCK.toString(16)}`,
      address: '0xdac17f958d2ee523a2206206994597c13d831ec7',
      topics: ['0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'],
    });
  });

  it('halves a range the node refuses and still reads every block once', async () => {
    const { scanner, node } = scannerOver({ maxRange: 1, initialChunk: 4 });
    const scanned = await scanner.transfers(
      'ethereum',
      'usdt',
      SAMPLE_FIRST_BLOCK - 2,
      SAMPLE_LAST_BLOCK + 1,
    );
    expect(scanned).toEqual(goldenUsdtTransfers());
    const read = node.getLogsRanges.flatMap((r) =>
      Array.from({ length: r.to - r.from + 1 }, (_, i) => r.from + i),
    );
    expect(read).toEqual([17_173_047, 17_173_048, 17_173_049, 17_173_050, 17_173_051]);
  });

  it('refuses chains it has no endpoint for', async () => {
    const { scanner } = scannerOver();
    await expect(scanner.head('bsc')).rejects.toThrow(/no JSON-RPC endpoint for bsc/);
  });
});
