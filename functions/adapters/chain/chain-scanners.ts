import { type Chain, chains } from '../../../shared/rules/chain-rules';
import type { ChainTransferScanner } from '../../domain/monitoring/chain-scan.ports';
import { realSleep, type Sleep } from './backoff';
import type { ChainSourceSettings } from './chain-sources';
import { createEtherscanTransferScanner } from './etherscan/etherscan-transfer.scanner';
import { createRpcTransferScanner } from './rpc/rpc-transfer.scanner';
import { createTronGridTransferScanner } from './trongrid/trongrid-transfer.scanner';

/**
 * Which chains monitoring reads by block scan (docs/architecture.md, "Monitoring and alerts"): a
 * chain is scanned exactly when a live source is configured for it, by the same settings and in
 * the same order as createChainSources (tron: TronGrid with TRONGRID_API_KEY; ethereum / bsc:
 * Etherscan with ETHERSCAN_API_KEY, else the chain's JSON-RPC URL). Live providers cannot take one
 * read per monitored address and minute; the simulated ledger (nothing configured) can, and has
 * no scanner, so the local default stack keeps reading per address.
 */
export interface ChainScannersDeps {
  readonly config: ChainSourceSettings;
  readonly fetch?: typeof fetch;
  readonly sleep?: Sleep;
}

export function createChainScanners(
  deps: ChainScannersDeps,
): (chain: Chain) => ChainTransferScanner | undefined {
  const { config } = deps;
  const fetchFn: typeof fetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const sleep = deps.sleep ?? realSleep;
  const tronGrid = config.TRONGRID_API_KEY
    ? createTronGridTransferScanner({
        baseUrl: config.TRONGRID_URL,
        apiKey: config.TRONGRID_API_KEY,
        fetch: fetchFn,
        sleep,
      })
    : undefined;
  const etherscan = config.ETHERSCAN_API_KEY
    ? createEtherscanTransferScanner({
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
      ? createRpcTransferScanner({ urls: rpcUrls, fetch: fetchFn, sleep })
      : undefined;
  const byChain: Record<Chain, ChainTransferScanner | undefined> = {
    tron: tronGrid,
    ethereum: etherscan ?? (rpcUrls.ethereum ? rpc : undefined),
    bsc: etherscan ?? (rpcUrls.bsc ? rpc : undefined),
  };
  return (chain) => byChain[chain];
}

/**
 * The chains the monitor fan-out sends a scan message for: MONITOR_SCAN_CHAINS when the stack
 * set it (on AWS the fan-out may not read the keys secret, so the stack names every chain whose
 * keys may sit there, and the shard poller, which holds the keys, answers a chain without a
 * scanner at once), else the chains this config itself has a live source for.
 */
export function chainScanCandidates(
  config: ChainSourceSettings & { readonly MONITOR_SCAN_CHAINS?: readonly Chain[] | undefined },
): Chain[] {
  if (config.MONITOR_SCAN_CHAINS) return [...config.MONITOR_SCAN_CHAINS];
  const scannerFor = createChainScanners({ config });
  return chains.filter((chain) => scannerFor(chain) !== undefined);
}
