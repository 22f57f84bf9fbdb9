import type { Chain } from '../../../shared/rules/chain-rules';
import type { ChainSource } from '../../domain/chain/chain-source';
import type { Sleep } from './backoff';
import { createEtherscanSource } from './etherscan/etherscan.source';
import { type ChainSourceSettings, liveProvidersByChain } from './live-providers';
import { createRpcLogsSource } from './rpc/rpc-logs.source';
import { createTronGridSource } from './trongrid/trongrid.source';

export interface ChainSourcesDeps {
  readonly config: ChainSourceSettings;
  readonly fetch?: typeof fetch;
  readonly sleep?: Sleep;
  readonly simulated: ChainSource;
}

/**
 * The analysis's chain source for each chain: the live provider configured for it
 * (live-providers.ts), else the simulated ledger, whose histories say they are simulated, so the
 * product works offline (the default in tests and on the local stack).
 */
export function createChainSources(deps: ChainSourcesDeps): (chain: Chain) => ChainSource {
  const live = liveProvidersByChain<ChainSource>(deps.config, deps, {
    tronGrid: createTronGridSource,
    etherscan: createEtherscanSource,
    rpc: createRpcLogsSource,
  });
  return (chain) => live[chain] ?? deps.simulated;
}
