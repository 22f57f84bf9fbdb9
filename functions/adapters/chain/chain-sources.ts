import type { Chain } from '../../../shared/rules/chain-rules';
import type { ChainSource } from '../../domain/analysis/model';
import { realSleep, type Sleep } from './backoff';
import { createEtherscanSource } from './etherscan/etherscan.source';
import { createRpcLogsSource } from './rpc/rpc-logs.source';
import { createTronGridSource } from './trongrid/trongrid.source';

/**
 * Which source answers for a chain, decided by configuration alone (DESIGN §7, issue 3):
 *
 * | chain          | first choice                       | then                                   | otherwise |
 * |----------------|------------------------------------|----------------------------------------|-----------|
 * | tron           | TronGrid, when TRONGRID_API_KEY    | —                                      | simulated |
 * | ethereum / bsc | Etherscan v2, when ETHERSCAN_API_KEY | JSON-RPC eth_getLogs, when ETHEREUM_RPC_URL / BSC_RPC_URL | simulated |
 *
 * TronGrid without a key is throttled to a few requests per second and Etherscan v2 refuses
 * keyless calls, so a live source is chosen only with a key; Etherscan comes before a node
 * because one indexed listing costs far fewer calls than scanning block windows. With nothing
 * configured the simulated ledger answers, and its histories say they are simulated, so the
 * product works offline (the default in tests and on the local stack).
 */
/** The chain-source settings, named as platform/config.ts reads them from the environment. */
export interface ChainSourceSettings {
  readonly TRONGRID_API_KEY?: string | undefined;
  readonly TRONGRID_URL: string;
  readonly ETHERSCAN_API_KEY?: string | undefined;
  readonly ETHERSCAN_URL: string;
  readonly ETHEREUM_RPC_URL?: string | undefined;
  readonly BSC_RPC_URL?: string | undefined;
}

export interface ChainSourcesDeps {
  readonly config: ChainSourceSettings;
  readonly fetch?: typeof fetch;
  readonly sleep?: Sleep;
  readonly simulated: ChainSource;
}

export function createChainSources(deps: ChainSourcesDeps): (chain: Chain) => ChainSource {
  const { config, simulated } = deps;
  // Resolved at call time so a test's stubbed global fetch is honoured.
  const fetchFn: typeof fetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const sleep = deps.sleep ?? realSleep;

  const tronGrid = config.TRONGRID_API_KEY
    ? createTronGridSource({
        baseUrl: config.TRONGRID_URL,
        apiKey: config.TRONGRID_API_KEY,
        fetch: fetchFn,
        sleep,
      })
    : undefined;
  const etherscan = config.ETHERSCAN_API_KEY
    ? createEtherscanSource({
        baseUrl: config.ETHERSCAN_URL,
        apiKey: config.ETHERSCAN_API_KEY,
        fetch: fetchFn,
        sleep,
      })
    : undefined;
  const rpcUrls = {
    ...(config.ETHEREUM_RPC_URL && { ethereum: config.ETHEREUM_RPC_URL }),
    ...(config.BSC_RPC_URL && { bsc: config.BSC_RPC_URL }),
  };
  const rpc =
    Object.keys(rpcUrls).length > 0
      ? createRpcLogsSource({ urls: rpcUrls, fetch: fetchFn, sleep })
      : undefined;

  const byChain: Record<Chain, ChainSource> = {
    tron: tronGrid ?? simulated,
    ethereum: etherscan ?? (rpc?.supports('ethereum') ? rpc : simulated),
    bsc: etherscan ?? (rpc?.supports('bsc') ? rpc : simulated),
  };
  return (chain) => byChain[chain];
}
