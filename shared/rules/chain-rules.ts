/**
 * The chain and token catalogue and the address rules shared by the analyzer form, the monitoring
 * form and the server (spec 01 §2, §5; spec 02 §3, §5). Pure: no I/O, no Node built-ins.
 */

/** spec 01 §2: the catalogue is tron, ethereum and bsc, each with the single token usdt. */
export const chains = ['tron', 'ethereum', 'bsc'] as const;
export type Chain = (typeof chains)[number];

export const tokens = ['usdt'] as const;
export type Token = (typeof tokens)[number];

/** The token a request means when it names none (spec 01 §1, spec 02 §5: default usdt). */
export const DEFAULT_TOKEN: Token = 'usdt';

export const tokensOf: Readonly<Record<Chain, readonly Token[]>> = {
  tron: ['usdt'],
  ethereum: ['usdt'],
  bsc: ['usdt'],
};

/** The select value of the forms: `chain-token`, e.g. `tron-usdt`. */
export type ChainToken = `${Chain}-${Token}`;

export const chainTokens: readonly ChainToken[] = chains.flatMap((c) =>
  tokensOf[c].map((t): ChainToken => `${c}-${t}`),
);

/** spec 01 §2: the analyzer defaults to tron-usdt, the monitoring form to ethereum-usdt. */
export const DEFAULT_ANALYZER_CHAIN_TOKEN: ChainToken = 'tron-usdt';
export const DEFAULT_MONITOR_CHAIN_TOKEN: ChainToken = 'ethereum-usdt';

export const isChain = (value: unknown): value is Chain =>
  typeof value === 'string' && (chains as readonly string[]).includes(value);

export const isToken = (value: unknown): value is Token =>
  typeof value === 'string' && (tokens as readonly string[]).includes(value);

export const chainTokenOf = (chain: Chain, token: Token): ChainToken => `${chain}-${token}`;

/** Splits a stored `chain-token` choice; undefined when it is not in the catalogue (e.g. stale storage). */
export function parseChainToken(value: string): { chain: Chain; token: Token } | undefined {
  const [chain, token, ...rest] = value.trim().toLowerCase().split('-');
  if (rest.length > 0 || !isChain(chain) || !isToken(token) || !tokensOf[chain].includes(token))
    return undefined;
  return { chain, token };
}

/**
 * The chain codes of the usage statistics filter (spec 01 §3: "bsc, eth, tron"), which abbreviate
 * ethereum; `chainOfUsageCode` maps them onto the catalogue.
 */
export const usageChains = ['bsc', 'eth', 'tron'] as const;
export type UsageChain = (typeof usageChains)[number];

export const usageChainOf = (chain: Chain): UsageChain => (chain === 'ethereum' ? 'eth' : chain);
export const chainOfUsageCode = (code: UsageChain): Chain => (code === 'eth' ? 'ethereum' : code);

/** spec 01 §5: T followed by 33 base58 characters (base58 has no 0, O, I or l). */
export const tronAddressPattern = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
/** spec 01 §5: every other chain is EVM-style, 0x followed by 40 hex characters (any case). */
export const evmAddressPattern = /^0x[0-9a-fA-F]{40}$/;

export const addressPatternOf = (chain: Chain): RegExp =>
  chain === 'tron' ? tronAddressPattern : evmAddressPattern;

/** What is wrong with an address for a chain; the form shows one message per problem (spec 01 §5). */
export type AddressProblem = 'required' | 'invalid_tron' | 'invalid_evm';

export const ADDRESS_MESSAGES: Readonly<Record<AddressProblem, string>> = {
  required: 'The address is required',
  invalid_tron: 'Invalid TRON address',
  invalid_evm: 'Invalid EVM address',
};

/** The address is trimmed first, as the forms do. */
export function addressProblem(chain: Chain, address: string): AddressProblem | undefined {
  const trimmed = address.trim();
  if (trimmed === '') return 'required';
  if (addressPatternOf(chain).test(trimmed)) return undefined;
  return chain === 'tron' ? 'invalid_tron' : 'invalid_evm';
}

export const isValidAddress = (chain: Chain, address: string): boolean =>
  addressProblem(chain, address) === undefined;

/**
 * The form an address is stored and compared in: EVM hex is case-insensitive (checksum casing is
 * only a spelling), so it is lower-cased; base58 is case-sensitive, so TRON is kept as typed.
 */
export const normalizeAddress = (chain: Chain, address: string): string =>
  chain === 'tron' ? address.trim() : lowerCase(address.trim());

/**
 * Upper-case ASCII, or anything outside ASCII: only such strings can change under toLowerCase.
 * Screening normalises tens of thousands of addresses per report, most already lower-case; a
 * string returned as it is keeps its cached hash for the Map and Set lookups that follow, where a
 * fresh copy from toLowerCase must be hashed again (twice as slow on Node 24).
 */
const mayChangeCase = /[A-Z\u0080-\uffff]/;
const lowerCase = (text: string): string => (mayChangeCase.test(text) ? text.toLowerCase() : text);

/** spec 02 §4: a monitored address is "the same" ignoring case, on the same chain and token. */
export const sameAddress = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The chains an address's format fits: a TRON address only TRON, a 0x address every EVM chain of
 * the catalogue (the format cannot tell Ethereum from BSC). Empty when it fits none.
 */
export function chainsOfAddress(address: string): Chain[] {
  const trimmed = address.trim();
  return chains.filter((chain) => addressPatternOf(chain).test(trimmed));
}
