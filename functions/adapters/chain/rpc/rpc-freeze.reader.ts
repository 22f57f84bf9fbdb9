import { tokenContracts } from '../../../../shared/constants/tokens';
import type { Chain } from '../../../../shared/rules/chain-rules';
import type { FreezeEvent, FreezeEventReader } from '../../../domain/labels/tether-freeze/freeze-event';
import type { BackoffPolicy, Sleep } from '../backoff';
import { BlockClock } from './block-clock';
import { blacklistTopics, decodeFreezeLog } from './freeze-log.decoder';
import { createJsonRpcClient } from './json-rpc.client';
import { contractLogs, halved, logsIn } from './log-windows';
import type { RpcLog } from './transfer-log.decoder';

/**
 * Ethereum's USDT blacklist events over a JSON-RPC node: one eth_getLogs per window of the
 * contract with topic0 any of the three blacklist events (a node ORs a topic list), a window the
 * node refuses for its size asked again in halves. Freezes are rare (a few a day), so windows are
 * wide: the backfill from the contract's creation is ~380 windows of 50,000 blocks.
 */
export interface RpcFreezeReaderDeps {
  readonly url: string;
  readonly fetch: typeof fetch;
  readonly sleep: Sleep;
  readonly backoff?: BackoffPolicy;
}

/** The block of ethereum USDT's creation (2017-11-28). */
export const ETHEREUM_USDT_CREATION_BLOCK = 4_634_748;
/** Blocks behind the head before events count as settled (~2.5 min; reorgs are shallower). */
export const ETHEREUM_FREEZE_CONFIRMATIONS = 12;
const WINDOW_BLOCKS = 50_000;

export function createRpcFreezeReader(
  deps: RpcFreezeReaderDeps,
  chain: Chain = 'ethereum',
): FreezeEventReader {
  const rpc = createJsonRpcClient(deps);
  const contract = tokenContracts[chain].usdt.contract;

  return {
    name: 'json-rpc',
    origin: ETHEREUM_USDT_CREATION_BLOCK,
    windowSize: WINDOW_BLOCKS,
    head: async (signal) => (await new BlockClock(rpc, signal).head()) - ETHEREUM_FREEZE_CONFIRMATIONS,
    async events(from, to, signal) {
      const clock = new BlockClock(rpc, signal);
      const logs: RpcLog[] = [];
      let chunk = to - from + 1;
      for (let lo = from; lo <= to; ) {
        const hi = Math.min(to, lo + chunk - 1);
        const window = { lo, hi };
        const got = await logsIn(window, () => contractLogs(rpc, window, contract, blacklistTopics, signal));
        if (!got) {
          chunk = halved({ lo, hi });
          continue;
        }
        logs.push(...got);
        lo = hi + 1;
      }
      for (const log of logs)
        if (log.blockTimestamp !== undefined)
          clock.remember(Number.parseInt(log.blockNumber, 16), Number.parseInt(log.blockTimestamp, 16));
      const times = await clock.timestamps(logs.map((log) => Number.parseInt(log.blockNumber, 16)));
      return logs
        .map((log) => decodeFreezeLog(log, chain, contract, (block) => times.get(block)))
        .filter((event): event is FreezeEvent => event !== undefined);
    },
  };
}
