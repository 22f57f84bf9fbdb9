import { DAY_SECONDS } from '../../../../shared/rules/time';
import type { Transfer } from '../../../domain/chain/chain-source';
import { dustAmount } from './actor-behaviour';
import type { GeneratedHistory } from './history-generator';
import { evmLookalike } from './lookalike';
import { mix32, Rng, seedOf } from './prng';
import type { World } from './world';

/**
 * The simulated ledger's live tail: the generated history ends at the last UTC midnight, and
 * from there transfers keep arriving as real time passes, so monitored addresses see new
 * activity. It is deterministic: time is cut into slots of the actor's mean interval, and slot k
 * holds exactly one transfer at an offset drawn from (address seed, k), so every reader (the
 * poller, an analysis, another process) sees the same transfers at the same times.
 *
 * Mean intervals by actor: an exchange every 5 s, a gambling site 30 s, a merchant 2 min, a
 * poisoner 5 min, a launderer 10 min, a labelled risk address 1 h; an ordinary wallet at its
 * history's rate but at least every 8 h (a few times a day). For wallets built to deal with
 * labelled risk addresses some tail transfers do too (a launderer 30%, an exposed showcase wallet
 * 5%; nobody else's, since the 1-hop screening would carry them into other reports); for the ones poisoners target
 * (exchanges, merchants, poisoned wallets), 2% are poisoning attempts: a zero or dust transfer in
 * from a lookalike of an address it paid. A clean wallet's tail stays clean.
 */
const YEAR_SECONDS = 365 * DAY_SECONDS;

export function tailIntervalSeconds(world: World, history: GeneratedHistory): number {
  switch (world.roleOf(history.address).kind) {
    case 'exchange':
      return 5;
    case 'gambling':
      return 30;
    case 'merchant':
      return 120;
    case 'poisoner':
      return 300;
    case 'launderer':
      return 600;
    case 'risk':
      return 3600;
    case 'user':
      return Math.max(60, Math.min(8 * 3600, Math.round(YEAR_SECONDS / Math.max(1, history.count))));
  }
}

export interface TailState {
  /** Oldest first. */
  readonly transfers: Transfer[];
  /**
   * Share of tail transfers with a labelled risk address: a launderer's 30%, a wallet built to
   * deal with risk (the exposed showcases) 5%, anyone else none (the 1-hop screening would carry
   * them into other reports, and a clean wallet must stay clean).
   */
  readonly riskyShare: number;
  /** The actor is one poisoners target (exchange, merchant, a poisoned wallet). */
  readonly poisoned: boolean;
  /** Micro-USDT after the last tail transfer (the history's final balance plus the tail's net). */
  balance: bigint;
  /** The next slot not yet generated. */
  nextSlot: number;
}

export function emptyTail(
  world: World,
  history: GeneratedHistory,
  windowEnd: number,
  interval: number,
): TailState {
  const risks = new Set([...world.risksByCategory.values()].flat());
  const role = world.roleOf(history.address);
  return {
    transfers: [],
    riskyShare:
      role.kind === 'launderer'
        ? 0.3
        : role.kind === 'user' &&
            role.exposure !== undefined &&
            role.exposure !== 'clean' &&
            history.counterparties.some((c) => risks.has(c))
          ? 0.05
          : 0,
    poisoned:
      role.kind === 'exchange' ||
      role.kind === 'merchant' ||
      (role.kind === 'user' && role.poisoned === true),
    balance: history.finalBalance,
    nextSlot: Math.floor(windowEnd / interval) + 1,
  };
}

/** Extends `tail` with every slot that has begun by `nowSeconds` (its transfer may lie ahead). */
export function extendTail(
  tail: TailState,
  world: World,
  history: GeneratedHistory,
  interval: number,
  nowSeconds: number,
  toBaseUnits: (micro: bigint) => string,
): void {
  const last = Math.floor(nowSeconds / interval);
  const risks = [...world.risksByCategory.values()].flat();
  const tron = history.chain === 'tron';
  for (let k = tail.nextSlot; k <= last; k++) {
    const rng = new Rng(seedOf(history.seed, 'tail', k));
    const timestamp = k * interval + rng.int(interval);
    if (timestamp > nowSeconds) break; // this slot's transfer is still ahead: generated next time
    tail.nextSlot = k + 1;
    const draw = rng.float();
    let counterparty: string;
    let inbound: boolean;
    let micro: bigint;
    const j = history.count > 0 ? rng.int(history.count) : -1;
    const poisonTarget = tail.poisoned && draw >= 0.96 ? paidAddress(history, rng) : undefined;
    const lookalike =
      poisonTarget === undefined
        ? undefined
        : tron
          ? world.lookalikes.get(poisonTarget)
          : evmLookalike(poisonTarget, rng);
    if (draw < tail.riskyShare && risks.length > 0) {
      counterparty = rng.pick(risks);
      inbound = rng.chance(0.6);
      micro = BigInt(Math.round(rng.logUniform(50, 50_000) * 1e6));
    } else if (lookalike !== undefined) {
      counterparty = lookalike;
      inbound = true;
      micro = dustAmount(rng, tron);
    } else if (j >= 0) {
      counterparty = history.counterparties[history.counterpartyIndex[j]!]!;
      inbound = history.inbound[j] === 1;
      micro = (history.micro[j]! * BigInt(50 + rng.int(100))) / 100n;
    } else continue;
    // Never spend what the address does not have: the balance stays a real balance.
    if (!inbound && micro > tail.balance) {
      if (tail.balance === 0n) continue;
      micro = tail.balance;
    }
    tail.balance += inbound ? micro : -micro;
    tail.transfers.push({
      txHash: tailHash(history, k),
      timestamp,
      from: inbound ? counterparty : history.address,
      to: inbound ? history.address : counterparty,
      value: toBaseUnits(micro),
    });
  }
}

/** An address this one has paid (an outflow of its history), if any. */
function paidAddress(history: GeneratedHistory, rng: Rng): string | undefined {
  for (let tries = 0; tries < 8 && history.count > 0; tries++) {
    const j = rng.int(history.count);
    if (history.inbound[j] === 0) return history.counterparties[history.counterpartyIndex[j]!];
  }
  return undefined;
}

function tailHash(history: GeneratedHistory, slot: number): string {
  let word = mix32(history.seed ^ mix32(slot) ^ 0x7a11);
  let hex = '';
  for (let i = 0; i < 8; i++) {
    word = mix32(word + i);
    hex += word.toString(16).padStart(8, '0');
  }
  return history.chain === 'tron' ? hex : `0x${hex}`;
}
