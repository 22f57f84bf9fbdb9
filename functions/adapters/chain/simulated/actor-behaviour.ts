import type { Chain } from '../../../../shared/rules/chain-rules';
import type { AnchorCategory } from './anchor-set';
import type { Rng } from './prng';
import { hourCdf, type Rhythm } from './transfer-times';
import { type ActorRole, USER_POOL_SIZE, type UserExposure, type World } from './world';

/**
 * What one actor does over its year, derived from its role and its own random stream: how many
 * transfers, when, with whom, how much. Amounts are micro-USDT (6 decimals) as bigint; the
 * ledger scales them to the chain's decimals. A draft is filled in place (one object per
 * history, not one per transfer) because the heaviest actors make 100,000+ of them.
 */

export interface Draft {
  counterparty: string;
  inbound: boolean;
  micro: bigint;
}

export type DraftFiller = (draft: Draft, balance: bigint) => void;

export interface Behaviour {
  readonly count: number;
  /** Days after the start of the year window before the first transfer. */
  readonly firstDay: number;
  readonly tzHours: number;
  readonly hours: Float64Array;
  readonly inboundShare: number;
  /** How often a payment to a target with a lookalike is answered by the attacker's dust. */
  readonly poisonRate: number;
  /** Only poisoning attackers send while holding less than MIN_SPEND (zero and dust). */
  readonly spendsDust: boolean;
  /** Transfers fixed by the role at given positions (exposure, opening deposits). */
  readonly events: ReadonlyMap<number, DraftFiller>;
  /** Fill an incoming / outgoing transfer's counterparty and amount (the generator sets `inbound`). */
  readonly inflow: DraftFiller;
  readonly outflow: DraftFiller;
}

export const MICRO_PER_CENT = 10_000n;
const USDT = 1_000_000n;

/** Most users of each chain live in these zones (hours from UTC). */
const TIME_ZONES: Readonly<Record<Chain, readonly number[]>> = {
  tron: [8, 8, 8, 7, 3, 3, 1, 0, -3, -5, 9, 5],
  ethereum: [-5, -5, -8, 0, 1, 1, 2, 3, 8, 9, -3, 5],
  bsc: [8, 7, 3, 1, 0, 9, -3, 5, 2, 8],
};

/** An amount around `typical` USDT cents; people like round numbers. */
function amount(rng: Rng, typicalCents: number, sigma: number): bigint {
  let cents = Math.round(typicalCents * Math.exp(sigma * rng.normal()));
  const roundness = rng.float();
  if (roundness < 0.3) cents = Math.round(cents / 100) * 100;
  else if (roundness < 0.4) cents = Math.round(cents / 1000) * 1000;
  // One bigint per amount: cents * 10^4 stays an exact integer below 2^53 (at most 10^15).
  return BigInt(Math.min(1e11, Math.max(1, cents)) * 10_000);
}

/** `min`–`max` percent of the balance, whole cents. */
function portion(rng: Rng, balance: bigint, min: number, max: number): bigint {
  const value = (balance * BigInt(rng.between(min, max))) / 100n;
  return value - (value % MICRO_PER_CENT);
}

/** Favours the first items: popular exchanges, regular customers. */
const popular = <T>(rng: Rng, items: readonly T[]): T => {
  const u = rng.float();
  return items[Math.floor(items.length * u * u)]!;
};

/** Index of a weighted choice; weights need not sum to 1. */
function weighted(rng: Rng, cumulative: Float64Array): number {
  const u = rng.float() * cumulative[cumulative.length - 1]!;
  let i = 0;
  while (i < cumulative.length - 1 && cumulative[i]! <= u) i++;
  return i;
}

const cumulate = (weights: readonly number[]): Float64Array => {
  const out = new Float64Array(weights.length);
  let sum = 0;
  weights.forEach((w, i) => {
    sum += w;
    out[i] = sum;
  });
  return out;
};

/** A kind of counterparty and the amount that moves with it, given the wallet's balance. */
type Flow = readonly [counterparty: () => string, micro: (balance: bigint) => bigint];

/** Fills a draft with one of `flows`, drawn by their cumulative `shares`: the counterparty first, then the amount. */
const flowFiller =
  (rng: Rng, flows: readonly Flow[], shares: Float64Array): DraftFiller =>
  (d, balance) => {
    const [counterparty, micro] = flows[weighted(rng, shares)]!;
    d.counterparty = counterparty();
    d.micro = micro(balance);
  };

/** Distinct positions for role events, never the first (an actor starts by receiving). */
function eventSlots(rng: Rng, count: number, events: number): number[] {
  const slots = new Set<number>();
  const wanted = Math.min(events, count - 1);
  while (slots.size < wanted) slots.add(1 + rng.int(count - 1));
  return [...slots].sort((a, b) => a - b);
}

