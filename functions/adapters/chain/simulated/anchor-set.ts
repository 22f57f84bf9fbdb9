import type { Chain } from '../../../../shared/rules/chain-rules';
import { normalizeAddress } from '../../../../shared/rules/chain-rules';
import type { RiskCategory } from '../../../../shared/rules/query-rules';
import type { AddressLabel } from '../../../domain/labels/address-label';
import { seedOf } from './prng';

/**
 * The real labelled addresses the simulated world is built around (DESIGN §7): exchange hot
 * wallets and risk addresses picked from the imported label feeds. Nothing here is invented:
 * every anchor is an address a feed labelled, with that feed's category or exchange name. The
 * set is plain JSON so the label import can store it and the ledger can load it at run time.
 */
export interface ExchangeAnchor {
  readonly address: string;
  /** As the feed names the exchange for the overview, e.g. "Binance". */
  readonly exchangeName: string;
  /** The feed's name for the wallet, e.g. "Binance 14". */
  readonly name?: string;
  readonly source: string;
}

export type AnchorCategory = Exclude<RiskCategory, 'normal'>;

export interface RiskAnchor {
  readonly address: string;
  readonly category: AnchorCategory;
  readonly name?: string;
  readonly source: string;
}

export interface AnchorSet {
  readonly chain: Chain;
  readonly exchanges: readonly ExchangeAnchor[];
  readonly risks: readonly RiskAnchor[];
}

export const emptyAnchorSet = (chain: Chain): AnchorSet => ({ chain, exchanges: [], risks: [] });

/** When one address carries several categories, the most serious one names its role. */
const categoryPriority: readonly AnchorCategory[] = [
  'sanction',
  'thefts',
  'attack',
  'money_laundering',
  'fraudulent',
  'black_industry',
  'blocked',
  'high_risk',
  'gamble',
];

/**
 * Caps that keep a stored set well under 300 KB per chain (about 120 bytes an anchor): every
 * labelled exchange wallet (about 400 on ethereum) fits. All
 * sanctioned addresses are kept: they are few and the TRON world has no other risk anchors.
 */
const MAX_EXCHANGES = 600;
const MAX_PER_CATEGORY: Readonly<Record<AnchorCategory, number>> = {
  sanction: 600,
  thefts: 150,
  attack: 150,
  money_laundering: 150,
  fraudulent: 200,
  black_industry: 150,
  blocked: 150,
  high_risk: 150,
  gamble: 120,
};

/** Token contracts also carry exchange labels ("Hotbit Token (HTB)"); they are not wallets. */
const looksLikeTokenContract = (name: string | undefined): boolean =>
  name !== undefined && (/\([A-Za-z0-9.$-]{1,12}\)\s*$/.test(name) || /\btoken\b/i.test(name));

/** A spread over feeds and names that does not depend on the order labels arrive in. */
const spreadKey = (address: string): number => seedOf('anchor', address);
/** Each key computed once: a comparator that hashed both sides hashed each address ~log n times. */
const sortedBySpread = <T extends { address: string }>(items: readonly T[]): T[] =>
  items
    .map((item) => ({ item, key: spreadKey(item.address) }))
    .sort((a, b) => a.key - b.key || (a.item.address < b.item.address ? -1 : 1))
    .map(({ item }) => item);

/**
 * Picks the anchors of one chain from imported labels, deterministically: the same labels in
 * any order give the same set. An address with any risk category is a risk anchor (never an
 * exchange); an exchange-named address with no category is an exchange anchor.
 */
export function selectAnchors(labels: readonly AddressLabel[], chain: Chain): AnchorSet {
  const byAddress = new Map<string, AddressLabel[]>();
  for (const label of labels) {
    if (label.chain !== chain) continue;
    const address = normalizeAddress(chain, label.address);
    const list = byAddress.get(address);
    if (list) list.push(label);
    else byAddress.set(address, [label]);
  }

  const risks = new Map<AnchorCategory, RiskAnchor[]>();
  const exchangesByName = new Map<string, ExchangeAnchor[]>();
  for (const [address, list] of byAddress) {
    const category = categoryPriority.find((c) => list.some((l) => l.category === c));
    if (category) {
      const label = list.find((l) => l.category === category)!;
      const anchor: RiskAnchor = { address, category, source: label.source, ...nameOf(label) };
      const bucket = risks.get(category);
      if (bucket) bucket.push(anchor);
      else risks.set(category, [anchor]);
      continue;
    }
    const label = list
      .filter((l) => l.exchangeName && !looksLikeTokenContract(l.name))
      .sort((a, b) => (a.source < b.source ? -1 : a.source > b.source ? 1 : 0))[0];
    if (!label?.exchangeName) continue;
    const anchor: ExchangeAnchor = {
      address,
      exchangeName: label.exchangeName,
      source: label.source,
      ...nameOf(label),
    };
    const bucket = exchangesByName.get(label.exchangeName);
    if (bucket) bucket.push(anchor);
    else exchangesByName.set(label.exchangeName, [anchor]);
  }

  return {
    chain,
    exchanges: roundRobin([...exchangesByName.entries()], MAX_EXCHANGES),
    risks: categoryPriority.flatMap((category) =>
      sortedBySpread(risks.get(category) ?? []).slice(0, MAX_PER_CATEGORY[category]),
    ),
  };
}

const nameOf = (label: AddressLabel): { name?: string } => (label.name ? { name: label.name } : {});

/** Every exchange keeps some wallets before any exchange gets many. */
function roundRobin(groups: [string, ExchangeAnchor[]][], max: number): ExchangeAnchor[] {
  const sorted = groups
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, wallets]) => sortedBySpread(wallets));
  const picked: ExchangeAnchor[] = [];
  for (let round = 0; picked.length < max; round++) {
    let any = false;
    for (const wallets of sorted) {
      const wallet = wallets[round];
      if (!wallet) continue;
      any = true;
      picked.push(wallet);
      if (picked.length === max) break;
    }
    if (!any) break;
  }
  return picked;
}
