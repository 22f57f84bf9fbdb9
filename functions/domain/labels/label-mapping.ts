import type { RiskCategory } from '../../../shared/rules/query-rules';

/**
 * How each public list maps onto the risk categories of spec 02 §3 and onto exchange names for
 * the report overview, in one table (data/README.md suggests the mapping; the choices beyond it
 * are explained inline). Parsers read this table and nothing else decides a category.
 */
export const labelMapping = {
  /** OFAC SDN digital-currency addresses: every entry is sanctioned, on every chain of its format. */
  ofac: { category: 'sanction' },
  /** ScamSniffer blacklist: phishing sites and wallet drainers. */
  scamsniffer: { category: 'fraudulent' },
  /** MyEtherWallet darklist: scam, phishing, fake-ICO and fake-token addresses (2017-18). */
  'mew-darklist': { category: 'fraudulent' },
  /** Forta's copy of Etherscan's lists; the `data_source` / label column names the list. */
  'forta-etherscan': {
    'phish-hack': 'fraudulent',
    exploit: 'attack',
    heist: 'thefts',
  },
  /** Etherscan / BscScan label cloud: label slug → category. */
  'etherscan-names': {
    'tornado-cash': 'money_laundering',
    'ethereum-mixer': 'money_laundering',
    blocked: 'blocked',
    heist: 'thefts',
    scam: 'fraudulent',
    gambling: 'gamble',
    'ofac-sanctions-lists': 'sanction',
    /*
     * `take-action` is deliberately unmapped: its 3,090 ETH entries are "Multichain Hack Alert n"
     * and "Sorbet Finance Hack Alert n", addresses Etherscan told to revoke approvals to exploited
     * contracts, i.e. potential VICTIMS. Calling them high_risk would flag innocent holders.
     */
  },
} as const satisfies {
  ofac: { category: RiskCategory };
  scamsniffer: { category: RiskCategory };
  'mew-darklist': { category: RiskCategory };
  'forta-etherscan': Record<string, RiskCategory>;
  'etherscan-names': Record<string, RiskCategory>;
};

/**
 * Etherscan exchange label slugs → the exchange's display name. Only these slugs make an exchange
 * label: `hot-wallet` / `cold-wallet` alone also tag wallet apps and gambling sites, so they are
 * not read as "exchange" unless one of these slugs is present too.
 */
export const exchangeLabelNames: Readonly<Record<string, string>> = {
  binance: 'Binance',
  huobi: 'Huobi',
  okx: 'OKX',
  coinbase: 'Coinbase',
  kraken: 'Kraken',
  kucoin: 'KuCoin',
  bitfinex: 'Bitfinex',
  poloniex: 'Poloniex',
  gemini: 'Gemini',
  bitstamp: 'Bitstamp',
  ftx: 'FTX',
  'gate-io': 'Gate.io',
  upbit: 'Upbit',
  bittrex: 'Bittrex',
  bithumb: 'Bithumb',
  'crypto-com': 'Crypto.com',
  bitmex: 'BitMEX',
};

/** BscScan's generic `exchange` label: the name field says which exchange. */
export const GENERIC_EXCHANGE_LABEL = 'exchange';

/** Spellings in BscScan names that mean a known exchange (lower-case key). */
const exchangeAliases: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.values(exchangeLabelNames).map((name) => [name.toLowerCase(), name])),
  'mexc.com': 'MEXC',
  mexc: 'MEXC',
  bitmart: 'BitMart',
};

/** "Name (TICKER)": a token contract that carries an exchange label, not an exchange wallet. */
const TOKEN_NAME = /\([^()]+\)\s*$/;
export const isTokenContractName = (name: string): boolean => TOKEN_NAME.test(name.trim());

/**
 * The exchange behind an entry labelled with the generic `exchange` label, from its name:
 * "Gate.io" → "Gate.io", "Binance: Hot Wallet 6" → "Binance", "Binance Hot Wallet 10" → "Binance",
 * "MaskEX 12" → "MaskEX", "mexc.com 2" → "MEXC". Undefined for token contracts ("Hotbit Token
 * (HTB)") and empty names: they do not identify an exchange's wallet.
 */
export function exchangeNameFromEntryName(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '' || TOKEN_NAME.test(trimmed)) return undefined;
  const base = trimmed
    .split(':')[0]!
    .replace(/\s+(hot|cold)\s+wallet.*$/i, '')
    .replace(/\s+\d+$/, '')
    .trim();
  if (base === '') return undefined;
  return exchangeAliases[base.toLowerCase()] ?? base;
}