interface Context {
  readonly world: World;
  readonly rng: Rng;
  readonly tzHours: number;
}

export function behaviourOf(world: World, address: string, rng: Rng, countOverride?: number): Behaviour {
  const context: Context = { world, rng, tzHours: rng.pick(TIME_ZONES[world.chain]) };
  const role = world.roleOf(address);
  switch (role.kind) {
    case 'user':
      return userBehaviour(context, role, countOverride);
    case 'exchange':
      return exchangeBehaviour(context, countOverride);
    case 'merchant':
      return merchantBehaviour(context, countOverride ?? role.yearlyTransfers);
    case 'launderer':
      return laundererBehaviour(context, countOverride);
    case 'gambling':
      return gamblingBehaviour(context, countOverride);
    case 'risk':
      return riskBehaviour(context, role.category, countOverride);
    case 'poisoner':
      return poisonerBehaviour(context, countOverride);
  }
}

const base = (context: Context, rhythm: Rhythm, count: number, firstDay = 0) => ({
  count: Math.max(1, Math.round(count)),
  firstDay,
  tzHours: context.tzHours,
  hours: hourCdf(rhythm, context.rng),
  poisonRate: 0,
  spendsDust: false,
});

/** A pool user for a heavy actor: each actor has its own regular customers. */
const customerPicker = (context: Context): (() => string) => {
  const offset = context.rng.int(USER_POOL_SIZE);
  return () => {
    const u = context.rng.float();
    return context.world.poolUser(offset + Math.floor(USER_POOL_SIZE * u * u));
  };
};

/** What a labelled risk counterparty does with an ordinary user. */
const userSideOf: Readonly<Record<AnchorCategory, 'in' | 'out' | 'both'>> = {
  sanction: 'both',
  fraudulent: 'out',
  money_laundering: 'out',
  thefts: 'in',
  attack: 'in',
  blocked: 'both',
  black_industry: 'out',
  high_risk: 'in',
  gamble: 'both',
};

const directCategoryWeights: readonly [AnchorCategory, number][] = [
  ['fraudulent', 0.4],
  ['thefts', 0.15],
  ['sanction', 0.15],
  ['blocked', 0.1],
  ['money_laundering', 0.1],
  ['attack', 0.1],
];

function userBehaviour(context: Context, role: Extract<ActorRole, { kind: 'user' }>, countOverride?: number) {
  const { world, rng } = context;
  const level = rng.float();
  let count =
    level < 0.35
      ? rng.logUniform(3, 40)
      : level < 0.8
        ? rng.logUniform(40, 400)
        : level < 0.96
          ? rng.logUniform(400, 3000)
          : rng.logUniform(3000, 12_000);
  const firstDay = rng.chance(0.7) ? 0 : rng.int(300);
  const typical = rng.logUniform(500, 500_000);
  const draw = rng.float();
  const exposure: UserExposure =
    role.exposure ?? (draw < 0.78 ? 'clean' : draw < 0.9 ? 'indirect' : draw < 0.95 ? 'gambler' : 'direct');
  const poisoned = role.poisoned ?? rng.chance(0.07);
  if (role.exposure !== undefined || role.poisoned) count = Math.max(count, 150);
  count = countOverride ?? count;

  const homeExchanges = Array.from({ length: rng.between(1, 3) }, () => popular(rng, world.exchanges));
  const merchants = Array.from({ length: rng.between(2, 6) }, () => rng.pick(world.merchants));
  const peers = Array.from({ length: rng.between(2, 20) }, () => world.poolUser(rng.int(USER_POOL_SIZE)));
  const sites = Array.from({ length: rng.between(1, 2) }, () => rng.pick(world.gamblingSites));
  const gamble = exposure === 'gambler' ? 0.25 : 0;
  const exchangeShare = rng.logUniform(0.15, 0.6);
  const merchantShare = poisoned ? 0.5 : rng.logUniform(0.1, 0.35);
  const peerShare = rng.logUniform(0.1, 0.35);
  const strangerShare = rng.logUniform(0.03, 0.12);
  const inflows = cumulate([exchangeShare, peerShare, strangerShare, 0.02, gamble]);
  const outflows = cumulate([exchangeShare, merchantShare, peerShare, strangerShare * 0.5, gamble]);

  // Who the wallet trades with (in the order of the shares above), and how much moves each time.
  const exchange = () => rng.pick(homeExchanges);
  const merchant = () => rng.pick(merchants);
  const peer = () => rng.pick(peers);
  const stranger = () => world.poolUser(rng.int(USER_POOL_SIZE));
  const site = () => rng.pick(sites);
  const around = (scale: number, sigma: number) => () => amount(rng, typical * scale, sigma);
  const inflowKinds: readonly Flow[] = [
    [exchange, around(1.5, 0.9)],
    [peer, around(1, 0.9)],
    [stranger, around(1, 1.1)],
    [merchant, around(0.3, 0.7)],
    [site, around(0.8, 1.2)],
  ];
  const outflowKinds: readonly Flow[] = [
    [
      exchange,
      (balance) => (rng.chance(0.3) ? portion(rng, balance, 60, 100) : amount(rng, typical * 1.5, 0.9)),
    ],
    [merchant, around(0.5, 0.8)],
    [peer, around(1, 0.9)],
    [stranger, around(1, 1.1)],
    [site, around(0.6, 1.2)],
  ];
  const inflow = flowFiller(rng, inflowKinds, inflows);
  const outflow = flowFiller(rng, outflowKinds, outflows);

  const events = new Map<number, DraftFiller>();
  if (exposure === 'indirect' && world.launderers.length > 0) {
    const sources = Array.from({ length: rng.between(1, 2) }, () => rng.pick(world.launderers));
    // Enough of the wallet's inflow that one-hop screening of its sources can notice it.
    for (const slot of eventSlots(rng, count, rng.between(6, 14))) {
      events.set(slot, (d) => {
        d.inbound = true;
        d.counterparty = rng.pick(sources);
        d.micro = amount(rng, typical * 4, 0.6);
      });
    }
  }
  if (exposure === 'direct') {
    const available = directCategoryWeights.filter(([c]) => (world.risksByCategory.get(c)?.length ?? 0) > 0);
    const category =
      role.category ??
      (available.length > 0
        ? available[weighted(rng, cumulate(available.map(([, w]) => w)))]![0]
        : undefined);
    const anchors = category ? (world.risksByCategory.get(category) ?? []) : [];
    if (category && anchors.length > 0) {
      const counterparts = Array.from({ length: rng.between(1, 2) }, () => rng.pick(anchors));
      const side = userSideOf[category];
      const slots = eventSlots(rng, count, role.category ? rng.between(3, 6) : rng.between(1, 4));
      slots.forEach((slot, n) => {
        const inbound = side === 'in' || (side === 'both' && n % 2 === 0);
        events.set(slot, (d, balance) => {
          d.inbound = inbound;
          d.counterparty = rng.pick(counterparts);
          d.micro = inbound ? amount(rng, typical * 2, 0.6) : portion(rng, balance, 40, 90);
        });
      });
    }
  }

  return {
    ...base(context, 'human', count, firstDay),
    inboundShare: rng.logUniform(0.42, 0.55),
    poisonRate: poisoned ? 0.35 : 0,
    events,
    inflow,
    outflow,
  };
}

