import { TRANSFER_TOPIC } from '../../../../shared/constants/tokens';
import type { Transfer } from '../../../domain/chain/chain-source';

/**
 * Pure decoding of ERC-20 `Transfer(address indexed from, address indexed to, uint256 value)`
 * logs as eth_getLogs returns them (hex quantities). Tested on the real mainnet logs of
 * `chain-samples/ethereum-logs` against ethereum-etl's decoded output.
 */
export interface RpcLog {
  readonly address: string;
  readonly topics: readonly string[];
  readonly data: string;
  readonly blockNumber: string;
  readonly transactionHash: string;
  readonly logIndex: string;
  /** Set by some nodes (Erigon, newer geth, most providers); saves a block look-up. */
  readonly blockTimestamp?: string;
  readonly removed?: boolean;
}

/** A decoded transfer still waiting for its block's timestamp. */
export interface TransferLog {
  readonly blockNumber: number;
  /** Epoch seconds when the node sent `blockTimestamp`. */
  readonly blockTimestamp?: number;
  readonly transfer: Omit<Transfer, 'timestamp'> & { index: number };
}

const word = /^0x[0-9a-fA-F]{64}$/;

/** An indexed address topic: 32 bytes whose last 20 are the address. */
export const addressOfTopic = (topic: string): string => `0x${topic.slice(-40).toLowerCase()}`;

/** The topic that matches an address in an eth_getLogs filter. */
export const topicOfAddress = (address: string): string =>
  `0x${address.trim().toLowerCase().replace(/^0x/, '').padStart(64, '0')}`;

export const hexToNumber = (hex: string): number => Number.parseInt(hex, 16);

/**
 * The transfer a log records, or undefined for anything else: another contract, another event,
 * an ERC-721 Transfer (its tokenId is a fourth topic, not data) or a log a reorg removed.
 */
export function decodeTransferLog(log: RpcLog, contract: string): TransferLog | undefined {
  if (log.removed || log.address.toLowerCase() !== contract.toLowerCase()) return undefined;
  const [topic0, fromTopic, toTopic] = log.topics;
  if (log.topics.length !== 3 || topic0?.toLowerCase() !== TRANSFER_TOPIC) return undefined;
  if (!word.test(fromTopic ?? '') || !word.test(toTopic ?? '') || !word.test(log.data)) return undefined;
  return {
    blockNumber: hexToNumber(log.blockNumber),
    ...(log.blockTimestamp && { blockTimestamp: hexToNumber(log.blockTimestamp) }),
    transfer: {
      txHash: log.transactionHash.toLowerCase(),
      index: hexToNumber(log.logIndex),
      from: addressOfTopic(fromTopic!),
      to: addressOfTopic(toTopic!),
      // uint256 can exceed 2^53 (bsc USDT has 18 decimals): BigInt, never Number.
      value: BigInt(log.data).toString(),
    },
  };
}
