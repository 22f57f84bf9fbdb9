import type { Chain } from '../../../shared/rules/chain-rules';
import { liveProviderKindOf } from '../../../shared/rules/live-provider-rules';
import { realSleep, type Sleep } from './backoff';

/**
 * Which live provider answers for a chain, decided by configuration alone (DESIGN §7),
 * for the analysis's per-address sources (chain-sources.ts) and monitoring's block scanners
 * (chain-scanners.ts) alike:
 *
 * | chain          | first choice                       | then                                   | otherwise |
 * |----------------|------------------------------------|----------------------------------------|-----------|
 * | tron           | TronGrid, when TRONGRID_API_KEY    | —                                      | none      |
 * | ethereum / bsc | Etherscan v2, when ETHERSCAN_API_KEY | JSON-RPC, when ETHEREUM_RPC_URL / BSC_RPC_URL | none |
 *
 * TronGrid without a key is throttled to a few requests per second and Etherscan v2 refuses
 * keyless calls, so a live provider is chosen only with a key; Etherscan comes before a node
 * because one indexed listing costs far fewer calls than scanning block windows. The choice itself
 * is shared/rules/live-provider-rules.ts, which the stack (infra) reads too.
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

export interface LiveProviderIo {
  readonly fetch?: typeof fetch;
  readonly sleep?: Sleep;
}

interface KeyedProviderOptions {
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly fetch: typeof fetch;
  readonly sleep: Sleep;
}

/** How to build each provider's client of one kind (a per-address source, or a block scanner). */
export interface LiveProviderFactories<T> {
  tronGrid(options: KeyedProviderOptions): T;
  etherscan(options: KeyedProviderOptions): T;
  rpc(options: {
    readonly urls: Partial<Record<'ethereum' | 'bsc', string>>;
    readonly fetch: typeof fetch;
    readonly sleep: Sleep;
  }): T;
}

/** Each chain's live provider client, or undefined where none is configured. */
export function liveProvidersByChain<T>(
  config: ChainSourceSettings,
  io: LiveProviderIo,
  make: LiveProviderFactories<T>,
): Record<Chain, T | undefined> {
  // Resolved at call time so a test's stubbed global fetch is honoured.
  const fetchFn: typeof fetch = io.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const sleep = io.sleep ?? realSleep;
  const tronGrid = config.TRONGRID_API_KEY
    ? make.tronGrid({ baseUrl: config.TRONGRID_URL, apiKey: config.TRONGRID_API_KEY, fetch: fetchFn, sleep })
    : undefined;
  const etherscan = config.ETHERSCAN_API_KEY
    ? make.etherscan({
        baseUrl: config.ETHERSCAN_URL,
        apiKey: config.ETHERSCAN_API_KEY,
        fetch: fetchFn,
        sleep,
      })
    : undefined;
  const urls = {
    ...(config.ETHEREUM_RPC_URL && { ethereum: config.ETHEREUM_RPC_URL }),
    ...(config.BSC_RPC_URL && { bsc: config.BSC_RPC_URL }),
  };
  const rpc = Object.keys(urls).length > 0 ? make.rpc({ urls, fetch: fetchFn, sleep }) : undefined;
  const clients = { tronGrid, etherscan, rpc };
  const clientFor = (chain: Chain) => {
    const kind = liveProviderKindOf(chain, config);
    return kind && clients[kind];
  };
  return { tron: clientFor('tron'), ethereum: clientFor('ethereum'), bsc: clientFor('bsc') };
}
