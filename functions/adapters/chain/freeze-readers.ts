import type { Chain } from '../../../shared/rules/chain-rules';
import type { FreezeEventReader } from '../../domain/labels/tether-freeze/freeze-event';
import type { Sleep } from './backoff';
import { createEtherscanFreezeReader } from './etherscan/etherscan-freeze.reader';
import { type ChainSourceSettings, liveProvidersByChain } from './live-providers';
import { createRpcFreezeReader } from './rpc/rpc-freeze.reader';
import { createSimulatedFreezeReader, type InjectedFreezes } from './simulated/simulated-freezes';
import { createTronGridFreezeReader } from './trongrid/trongrid-freeze.reader';

/**
 * Where the Tether freeze feed reads each chain's USDT blacklist: the chain's live provider, chosen
 * by the same rule as the analysis and the block scans (live-providers.ts), else the simulated
 * ledger's blacklist on the local stack (never on AWS: simulated freezes must not become real
 * labels there; a chain without a provider is not read). Only TRON and ethereum: bsc's USDT is
 * Binance's bridged token, which Tether does not freeze.
 */
export const FREEZE_CHAINS = ['tron', 'ethereum'] as const satisfies readonly Chain[];

export interface FreezeReadersDeps {
  readonly config: ChainSourceSettings;
  readonly fetch?: typeof fetch;
  readonly sleep?: Sleep;
  /** True on the local stack: chains without a live provider read the simulated ledger. */
  readonly simulated: boolean;
  /** The local stack's injected freezes (POST /_local/ledger/freezes). */
  readonly injected?: InjectedFreezes;
}

export function createFreezeReaders(deps: FreezeReadersDeps): Partial<Record<Chain, FreezeEventReader>> {
  const live = liveProvidersByChain<FreezeEventReader | undefined>(deps.config, deps, {
    tronGrid: createTronGridFreezeReader,
    etherscan: createEtherscanFreezeReader,
    rpc: ({ urls, fetch, sleep }) =>
      urls.ethereum ? createRpcFreezeReader({ url: urls.ethereum, fetch, sleep }) : undefined,
  });
  const readers: Partial<Record<Chain, FreezeEventReader>> = {};
  for (const chain of FREEZE_CHAINS) {
    const reader =
      live[chain] ??
      (deps.simulated
        ? createSimulatedFreezeReader(chain, deps.injected ? { injected: deps.injected } : {})
        : undefined);
    if (reader) readers[chain] = reader;
  }
  return readers;
}
