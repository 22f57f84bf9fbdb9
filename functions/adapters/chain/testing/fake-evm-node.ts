import { TRANSFER_TOPIC } from '../../../../shared/constants/tokens';
import type { FakeAnswer, RecordedCall } from './fake-fetch';
import { jsonRpcReplies } from './json-rpc-reply';

/**
 * An in-memory EVM node for the JSON-RPC source tests: blocks with regular timestamps, a list
 * of Transfer logs, and the refusals real nodes give (a range wider than `maxRange` blocks,
 * no batch support), answering eth_blockNumber, eth_getBlockByNumber, eth_getLogs and the
 * balanceOf eth_call.
 */
export interface FakeTransferLog {
  readonly block: number;
  readonly logIndex: number;
  readonly from: string;
  readonly to: string;
  readonly value: bigint;
  readonly txHash: string;
}

export interface FakeNodeOptions {
  readonly head: number;
  readonly contract: string;
  readonly logs: readonly FakeTransferLog[];
  /** Epoch seconds of block b. */
  readonly timeOf?: (block: number) => number;
  /** Wider eth_getLogs ranges get -32005 "query returned more than 10000 results". */
  readonly maxRange?: number;
  readonly batches?: boolean;
  /** Send `blockTimestamp` with every log, as some nodes do. */
  readonly logTimestamps?: boolean;
  readonly balance?: bigint;
}

const hex = (n: number | bigint) => `0x${n.toString(16)}`;
const word = (n: bigint | string) =>
  `0x${(typeof n === 'bigint' ? n.toString(16) : n.replace(/^0x/, '').toLowerCase()).padStart(64, '0')}`;

export function fakeEvmNode(options: FakeNodeOptions) {
  const timeOf = options.timeOf ?? ((b: number) => 1_600_000_000 + 12 * b);
  const getLogsRanges: { from: number; to: number; refused: boolean }[] = [];
  const blocksLookedUp: number[] = [];

  const answer = (request: { id: number; method: string; params: unknown[] }) => {
    const { ok, fail } = jsonRpcReplies(request.id);
    switch (request.method) {
      case 'eth_blockNumber':
        return ok(hex(options.head));
      case 'eth_getBlockByNumber': {
        const block = Number.parseInt(request.params[0] as string, 16);
        blocksLookedUp.push(block);
        return ok(block > options.head ? null : { number: hex(block), timestamp: hex(timeOf(block)) });
      }
      case 'eth_call':
        return ok(word(options.balance ?? 0n));
      case 'eth_getLogs': {
        const filter = request.params[0] as {
          fromBlock: string;
          toBlock: string;
          address: string;
          topics: (string | null)[];
        };
        const from = Number.parseInt(filter.fromBlock, 16);
        const to = Number.parseInt(filter.toBlock, 16);
        const refused = options.maxRange !== undefined && to - from + 1 > options.maxRange;
        getLogsRanges.push({ from, to, refused });
        if (refused) return fail(-32005, 'query returned more than 10000 results');
        const [, fromTopic, toTopic] = filter.topics;
        const matches = options.logs.filter(
          (l) =>
            filter.address.toLowerCase() === options.contract &&
            l.block >= from &&
            l.block <= to &&
            (!fromTopic || word(l.from) === fromTopic) &&
            (!toTopic || word(l.to) === toTopic),
        );
        return ok(
          matches.map((l) => ({
            address: options.contract,
            topics: [TRANSFER_TOPIC, word(l.from), word(l.to)],
            data: word(l.value),
            blockNumber: hex(l.block),
            blockHash: word(BigInt(l.block)),
            transactionHash: l.txHash,
            transactionIndex: '0x0',
            logIndex: hex(l.logIndex),
            removed: false,
            ...(options.logTimestamps && { blockTimestamp: hex(timeOf(l.block)) }),
          })),
        );
      }
      default:
        return fail(-32601, 'the method does not exist');
    }
  };

  const handle = (call: RecordedCall): FakeAnswer => {
    const body = call.body as
      | { id: number; method: string; params: unknown[] }
      | { id: number; method: string; params: unknown[] }[];
    if (Array.isArray(body)) {
      if (options.batches === false)
        return {
          json: {
            jsonrpc: '2.0',
            id: null,
            error: { code: -32600, message: 'batch requests are not supported' },
          },
        };
      return { json: body.map(answer) };
    }
    return { json: answer(body) };
  };

  return { handle, getLogsRanges, blocksLookedUp, timeOf };
}
