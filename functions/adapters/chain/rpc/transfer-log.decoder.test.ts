import { readSampleJson } from '../testing/chain-samples';
import {
  asRpcLog,
  goldenUsdtTransfers,
  sampleEtlLogs,
  USDT_ETHEREUM as USDT,
} from '../testing/ethereum-log-samples';
import { decodeTransferLog, type RpcLog, topicOfAddress } from './transfer-log.decoder';

describe('decodeTransferLog on real mainnet logs (ethereum-etl, blocks 17173049–17173050)', () => {
  it('decodes exactly the 41 USDT transfers of the golden file, value digits intact', () => {
    // Prepare
    const logs = sampleEtlLogs();
    const golden = goldenUsdtTransfers().map(({ timestamp: _timestamp, block, ...t }) => ({
      ...t,
      blockNumber: block,
    }));

    // Act
    const decoded = logs.map((l) => decodeTransferLog(asRpcLog(l), USDT)).filter((d) => d !== undefined);

    // Assess
    expect(logs.filter((l) => l.address === USDT)).toHaveLength(42);
    expect(golden).toHaveLength(41);
    const byKey = (a: { txHash: unknown; index: unknown }, b: { txHash: unknown; index: unknown }) =>
      `${a.txHash}#${a.index}`.localeCompare(`${b.txHash}#${b.index}`);
    expect(decoded.map((d) => ({ ...d.transfer, blockNumber: d.blockNumber })).sort(byKey)).toEqual(
      golden.sort(byKey),
    );
  });

  it('reads the raw eth_getFilterLogs envelope with hex fields', () => {
    // Prepare: two Transfer logs of another token (block 0x76250, 2016)
    const { result } = readSampleJson('ethereum-logs/web3_response.eth_getFilterLogs_0x0.json') as {
      result: RpcLog[];
    };
    const contract = '0xf4eced2f682ce333f96f2d8966c613ded8fc95dd';

    // Act
    const decoded = result.map((l) => decodeTransferLog(l, contract));
    const asUsdt = result.map((l) => decodeTransferLog(l, USDT));

    // Assess
    expect(decoded).toEqual([
      {
        blockNumber: 0x76250,
        transfer: {
          txHash: '0x04cbcb236043d8fb7839e07bbc7f5eed692fb2ca55d897f1101eac3e3ad4fab8',
          index: 0,
          from: '0x1b63142628311395ceafeea5667e7c9026c862ca',
          to: '0xac4df82fe37ea2187bc8c011a23d743b4f39019a',
          value: '100000',
        },
      },
      {
        blockNumber: 0x76250,
        transfer: {
          txHash: '0xcea6f89720cc1d2f46cc7a935463ae0b99dd5fad9c91bb7357de5421511cee49',
          index: 1,
          from: '0x9b22a80d5c7b3374a05b446081f97d0a34079e7f',
          to: '0x66f183060253cfbe45beff1e6e7ebbe318c81e56',
          value: '200000',
        },
      },
    ]);
    expect(asUsdt).toEqual([undefined, undefined]);
  });

  it('keeps a uint256 beyond 2^53 exact and skips removed and ERC-721 logs', () => {
    const log: RpcLog = {
      address: USDT,
      topics: [
        '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
        topicOfAddress('0x1111111111111111111111111111111111111111'),
        topicOfAddress('0x2222222222222222222222222222222222222222'),
      ],
      data: `0x${(10n ** 30n + 7n).toString(16).padStart(64, '0')}`,
      blockNumber: '0x10',
      transactionHash: '0xabc',
      logIndex: '0x2',
      blockTimestamp: '0x64',
    };

    expect(decodeTransferLog(log, USDT)).toMatchObject({
      blockTimestamp: 100,
      transfer: { value: '1000000000000000000000000000007' },
    });
    expect(decodeTransferLog({ ...log, removed: true }, USDT)).toBeUndefined();
    expect(
      decodeTransferLog({ ...log, topics: [...log.topics, topicOfAddress('0x01')], data: '0x' }, USDT),
    ).toBeUndefined();
  });
});
