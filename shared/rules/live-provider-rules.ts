import { type Chain, chains } from './chain-rules';

/** What decides a chain's live provider: which keys and node URLs are set (their values aside). */
export interface LiveProviderPresence {
  readonly TRONGRID_API_KEY?: string | undefined;
  readonly ETHERSCAN_API_KEY?: string | undefined;
  readonly ETHEREUM_RPC_URL?: string | undefined;
  readonly BSC_RPC_URL?: string | undefined;
}

export type LiveProviderKind = 'tronGrid' | 'etherscan' | 'rpc';

/**
 * Which live provider answers for a chain (the table in functions/adapters/chain/live-providers.ts):
 * TronGrid for tron with its key; for ethereum and bsc Etherscan with its key, else the chain's
 * JSON-RPC node; none otherwise. One rule for the analysis's sources, the monitor's block
 * scanners, and the stack that tells the monitor's fan-out which chains to scan.
 */
export function liveProviderKindOf(
  chain: Chain,
  presence: LiveProviderPresence,
): LiveProviderKind | undefined {
  if (chain === 'tron') return presence.TRONGRID_API_KEY ? 'tronGrid' : undefined;
  if (presence.ETHERSCAN_API_KEY) return 'etherscan';
  return (chain === 'ethereum' ? presence.ETHEREUM_RPC_URL : presence.BSC_RPC_URL) ? 'rpc' : undefined;
}

/** The chains some live provider answers for. */
export const chainsWithLiveProvider = (presence: LiveProviderPresence): Chain[] =>
  chains.filter((chain) => liveProviderKindOf(chain, presence) !== undefined);
