import type { Chain } from '../../../../shared/rules/chain-rules';
import { normalizeAddress } from '../../../../shared/rules/chain-rules';
import { addressFromBody, generatedAddress } from '../../../domain/chain/address-codec';
import type { AnchorCategory, AnchorSet, RiskAnchor } from './anchor-set';
import { evmLookalike } from './lookalike';
import { Rng, seedOf } from './prng';
import { SHOWCASE_ADDRESSES } from './showcase-addresses';
import { TRON_LOOKALIKE_PAIRS } from './tron-lookalike-pairs';
import { WORLD_SEED } from './world-seed';

/**
 * The simulated world of one chain (DESIGN §7): who exists and what each actor does. Real
 * labelled addresses (the anchor set) are the exchanges, scammers, thieves, sanctioned and
 * gambling actors; generated addresses are the merchants, laundering intermediaries, ordinary
 * users and poisoning attackers. A chain whose feeds label no exchange gets generated, unnamed
 * exchanges, as it gets gambling sites wherever no `gamble` anchor exists.
 */

export type UserExposure = 'clean' | 'indirect' | 'direct' | 'gambler';

export type ActorRole =
  | {
      readonly kind: 'user';
      readonly exposure?: UserExposure;
      readonly category?: AnchorCategory;
      readonly poisoned?: boolean;
    }
  | { readonly kind: 'exchange'; readonly exchangeName?: string }
  | { readonly kind: 'merchant'; readonly yearlyTransfers?: number }
  | { readonly kind: 'launderer' }
  | { readonly kind: 'gambling' }
  | { readonly kind: 'risk'; readonly category: AnchorCategory }
  | { readonly kind: 'poisoner'; readonly target: string };

export interface World {
  readonly chain: Chain;
  /** Exchanges users deal with, the most used first. */
  readonly exchanges: readonly string[];
  readonly merchants: readonly string[];
  readonly launderers: readonly string[];
  readonly gamblingSites: readonly string[];
  /** Risk anchors other than gambling, by category. */
  readonly risksByCategory: ReadonlyMap<AnchorCategory, readonly string[]>;
  /** Risk anchors whose funds laundering intermediaries pass on. */
  readonly launderingSources: readonly string[];
  /** A poisoning attacker's lookalike of each target that has one. */
  readonly lookalikes: ReadonlyMap<string, string>;
  readonly roleOf: (address: string) => ActorRole;
  /** The ordinary users heavy actors deal with; generated on first use. */
  readonly poolUser: (index: number) => string;
}

/** Distinct ordinary users heavy actors trade with: enough to look real, cheap to generate. */
export const USER_POOL_SIZE = 8192;

const WORLD_EXCHANGES = 40;
const GENERATED_EXCHANGES = 8;
const EVM_MERCHANTS = 24;
const LAUNDERERS = 24;
const GENERATED_GAMBLING_SITES = 4;
const WORLD_GAMBLING_SITES = 12;
/** EVM lookalikes are made for the merchants and the most used exchanges. */
const EVM_POISONED_EXCHANGES = 12;

const LAUNDERING_SOURCE_CATEGORIES: readonly AnchorCategory[] = [
  'sanction',
  'thefts',
  'attack',
  'fraudulent',
  'money_laundering',
  'black_industry',
];

export function buildWorld(anchors: AnchorSet): World {
  const chain = anchors.chain;
  const rng = new Rng(seedOf(WORLD_SEED, chain, 'world'));
  const roles = new Map<string, ActorRole>();
  const generated = (kind: string, i: number) => generatedAddress(chain, `world:${chain}:${kind}:${i}`);

  const risksByCategory = new Map<AnchorCategory, string[]>();
  const gamblingAnchors: RiskAnchor[] = [];
  for (const risk of anchors.risks) {
    const address = normalizeAddress(chain, risk.address);
    if (risk.category === 'gamble') {
      gamblingAnchors.push(risk);
      roles.set(address, { kind: 'gambling' });
      continue;
    }
    roles.set(address, { kind: 'risk', category: risk.category });
    const list = risksByCategory.get(risk.category);
    if (list) list.push(address);
    else risksByCategory.set(risk.category, [address]);
  }

  for (const exchange of anchors.exchanges) {
    roles.set(normalizeAddress(chain, exchange.address), {
      kind: 'exchange',
      exchangeName: exchange.exchangeName,
    });
  }
  const exchanges =
    anchors.exchanges.length > 0
      ? anchors.exchanges.slice(0, WORLD_EXCHANGES).map((e) => normalizeAddress(chain, e.address))
      : Array.from({ length: GENERATED_EXCHANGES }, (_, i) => generated('exchange', i));
  for (const address of exchanges) if (!roles.has(address)) roles.set(address, { kind: 'exchange' });

  const lookalikes = new Map<string, string>();
  let merchants: string[];
  if (chain === 'tron') {
    merchants = TRON_LOOKALIKE_PAIRS.map(([target]) => target);
    for (const [target, lookalike] of TRON_LOOKALIKE_PAIRS) lookalikes.set(target, lookalike);
  } else {
    merchants = Array.from({ length: EVM_MERCHANTS }, (_, i) => generated('merchant', i));
    for (const target of [...merchants, ...exchanges.slice(0, EVM_POISONED_EXCHANGES)]) {
      lookalikes.set(target, evmLookalike(target, rng));
    }
  }
  for (const merchant of merchants) roles.set(merchant, { kind: 'merchant' });
  for (const [target, lookalike] of lookalikes) roles.set(lookalike, { kind: 'poisoner', target });

  const launderers = Array.from({ length: LAUNDERERS }, (_, i) => generated('launderer', i));
  for (const address of launderers) roles.set(address, { kind: 'launderer' });

  const gamblingSites =
    gamblingAnchors.length > 0
      ? gamblingAnchors.slice(0, WORLD_GAMBLING_SITES).map((g) => normalizeAddress(chain, g.address))
      : Array.from({ length: GENERATED_GAMBLING_SITES }, (_, i) => generated('gambling', i));
  for (const address of gamblingSites) roles.set(address, { kind: 'gambling' });

  for (const showcase of SHOWCASE_ADDRESSES) {
    if (showcase.chain !== chain || showcase.role.kind === 'exchange-anchor') continue;
    roles.set(showcase.address, showcase.role);
  }

  const pool: (string | undefined)[] = new Array(USER_POOL_SIZE);
  const body = new Uint8Array(20);
  const poolUser = (index: number): string => {
    const i = index % USER_POOL_SIZE;
    let address = pool[i];
    if (address === undefined) {
      const userRng = new Rng(seedOf(WORLD_SEED, chain, 'pool', i));
      for (let b = 0; b < 20; b++) body[b] = userRng.int(256);
      address = addressFromBody(chain, body);
      pool[i] = address;
    }
    return address;
  };

  return {
    chain,
    exchanges,
    merchants,
    launderers,
    gamblingSites,
    risksByCategory,
    launderingSources: LAUNDERING_SOURCE_CATEGORIES.flatMap((c) => risksByCategory.get(c) ?? []),
    lookalikes,
    roleOf: (address) => roles.get(normalizeAddress(chain, address)) ?? { kind: 'user' },
    poolUser,
  };
}