/** Heavy actors open with a large transfer in, as a new hot wallet is funded. */
const opening = (context: Context, from: readonly string[], typicalCents: number): Map<number, DraftFiller> =>
  new Map<number, DraftFiller>([
    [
      0,
      (d) => {
        d.inbound = true;
        d.counterparty = from.length > 0 ? context.rng.pick(from) : context.world.poolUser(0);
        d.micro = amount(context.rng, typicalCents, 0.3);
      },
    ],
  ]);

function exchangeBehaviour(context: Context, countOverride?: number): Behaviour {
  const { world, rng } = context;
  const customer = customerPicker(context);
  const peers = world.exchanges;
  // Customers and other exchanges move money both ways, in the same sizes.
  const customers: Flow = [customer, () => amount(rng, 30_000, 1.6)];
  const otherExchanges: Flow = [() => rng.pick(peers), () => amount(rng, 20_000_000, 1)];
  const merchant = () => rng.pick(world.merchants);
  const inflows = cumulate([0.82, 0.08, 0.08, 0.02]);
  const outflows = cumulate([0.88, 0.1, 0.02]);
  return {
    ...base(context, 'business', countOverride ?? rng.logUniform(25_000, 45_000)),
    inboundShare: 0.5,
    events: opening(context, peers, 1_000_000_000),
    inflow: flowFiller(
      rng,
      [
        customers,
        otherExchanges,
        [merchant, () => amount(rng, 2_000_000, 1)],
        [() => rng.pick(world.launderers), () => amount(rng, 800_000, 0.8)],
      ],
      inflows,
    ),
    outflow: flowFiller(
      rng,
      [customers, otherExchanges, [merchant, () => amount(rng, 500_000, 1)]],
      outflows,
    ),
  };
}

function merchantBehaviour(context: Context, yearlyTransfers?: number): Behaviour {
  const { world, rng } = context;
  const customer = customerPicker(context);
  const settlement = popular(rng, world.exchanges);
  const ticket = rng.logUniform(1_000, 12_000);
  return {
    ...base(context, 'business', yearlyTransfers ?? rng.logUniform(2_000, 15_000)),
    inboundShare: 0.93,
    events: new Map(),
    inflow: (d) => {
      d.counterparty = customer();
      d.micro = amount(rng, ticket, 0.8);
    },
    outflow: (d, balance) => {
      if (rng.chance(0.85)) {
        d.counterparty = settlement;
        d.micro = portion(rng, balance, 70, 95);
      } else {
        d.counterparty = customer();
        d.micro = amount(rng, ticket, 0.6);
      }
    },
  };
}

