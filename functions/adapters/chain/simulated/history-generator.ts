import type { Chain } from '../../../../shared/rules/chain-rules';
import { normalizeAddress } from '../../../../shared/rules/chain-rules';
import { DAY_SECONDS } from '../../../../shared/rules/time';
import { behaviourOf, type Draft, type DraftFiller, dustAmount, MIN_SPEND } from './actor-behaviour';
import { Rng, seedOf } from './prng';
import { transferTimes } from './transfer-times';
import { USER_POOL_SIZE, type World } from './world';
import { WORLD_SEED } from './world-seed';

/**
 * One actor's year of USDT transfers, column by column (typed arrays, no object per transfer):
 * the ledger turns only the transfers a query asks for into `Transfer` objects. The balance is
 * walked forward from zero and never goes negative: an actor spends only what it received.
 */
export interface GeneratedHistory {
  readonly chain: Chain;
  readonly address: string;
  /** Seeds the transaction hashes. */
  readonly seed: number;
  readonly count: number;
  /** Epoch seconds, ascending. */
  readonly times: Uint32Array;
  /** Index into `counterparties`. */
  readonly counterpartyIndex: Uint32Array;
  /** 1: the counterparty sent to the address; 0: the address sent. */
  readonly inbound: Uint8Array;
  /** Micro-USDT (6 decimals), never negative. */
  readonly micro: BigInt64Array;
  readonly counterparties: readonly string[];
  /** Micro-USDT after the last transfer: the balance now. */
  readonly finalBalance: bigint;
}

export const HISTORY_DAYS = 365;

/** The history ends at the last UTC midnight before `nowSeconds`: stable for a whole day. */
export const windowEndOf = (nowSeconds: number): number => Math.floor(nowSeconds / DAY_SECONDS) * DAY_SECONDS;

export function generateHistory(
  world: World,
  rawAddress: string,
  windowEnd: number,
  countOverride?: number,
): GeneratedHistory {
  const chain = world.chain;
  const address = normalizeAddress(chain, rawAddress);
  // The seed leaves out the day: tomorrow's history is today's moved by one day.
  const seed = seedOf(WORLD_SEED, chain, address);
  const rng = new Rng(seed);
  const behaviour = behaviourOf(world, address, rng.fork('behaviour'), countOverride);
  const { count, events, inboundShare, poisonRate, spendsDust } = behaviour;
  const times = transferTimes(
    rng.fork('times'),
    count,
    windowEnd,
    HISTORY_DAYS,
    behaviour.firstDay,
    behaviour.tzHours,
    behaviour.hours,
  );

  const counterpartyIndex = new Uint32Array(count);
  const inbound = new Uint8Array(count);
  const micro = new BigInt64Array(count);
  const counterparties: string[] = [];
  const indexOf = new Map<string, number>();
  const tron = chain === 'tron';

  const walk = rng.fork('walk');
  const draft: Draft = { counterparty: '', inbound: true, micro: 0n };
  let balance = 0n;
  let poisonFrom: string | undefined;
  // Role events that could not happen at their slot (a payment before any funds arrived).
  const waiting: DraftFiller[] = [];
  // The direction is the generator's draw; the behaviour fills in the counterparty and amount.
  const inflow = (d: Draft, balance: bigint) => {
    d.inbound = true;
    behaviour.inflow(d, balance);
  };
  const outflow = (d: Draft, balance: bigint) => {
    d.inbound = false;
    behaviour.outflow(d, balance);
  };

  for (let i = 0; i < count; i++) {
    let event = events.get(i);
    if (poisonFrom !== undefined) {
      draft.inbound = true;
      draft.counterparty = poisonFrom;
      draft.micro = dustAmount(walk, tron);
      poisonFrom = undefined;
      if (event) waiting.push(event);
    } else {
      event ??= waiting.shift();
      if (event) event(draft, balance);
      else if (i === 0 || walk.float() < inboundShare) inflow(draft, balance);
      else outflow(draft, balance);

      if (!draft.inbound && (draft.micro > balance || (balance < MIN_SPEND && !spendsDust))) {
        if (balance >= MIN_SPEND) draft.micro = balance;
        else {
          if (event) waiting.unshift(event);
          inflow(draft, balance);
        }
      }
    }
    if (draft.inbound) balance += draft.micro;
    else balance -= draft.micro;

    // A role may draw its own address from a shared list (exchanges, launderers): never self.
    if (draft.counterparty === address) draft.counterparty = world.poolUser(walk.int(USER_POOL_SIZE));

    let index = indexOf.get(draft.counterparty);
    if (index === undefined) {
      index = counterparties.length;
      counterparties.push(draft.counterparty);
      indexOf.set(draft.counterparty, index);
    }
    counterpartyIndex[i] = index;
    inbound[i] = draft.inbound ? 1 : 0;
    micro[i] = draft.micro;

    // Address poisoning answers a real payment within minutes, from a lookalike of the payee.
    if (!draft.inbound && poisonRate > 0 && i + 1 < count) {
      const lookalike = world.lookalikes.get(draft.counterparty);
      if (lookalike !== undefined && walk.chance(poisonRate)) {
        poisonFrom = lookalike;
        times[i + 1] = Math.min(times[i + 1]!, times[i]! + walk.between(30, 1_800));
      }
    }
  }

  return {
    chain,
    address,
    seed,
    count,
    times,
    counterpartyIndex,
    inbound,
    micro,
    counterparties,
    finalBalance: balance,
  };
}
