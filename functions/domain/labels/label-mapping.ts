import type { RiskCategory } from '../../../shared/rules/query-rules';

/**
 * How each public list maps onto the risk categories of spec 02 §3 and onto exchange names for
 * the report overview, in one table (data/README.md suggests the mapping; the choices beyond it
 * are explained inline). Parsers read this table and nothing else decides a category.
 */
/** What a listed-address CSV row is: a risk category, or an exchange's own wallet. */
export const EXCHANGE = 'exchange';
export type ListedRole = RiskCategory | typeof EXCHANGE;

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
  /*
   * The three listed-address CSVs (chain,address,category,name,…): their `category` column →
   * a risk category, or `exchange` for an exchange-owned wallet (a name, no risk).
   */
  /** DefiLlama's CEX reserve adapters: every row is an exchange's own wallet. */
  'defillama-cex': { exchange: EXCHANGE },
  /**
   * Tornado Cash pools and routers: a mixer, so money laundering. OFAC delisted Tornado Cash in
   * March 2025, so these are NOT `sanction` (the OFAC feed decides sanctions).
   */
  'tornado-cash-pools': { mixer: 'money_laundering' },
  /** EtherScamDB: phishing sites and scams (fake ICOs, giveaways) alike are fraud. */
  etherscamdb: { phishing: 'fraudulent', scam: 'fraudulent' },
} as const satisfies {
  ofac: { category: RiskCategory };
  scamsniffer: { category: RiskCategory };
  'mew-darklist': { category: RiskCategory };
  'forta-etherscan': Record<string, RiskCategory>;
  'etherscan-names': Record<string, RiskCategory>;
  'defillama-cex': Record<string, ListedRole>;
  'tornado-cash-pools': Record<string, ListedRole>;
  etherscamdb: Record<string, ListedRole>;
};

/**
 * Etherscan exchange label slugs → the exchange's display name. Only these slugs make an exchange
 * label: `hot-wallet` / `cold-wallet` alone also tag wallet apps and gambling sites, so they are
 * not read as "exchange" unless one of these slugs is present too.
 */
export const exchangeLabelNames: Readonly<Record<string, string>> = {
  binance: 'Binance',
  // Huobi trades as HTX since 2023: one exchange, one name (and one mark) whatever list names it.
  huobi: 'HTX',
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
  huobi: 'HTX',
  'mexc.com': 'MEXC',
  mexc: 'MEXC',
  bitmart: 'BitMart',
};

/**
 * DefiLlama's CEX adapter slugs → the exchange's display name (DefiLlama's own protocol names,
 * aligned with the Etherscan names above where both list an exchange: `okex` is OKX, `huobi`
 * HTX, `gate-io` Gate.io). A slug missing here still names its exchange, read from the slug
 * (defiLlamaExchangeName); the table exists because slugs are not names ("bing-cex" is BingX,
 * "bitmark" BitMart, "cake-defi" Bake.io).
 */
export const defiLlamaExchangeNames: Readonly<Record<string, string>> = {
  TradeOgre: 'TradeOgre',
  'arkham-exchange': 'Arkham Exchange',
  'biconomy-cex': 'Biconomy.com',
  bigone: 'BigONE',
  'binance-us': 'Binance.US',
  'bing-cex': 'BingX',
  bitcointry: 'Bitcointry',
  bitfinex: exchangeLabelNames.bitfinex!,
  bitget: 'Bitget',
  bitkan: 'BitKan',
  'bitlo-cex': 'Bitlo',
  bitmark: 'BitMart',
  bitmex: exchangeLabelNames.bitmex!,
  bitomato: 'BiTomato',
  'bitrue-cex': 'Bitrue',
  'bitunix-cex': 'Bitunix',
  bitvavo: 'Bitvavo',
  bitvenus: 'BitVenus',
  bydfi: 'BYDFi',
  'bytedex-cex': 'Byte Exchange',
  'cake-defi': 'Bake.io',
  'coin8-cex': 'Coin8',
  coinex: 'CoinEx',
  coinsquare: 'Coinsquare',
  coinstore: 'Coinstore',
  coinw: 'CoinW',
  'crypto-com': exchangeLabelNames['crypto-com']!,
  deribit: 'Deribit',
  exmo: 'Exmo',
  fastex: 'Fastex',
  'gate-io': exchangeLabelNames['gate-io']!,
  gemini: exchangeLabelNames.gemini!,
  grovex: 'GroveX',
  hashkey: 'HashKey Global',
  'hashkey-exchange': 'HashKey Exchange',
  hibt: 'HIBT',
  hotbit: 'Hotbit',
  hotcoin: 'Hotcoin',
  huobi: exchangeLabelNames.huobi!,
  'klever-exchange': 'Klever Exchange',
  korbit: 'Korbit',
  kraken: exchangeLabelNames.kraken!,
  kucoin: exchangeLabelNames.kucoin!,
  'lbank-exchange': 'LBank',
  levex: 'LeveX',
  maskex: 'MaskEX',
  nbx: 'NBX',
  'nexo-cex': 'Nexo',
  niza: 'Niza',
  okcoin: 'Okcoin',
  okex: exchangeLabelNames.okx!,
  'orangex-cex': 'OrangeX',
  ourbit: 'Ourbit',
  p2pb2b: 'P2B',
  'pionex-cex': 'Pionex',
  'poloniex-cex': exchangeLabelNames.poloniex!,
  probit: 'ProBit Global',
  robinhood: 'Robinhood',
  sclite: 'SCLiTE',
  'tapbit-cex': 'Tapbit',
  toobit: 'Toobit',
  'valr-cex': 'VALR',
  webot: 'Webot',
  'woo-cex': 'WOO X',
  'zoomex-cex': 'Zoomex',
};

/**
 * The display name of a DefiLlama slug: the table's, else the slug read as a name without its
 * `-cex` / `-exchange` suffix ("fire" → "Fire", "new-exchange" → "New"). Undefined for an empty slug.
 */
export function defiLlamaExchangeName(slug: string): string | undefined {
  const trimmed = slug.trim();
  const known = defiLlamaExchangeNames[trimmed];
  if (known) return known;
  const words = trimmed
    .replace(/-(cex|exchange)$/i, '')
    .split(/[-_\s]+/)
    .filter((w) => w !== '');
  if (words.length === 0) return undefined;
  const derived = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');
  return exchangeAliases[derived.toLowerCase()] ?? derived;
}

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
