import { TRANSFER_TOPIC, tokenContracts } from '../../../../shared/constants/tokens';
import type { Chain } from '../../../../shared/rules/chain-rules';
import type { ChainSource, TransferHistory, TransferQuery } from '../../../domain/chain/chain-source';
import { type BackoffPolicy, ChainSourceError, type Sleep } from '../backoff';
import { NewestTransfers } from '../newest-transfers';
import { BlockClock } from './block-clock';
import { createJsonRpcClient } from './json-rpc.client';
import { halved, logFilter, transferLogsIn } from './log-windows';
import { type RpcLog, type TransferLog, topicOfAddress } from './transfer-log.decoder';

/**
 * ethereum and bsc USDT transfers straight from a node: `eth_getLogs` of the Transfer event,
 * for when no Etherscan key is configured.
 *
 * 1. The time range becomes a block range: `eth_blockNumber` for the head, then a search over
 *    block timestamps (BlockClock).
 * 2. Windows of blocks are read from the newest backwards, each with two filters in one batch:
 *    topic1 = the address (outgoing) and topic2 = the address (incoming).
 * 3. Nodes cap a query (by blocks or by results, "query returned more than 10000 results",
 *    "block range is too wide", -32005): a refused window is halved and retried; after a
 *    success the window doubles again, so dense and sparse stretches both go quickly.
 * 4. It stops once a whole window has brought more than `limit` transfers: older windows cannot
 *    hold any of the newest `limit`.
 */
export interface RpcLogsSourceDeps {
  readonly urls: Partial<Record<Exclude<Chain, 'tron'>, string>>;
  readonly fetch: typeof fetch;
  readonly sleep: Sleep;
  readonly backoff?: BackoffPolicy;
  /** Blocks in the first window. */
  readonly initialWindow?: number;
  /** The window never grows beyond this many blocks. */
  readonly maxWindow?: number;
}

/**
 * No USDT transfer is older than its contract: ethereum's USDT was created in block 4,634,748
 * (2017-11-28). bsc starts at 0, the safe bound (only the first range search step touches it).
 */
const firstBlockOf: Readonly<Record<Exclude<Chain, 'tron'>, number>> = { ethereum: 4_634_748, bsc: 0 };

export function createRpcLogsSource(deps: RpcLogsSourceDeps): ChainSource {
  const initialWindow = deps.initialWindow ?? 5_000;
  const maxWindow = deps.maxWindow ?? 200_000;

  return {
    name: 'rpc',
    supports: (chain: Chain) => chain !== 'tron' && deps.urls[chain] !== undefined,

    async fetchTransfers(query: TransferQuery, signal?: AbortSignal): Promise<TransferHistory> {
      const url = query.chain === 'tron' ? undefined : deps.urls[query.chain];
      if (query.chain === 'tron' || !url)
        throw new ChainSourceError(`no JSON-RPC endpoint for ${query.chain}`);
      const rpc = createJsonRpcClient({ url, fetch: deps.fetch, sleep: deps.sleep, backoff: deps.backoff });
      const clock = new BlockClock(rpc, signal);
      const contract = tokenContracts[query.chain][query.token].contract;
      const addressTopic = topicOfAddress(query.address);

      const head = await clock.head();
      const floor = Math.min(firstBlockOf[query.chain], head);
      const fromBlock =
        query.startAt === undefined ? floor : await clock.firstBlockAtOrAfter(query.startAt, floor, head);
      const toBlock =
        query.endAt === undefined ? head : await clock.lastBlockAtOrBefore(query.endAt, floor, head);

      const collected = new NewestTransfers(query);
      let window = initialWindow;
      let cursor = toBlock;
      while (cursor >= fromBlock && !collected.full) {
        const lo = Math.max(fromBlock, cursor - window + 1);
        const range = logFilter({ lo, hi: cursor }, contract);
        const decoded = await transferLogsIn({ lo, hi: cursor }, contract, async () => {
          const [outgoing, incoming] = await rpc.batch(
            [
              { method: 'eth_getLogs', params: [{ ...range, topics: [TRANSFER_TOPIC, addressTopic] }] },
              { method: 'eth_getLogs', params: [{ ...range, topics: [TRANSFER_TOPIC, null, addressTopic] }] },
            ],
            signal,
          );
          return [...((outgoing as RpcLog[] | null) ?? []), ...((incoming as RpcLog[] | null) ?? [])];
        });
        if (!decoded) {
          window = halved({ lo, hi: cursor });
          continue;
        }
        await addWithTimestamps(decoded, clock, collected);
        cursor = lo - 1;
        window = Math.min(maxWindow, window * 2);
      }

      const balance = await rpc.call<string>(
        'eth_call',
        [{ to: contract, data: `0x70a08231${addressTopic.slice(2)}` }, 'latest'],
        signal,
      );
      return {
        ...collected.result(),
        currentBalance: !balance || balance === '0x' ? '0' : BigInt(balance).toString(),
        source: 'rpc',
        simulated: false,
      };
    },
  };
}

/** Timestamps from the logs when the node sent them, else one batch of block look-ups. */
async function addWithTimestamps(logs: TransferLog[], clock: BlockClock, collected: NewestTransfers) {
  for (const log of logs)
    if (log.blockTimestamp !== undefined) clock.remember(log.blockNumber, log.blockTimestamp);
  const times = await clock.timestamps(logs.map((l) => l.blockNumber));
  for (const { blockNumber, transfer } of logs)
    collected.add({ ...transfer, timestamp: times.get(blockNumber)! }, blockNumber * 1e6 + transfer.index);
}
