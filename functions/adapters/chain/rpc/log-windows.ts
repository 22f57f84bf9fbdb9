import { SourceUnavailableError } from '../../../domain/chain/chain-source';
import { type JsonRpcClient, JsonRpcError } from './json-rpc.client';
import { decodeTransferLog, type RpcLog, type TransferLog } from './transfer-log.decoder';

/**
 * Reading Transfer logs in block windows that adapt to the node: a window the node refuses for
 * its size is asked again at half the size, down to a single block; the readers widen it again
 * after each answer.
 */
const rangeRefused =
  /more than \d+ results|block range|range (is )?too (wide|large|big)|limit exceeded|too many (blocks|results)|exceed(s|ed)? .*(range|limit)|response size|query timeout|max.*range/i;

/** The node refused the window for its size (not for throttling, which the client retries). */
export const isRangeRefusal = (error: unknown): boolean =>
  error instanceof JsonRpcError && (error.code === -32005 || rangeRefused.test(error.message));

/** Blocks `lo` to `hi`, both inclusive. */
export interface BlockWindow {
  readonly lo: number;
  readonly hi: number;
}

/** The `eth_getLogs` filter of `contract`'s logs in `window` (block numbers in hex). */
export const logFilter = ({ lo, hi }: BlockWindow, contract: string) => ({
  fromBlock: `0x${lo.toString(16)}`,
  toBlock: `0x${hi.toString(16)}`,
  address: contract,
});

/** `contract`'s logs in `window` whose topic0 is one of `topic0` (a node ORs a topic list). */
export const contractLogs = async (
  rpc: JsonRpcClient,
  window: BlockWindow,
  contract: string,
  topic0: string | readonly string[],
  signal?: AbortSignal,
): Promise<RpcLog[]> =>
  (await rpc.call<RpcLog[] | null>(
    'eth_getLogs',
    [{ ...logFilter(window, contract), topics: [topic0] }],
    signal,
  )) ?? [];

/**
 * The logs `getLogs` reads for `window`, or undefined when the node refused the window for its
 * size (ask half: `halved`). A refused single block fails the read: no smaller window exists.
 */
export async function logsIn(
  window: BlockWindow,
  getLogs: () => Promise<readonly RpcLog[]>,
): Promise<readonly RpcLog[] | undefined> {
  try {
    return await getLogs();
  } catch (error) {
    if (!isRangeRefusal(error)) throw error;
    if (window.hi === window.lo)
      throw new SourceUnavailableError(
        `eth_getLogs refused even block ${window.lo}: ${(error as Error).message}`,
        { cause: error },
      );
    return undefined;
  }
}

/** The transfers of `contract` in the logs `getLogs` reads for `window` (see logsIn). */
export async function transferLogsIn(
  window: BlockWindow,
  contract: string,
  getLogs: () => Promise<readonly RpcLog[]>,
): Promise<TransferLog[] | undefined> {
  const logs = await logsIn(window, getLogs);
  return logs?.map((log) => decodeTransferLog(log, contract)).filter((t) => t !== undefined);
}

/** The size of the window to ask after `window` was refused. */
export const halved = ({ lo, hi }: BlockWindow): number => Math.max(1, Math.floor((hi - lo + 1) / 2));