function laundererBehaviour(context: Context, countOverride?: number): Behaviour {
  const { world, rng } = context;
  const sources = world.launderingSources;
  const source = (): string =>
    sources.length > 0 ? rng.pick(sources) : world.poolUser(rng.int(USER_POOL_SIZE));
  const count = countOverride ?? rng.logUniform(200, 1_200);
  const events = opening(context, sources, 1_500_000);
  for (const slot of eventSlots(rng, count, 3)) {
    events.set(slot, (d) => {
      d.inbound = true;
      d.counterparty = source();
      d.micro = amount(rng, 800_000, 1);
    });
  }
  const inflows = cumulate([0.6, 0.3, 0.1]);
  const outflows = cumulate([0.5, 0.2, 0.3]);
  return {
    ...base(context, 'machine', count),
    inboundShare: 0.4,
    events,
    inflow: (d) => {
      const kind = weighted(rng, inflows);
      d.counterparty =
        kind === 0
          ? source()
          : kind === 1
            ? rng.pick(world.launderers)
            : world.poolUser(rng.int(USER_POOL_SIZE));
      d.micro = amount(rng, 800_000, 1);
    },
    outflow: (d, balance) => {
      const kind = weighted(rng, outflows);
      d.counterparty =
        kind === 0
          ? rng.pick(world.exchanges)
          : kind === 1
            ? rng.pick(world.launderers)
            : world.poolUser(rng.int(USER_POOL_SIZE));
      d.micro = portion(rng, balance, 20, 70);
    },
  };
}

function gamblingBehaviour(context: Context, countOverride?: number): Behaviour {
  const { world, rng } = context;
  const customer = customerPicker(context);
  return {
    ...base(context, 'business', countOverride ?? rng.logUniform(5_000, 20_000)),
    inboundShare: 0.55,
    events: opening(context, world.exchanges, 20_000_000),
    inflow: (d) => {
      d.counterparty = customer();
      d.micro = amount(rng, 6_000, 1.2);
    },
    outflow: (d, balance) => {
      if (rng.chance(0.02)) {
        d.counterparty = rng.pick(world.exchanges);
        d.micro = portion(rng, balance, 30, 60);
      } else {
        d.counterparty = customer();
        d.micro = amount(rng, 8_000, 1.3);
      }
    },
  };
}

function riskBehaviour(context: Context, category: AnchorCategory, countOverride?: number): Behaviour {
  const { world, rng } = context;
  const victim = customerPicker(context);
  const typical = category === 'thefts' || category === 'attack' ? 2_000_000 : 80_000;
  return {
    ...base(context, 'machine', countOverride ?? rng.logUniform(100, 1_500)),
    inboundShare: 0.6,
    events: new Map(),
    inflow: (d) => {
      if (rng.chance(0.85)) {
        d.counterparty = victim();
        d.micro = amount(rng, typical, 1.3);
      } else {
        d.counterparty = rng.pick(world.launderers);
        d.micro = amount(rng, typical, 1);
      }
    },
    outflow: (d, balance) => {
      d.counterparty = rng.chance(0.65) ? rng.pick(world.launderers) : rng.pick(world.exchanges);
      d.micro = portion(rng, balance, 30, 90);
    },
  };
}

/** Zero-value transfers cost an EVM attacker only gas; on TRON dust of a few micro-USDT is usual. */
function poisonerBehaviour(context: Context, countOverride?: number): Behaviour {
  const { world, rng } = context;
  const tron = world.chain === 'tron';
  return {
    ...base(context, 'machine', countOverride ?? rng.logUniform(300, 3_000)),
    inboundShare: 0.02,
    spendsDust: true,
    events: opening(context, world.exchanges, 5_000),
    inflow: (d) => {
      d.counterparty = rng.pick(world.exchanges);
      d.micro = amount(rng, 2_000, 0.5);
    },
    outflow: (d, balance) => {
      d.counterparty = world.poolUser(rng.int(USER_POOL_SIZE));
      const dust = dustAmount(rng, tron);
      d.micro = dust <= balance ? dust : 0n;
    },
  };
}

/** A poisoning transfer: zero, or at most 0.01 USDT. */
export function dustAmount(rng: Rng, tron: boolean): bigint {
  if (rng.chance(tron ? 0.3 : 0.8)) return 0n;
  return BigInt(rng.between(1, tron ? 10_000 : 1_000));
}

/** Outflows smaller than this never empty an account; below it the actor receives instead. */
export const MIN_SPEND = USDT;
