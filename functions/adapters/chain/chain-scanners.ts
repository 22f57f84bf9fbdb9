import type { Chain } from '../../../shared/rules/chain-rules';
import { chainsWithLiveProvider } from '../../../shared/rules/live-provider-rules';
import type { ChainTransferScanner } from '../../domain/monitoring/chain-scan.ports';
import type { Sleep } from './backoff';
import { createEtherscanTransferScanner } from './etherscan/etherscan-transfer.scanner';
import { type ChainSourceSettings, liveProvidersByChain } from './live-providers';
import { createRpcTransferScanner } from './rpc/rpc-transfer.scanner';
import { createTronGridTransferScanner } from './trongrid/trongrid-transfer.scanner';

/**
 * Which chains monitoring reads by block scan (docs/areas/monitoring-and-alerts.md): a
 * chain is scanned exactly when a live provider is configured for it, chosen by the same rule
 * as the analysis's sources (live-providers.ts). Live providers cannot take one
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
  const live = liveProvidersByChain<ChainTransferScanner>(deps.config, deps, {
    tronGrid: createTronGridTransferScanner,
    etherscan: createEtherscanTransferScanner,
    rpc: createRpcTransferScanner,
  });
  return (chain) => live[chain];
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
  return chainsWithLiveProvider(config);
}
