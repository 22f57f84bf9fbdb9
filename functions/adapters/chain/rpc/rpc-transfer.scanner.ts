import { TRANSFER_TOPIC, tokenContracts } from '../../../../shared/constants/tokens';
import type { Chain, Token } from '../../../../shared/rules/chain-rules';
import type { ChainTransferScanner, ScannedTransfer } from '../../../domain/monitoring/chain-scan.ports';
import { type BackoffPolicy, ChainSourceError, type Sleep } from '../backoff';
import { sortByPosition } from '../scan-order';
import { BlockClock } from './block-clock';
import { createJsonRpcClient, type JsonRpcClient } from './json-rpc.client';
import { contractLogs, halved, transferLogsIn } from './log-windows';

/**
 * The per-block scan over a node (monitoring at scale): `eth_blockNumber` for the head, then
 * `eth_getLogs` of the USDT contract filtered by the Transfer topic0 only (every sender and
 * receiver), in chunks of blocks. A chunk the node refuses for its size (too many results, range
 * too wide) is halved; after a success the chunk grows back, as in the per-address source.
 * Timestamps come with the logs when the node sends `blockTimestamp`, else one batch of block
 * look-ups per chunk.
 */
export interface RpcTransferScannerDeps {
  readonly urls: Partial<Record<Exclude<Chain, 'tron'>, string>>;
  readonly fetch: typeof fetch;
  readonly sleep: Sleep;
  readonly backoff?: BackoffPolicy;
  /** Blocks per eth_getLogs at first; bsc USDT makes tens of transfers a block. */
  readonly initialChunk?: number;
  readonly maxChunk?: number;
}

export function createRpcTransferScanner(deps: RpcTransferScannerDeps): ChainTransferScanner {
  const initialChunk = deps.initialChunk ?? 100;
  const maxChunk = deps.maxChunk ?? 1_000;
  const clients = new Map<string, JsonRpcClient>();
  const clientFor = (chain: Chain): JsonRpcClient => {
    const url = chain === 'tron' ? undefined : deps.urls[chain];
    if (!url) throw new ChainSourceError(`no JSON-RPC endpoint for ${chain}`);
    let client = clients.get(url);
    if (!client) {
      client = createJsonRpcClient({ url, fetch: deps.fetch, sleep: deps.sleep, backoff: deps.backoff });
      clients.set(url, client);
    }
    return client;
  };

  return {
    head: async (chain, signal) => new BlockClock(clientFor(chain), signal).head(),

    async transfers(chain: Chain, token: Token, fromBlock: number, toBlock: number, signal?: AbortSignal) {
      const rpc = clientFor(chain);
      const clock = new BlockClock(rpc, signal);
      const contract = tokenContracts[chain][token].contract;
      const scanned: ScannedTransfer[] = [];
      let chunk = initialChunk;
      let lo = fromBlock;
      while (lo <= toBlock) {
        const hi = Math.min(toBlock, lo + chunk - 1);
        const window = { lo, hi };
        const decoded = await transferLogsIn(window, contract, () =>
          contractLogs(rpc, window, contract, TRANSFER_TOPIC, signal),
        );
        if (!decoded) {
          chunk = halved({ lo, hi });
          continue;
        }
        for (const log of decoded)
          if (log.blockTimestamp !== undefined) clock.remember(log.blockNumber, log.blockTimestamp);
        const times = await clock.timestamps(decoded.map((d) => d.blockNumber));
        for (const { blockNumber, transfer } of decoded)
          scanned.push({ ...transfer, block: blockNumber, timestamp: times.get(blockNumber)! });
        lo = hi + 1;
        chunk = Math.min(maxChunk, chunk * 2);
      }
      return sortByPosition(scanned);
    },
  };
}
