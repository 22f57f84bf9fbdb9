import { tokenContracts } from '../../../../shared/constants/tokens';
import type { ScannedTransfer } from '../../../domain/monitoring/chain-scan.ports';
import type { RpcLog } from '../rpc/transfer-log.decoder';
import { readSampleLines } from './chain-samples';

/**
 * The real mainnet logs of `chain-samples/ethereum-logs` (ethereum-etl, blocks 17173049–17173050)
 * in the shapes the scanners read, and ethereum-etl's own decoded USDT transfers as the answer
 * they must give.
 */
export const USDT_ETHEREUM = tokenContracts.ethereum.usdt.contract;
export const SAMPLE_FIRST_BLOCK = 17_173_049;
export const SAMPLE_LAST_BLOCK = 17_173_050;

export interface EtlLog {
  readonly address: string;
  readonly topics: string[];
  readonly data: string;
  readonly block_number: number;
  readonly block_timestamp: number;
  readonly transaction_hash: string;
  readonly log_index: number;
}

export const sampleEtlLogs = (): EtlLog[] =>
  readSampleLines('ethereum-logs/expected_logs.json').map((line) => JSON.parse(line) as EtlLog);

const hex = (n: number) => `0x${n.toString(16)}`;

/** ethereum-etl keeps a log's content but writes numbers as integers: back to eth_getLogs' hex. */
export const asRpcLog = (l: EtlLog): RpcLog => ({
  address: l.address,
  topics: l.topics,
  data: l.data,
  blockNumber: hex(l.block_number),
  transactionHash: l.transaction_hash,
  logIndex: hex(l.log_index),
});

/** Epoch seconds of each sample block. */
export const sampleBlockTimes = (): Map<number, number> =>
  new Map(sampleEtlLogs().map((l) => [l.block_number, l.block_timestamp]));

/** ethereum-etl's decoded USDT transfers, in chain order (values read from the text: > 2^53). */
export const goldenUsdtTransfers = (): ScannedTransfer[] =>
  readSampleLines('ethereum-logs/expected_token_transfers.json')
    .map((line) => ({ line, record: JSON.parse(line) as Record<string, unknown> }))
    .filter(({ record }) => record.token_address === USDT_ETHEREUM)
    .map(({ line, record }) => ({
      txHash: record.transaction_hash as string,
      index: record.log_index as number,
      from: record.from_address as string,
      to: record.to_address as string,
      value: /"value": (\d+)/.exec(line)![1]!,
      block: record.block_number as number,
      timestamp: record.block_timestamp as number,
    }))
    .sort((a, b) => a.block - b.block || a.index - b.index);
