import { TRANSFER_TOPIC } from '../../../../shared/constants/tokens';
import type { RpcLog } from '../rpc/transfer-log.decoder';
import { jsonRpcReplies } from './json-rpc-reply';

/**
 * A JSON-RPC node over a fixed list of logs (the real sample logs, plus any a test adds):
 * eth_blockNumber, eth_getBlockByNumber and eth_getLogs filtered the way a node filters (contract,
 * topic0, block range). Used through fakeFetch in unit tests and behind node:http in the scan's
 * integration test. `maxRange` makes it refuse wider eth_getLogs ranges as providers do.
 */
export interface LogServingNodeOptions {
  head: number;
  readonly logs: RpcLog[];
  /** Epoch seconds of a block. */
  readonly timeOf: (block: number) => number;
  readonly maxRange?: number;
}

interface JsonRpcRequest {
  readonly id: unknown;
  readonly method: string;
  readonly params: unknown[];
}

export function logServingNode(options: LogServingNodeOptions) {
  const getLogsRanges: { from: number; to: number }[] = [];
  const answerOne = (request: JsonRpcRequest) => {
    const { ok, fail } = jsonRpcReplies(request.id);
    switch (request.method) {
      case 'eth_blockNumber':
        return ok(`0x${options.head.toString(16)}`);
      case 'eth_getBlockByNumber': {
        const block = Number.parseInt(request.params[0] as string, 16);
        return ok(
          block > options.head
            ? null
            : { number: `0x${block.toString(16)}`, timestamp: `0x${options.timeOf(block).toString(16)}` },
        );
      }
      case 'eth_getLogs': {
        const filter = request.params[0] as {
          fromBlock: string;
          toBlock: string;
          address?: string;
          topics?: (string | string[] | null)[];
        };
        const from = Number.parseInt(filter.fromBlock, 16);
        const to = Number.parseInt(filter.toBlock, 16);
        if (options.maxRange !== undefined && to - from + 1 > options.maxRange)
          return fail(-32005, 'query returned more than 10000 results');
        getLogsRanges.push({ from, to });
        const topic0 = filter.topics?.[0];
        return ok(
          options.logs.filter((log) => {
            const block = Number.parseInt(log.blockNumber, 16);
            return (
              block >= from &&
              block <= to &&
              (!filter.address || log.address.toLowerCase() === filter.address.toLowerCase()) &&
              // A topic given as a list matches any of its entries, as a node ORs them.
              (!topic0 ||
                [topic0].flat().some((wanted) => log.topics[0]?.toLowerCase() === wanted.toLowerCase()))
            );
          }),
        );
      }
      default:
        return fail(-32601, 'the method does not exist');
    }
  };
  const answer = (body: unknown): unknown =>
    Array.isArray(body) ? body.map((r) => answerOne(r as JsonRpcRequest)) : answerOne(body as JsonRpcRequest);
  return { answer, getLogsRanges, options };
}

/** A Transfer log of `contract` as a node writes it. */
export function transferLog(input: {
  contract: string;
  block: number;
  logIndex: number;
  txHash: string;
  from: string;
  to: string;
  value: bigint;
}): RpcLog {
  const word = (hex: string) => `0x${hex.replace(/^0x/, '').toLowerCase().padStart(64, '0')}`;
  return {
    address: input.contract,
    topics: [TRANSFER_TOPIC, word(input.from), word(input.to)],
    data: word(input.value.toString(16)),
    blockNumber: `0x${input.block.toString(16)}`,
    transactionHash: input.txHash,
    logIndex: `0x${input.logIndex.toString(16)}`,
  };
}
