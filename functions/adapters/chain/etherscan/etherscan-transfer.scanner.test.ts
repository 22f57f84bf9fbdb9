import { TRANSFER_TOPIC } from '../../../../shared/constants/tokens';
import {
  goldenUsdtTransfers,
  SAMPLE_FIRST_BLOCK,
  SAMPLE_LAST_BLOCK,
  sampleEtlLogs,
} from '../testing/ethereum-log-samples';
import { fakeFetch, recordingSleep } from '../testing/fake-fetch';
import { createEtherscanTransferScanner } from './etherscan-transfer.scanner';

/**
 * The block scan through Etherscan's logs module, over the real mainnet logs written the way
 * Etherscan writes them: hex quantities, `timeStamp`, and a bare "0x" for zero.
 */
const zeroAsBareHex = (n: number) => (n === 0 ? '0x' : `0x${n.toString(16)}`);

function etherscanOver(options: { pageSize?: number; resultWindow?: number; throttleFirst?: boolean } = {}) {
  const logs = sampleEtlLogs().sort((a, b) => a.block_number - b.block_number || a.log_index - b.log_index);
  let throttled = !options.throttleFirst;
  const fake = fakeFetch((call) => {
    const q = call.url.searchParams;
    if (!throttled) {
      throttled = true;
      return {
        json: { status: '0', message: 'NOTOK', result: 'Max calls per sec rate limit reached (5/sec)' },
      };
    }
    if (q.get('module') === 'proxy' && q.get('action') === 'eth_blockNumber')
      return { json: { jsonrpc: '2.0', id: 83, result: `0x${(SAMPLE_LAST_BLOCK + 3).toString(16)}` } };
    if (q.get('module') !== 'logs' || q.get('action') !== 'getLogs')
      return { json: { status: '0', message: 'NOTOK', result: 'Error! Invalid action' } };
    const from = Number(q.get('fromBlock'));
    const to = Number(q.get('toBlock'));
    const page = Number(q.get('page'));
    const offset = Number(q.get('offset'));
    if (page * offset > (options.resultWindow ?? 10_000))
      return {
        json: {
          status: '0',
          message: 'NOTOK',
          result: 'Result window is too large, PageNo x Offset size must be less than or equal to 10000',
        },
      };
    const rows = logs
      .filter(
        (l) =>
          l.address === q.get('address') &&
          l.topics[0] === q.get('topic0') &&
          l.block_number >= from &&
          l.block_number <= to,
      )
      .slice((page - 1) * offset, page * offset)
      .map((l) => ({
        address: l.address,
        topics: l.topics,
        data: l.data,
        blockNumber: `0x${l.block_number.toString(16)}`,
        timeStamp: `0x${l.block_timestamp.toString(16)}`,
        gasPrice: '0x4a817c800',
        gasUsed: '0x5208',
        logIndex: zeroAsBareHex(l.log_index),
        transactionHash: l.transaction_hash,
        transactionIndex: '0x',
      }));
    return {
      json:
        rows.length === 0
          ? { status: '0', message: 'No records found', result: [] }
          : { status: '1', message: 'OK', result: rows },
    };
  });
  const scanner = createEtherscanTransferScanner({
    baseUrl: 'https://etherscan.test/v2/api',
    apiKey: 'k',
    fetch: fake.fetch,
    sleep: recordingSleep().sleep,
    ...(options.pageSize !== undefined && { pageSize: options.pageSize }),
    ...(options.resultWindow !== undefined && { resultWindow: options.resultWindow }),
  });
  return { scanner, calls: fake.calls };
}

describe('the Etherscan block scanner on real mainnet logs', () => {
  it('reads the head from the proxy module, after a throttled answer', async () => {
    const { scanner, calls } = etherscanOver({ throttleFirst: true });
    expect(await scanner.head('ethereum')).toBe(SAMPLE_LAST_BLOCK + 3);
    expect(calls).toHaveLength(2);
    expect(Object.fromEntries(calls[1]!.url.searchParams)).toEqual({
      chainid: '1',
      module: 'proxy',
      action: 'eth_blockNumber',
      apikey: 'k',
    });
  });

  it('gives exactly the 41 USDT transfers ethereum-etl decoded, log index 0 included', async () => {
    const { scanner, calls } = etherscanOver();
    const scanned = await scanner.transfers('ethereum', 'usdt', SAMPLE_FIRST_BLOCK, SAMPLE_LAST_BLOCK);
    expect(scanned).toEqual(goldenUsdtTransfers());
    expect(scanned.some((t) => t.index === 0)).toBe(true);
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toMatchObject({
      module: 'logs',
      action: 'getLogs',
      address: '0xdac17f958d2ee523a2206206994597c13d831ec7',
      topic0: TRANSFER_TOPIC,
      fromBlock: String(SAMPLE_FIRST_BLOCK),
      toBlock: String(SAMPLE_LAST_BLOCK),
      page: '1',
    });
  });

  it('pages, and past the result window restarts from the last block seen without doubles', async () => {
    const { scanner, calls } = etherscanOver({ pageSize: 10, resultWindow: 30 });
    const scanned = await scanner.transfers('ethereum', 'usdt', SAMPLE_FIRST_BLOCK, SAMPLE_LAST_BLOCK);
    expect(scanned).toEqual(goldenUsdtTransfers());
    const starts = calls.map(
      (c) => `${c.url.searchParams.get('fromBlock')}/${c.url.searchParams.get('page')}`,
    );
    expect(starts.slice(0, 4)).toEqual([
      `${SAMPLE_FIRST_BLOCK}/1`,
      `${SAMPLE_FIRST_BLOCK}/2`,
      `${SAMPLE_FIRST_BLOCK}/3`,
      expect.stringMatching(/\/1$/),
    ]);
    expect(Number(starts[3]!.split('/')[0])).toBeGreaterThan(SAMPLE_FIRST_BLOCK);
  });

  it('refuses tron', async () => {
    const { scanner } = etherscanOver();
    await expect(scanner.head('tron')).rejects.toThrow(/does not serve tron/);
  });
});
