import type { RiskCategory } from '../../../shared/rules/query-rules';
import { DAY_SECONDS } from '../../../shared/rules/time';
import type { Transfer } from '../chain/chain-source';
import type { AddressLabel } from '../labels/address-label';
import { belowOneToken, parsedIsZero, parseUnits, UnitSum } from './base-units';
import { mostSevereCategory } from './risk-categories';

/**
 * One pass over the analysed transfers (aiming at a million transfers a second): everything the
 * report needs is tallied per counterparty, per UTC hour and per UTC day, so nothing later walks
 * the transfers again or sorts them. Each value is parsed once into exact doubles (base-units.ts);
 * allocation happens per counterparty and per day, never per transfer.
 */

const HOUR = 3600;
/** Transfers kept per counterparty as evidence for the reasons. */
const EVIDENCE_PER_COUNTERPARTY = 3;

export class CounterpartyTally {
  readonly inSum = new UnitSum();
  readonly outSum = new UnitSum();
  inCount = 0;
  outCount = 0;
  zeroInCount = 0;
  zeroOutCount = 0;
  /** Inbound transfers under one whole token (zero-value included): poisoning and spam candidates. */
  readonly dustInSum = new UnitSum();
  dustInCount = 0;
  firstAt: number;
  lastAt: number;
  /** The first transfer with this counterparty came in (the counterparty made contact). */
  firstInbound: boolean;
  /** The first transfer was zero-valued or, inbound, under one token: how poisoners make contact. */
  firstDust: boolean;
  firstIndex: number;
  /** Indexes of the first transfers that count as exposure (non-zero out, or in of a token or more). */
  readonly evidence: number[] = [];
  readonly category: RiskCategory | undefined;
  readonly exchangeName: string | undefined;

  constructor(
    readonly address: string,
    readonly labels: readonly AddressLabel[] | undefined,
    at: number,
    inbound: boolean,
    dust: boolean,
    index: number,
  ) {
    this.firstAt = at;
    this.lastAt = at;
    this.firstInbound = inbound;
    this.firstDust = dust;
    this.firstIndex = index;
    this.category = labels ? mostSevereCategory(labels) : undefined;
    this.exchangeName = labels?.find((l) => l.exchangeName)?.exchangeName;
  }

  /** We paid this counterparty something: its dust is not unsolicited. */
  get answered(): boolean {
    return this.outCount > this.zeroOutCount;
  }

  /** Dealt with for real: paid, or paid us a whole token or more (poisoners never do either). */
  get substantive(): boolean {
    return this.answered || this.inCount > this.dustInCount;
  }
}

export class DayTally {
  readonly inSum = new UnitSum();
  readonly outSum = new UnitSum();
  constructor(readonly day: number) {}
}

export interface TransferTally {
  readonly counterparties: Map<string, CounterpartyTally>;
  /** Base units in and out over all counterparties (summed once after the pass). */
  inTotal: bigint;
  outTotal: bigint;
  inCount: number;
  outCount: number;
  readonly habitIn: UnitSum[];
  readonly habitOut: UnitSum[];
  readonly habitInCount: number[];
  readonly habitOutCount: number[];
  /** Ascending by day (epoch s / 86400). */
  days: DayTally[];
  /** Index of the first and last transfer analysed; -1 when none. */
  firstIndex: number;
  lastIndex: number;
  lastInAt: number | null;
  lastOutAt: number | null;
  analysed: number;
  /** The limit left out transfers of the range that the history held. */
  limitCut: boolean;
}

export interface TallyOptions {
  readonly address: string;
  readonly decimals: number;
  readonly labels: ReadonlyMap<string, readonly AddressLabel[]>;
  /** Epoch s, inclusive. */
  readonly startAt?: number;
  readonly endAt?: number;
  readonly limit?: number;
}

const hours = <T>(make: () => T): T[] => Array.from({ length: 24 }, make);

/**
 * Tallies the transfers (oldest first) that involve `address` and fall in the range; with a limit,
 * only the newest `limit` of them (spec 01 §5: the limit keeps the latest transactions). The history
 * normally honours both already; applying them again keeps the report true to its request.
 */
export function tallyTransfers(transfers: readonly Transfer[], options: TallyOptions): TransferTally {
  const { address, labels } = options;
  const startAt = options.startAt ?? Number.NEGATIVE_INFINITY;
  const endAt = options.endAt ?? Number.POSITIVE_INFINITY;
  const isDust = belowOneToken(options.decimals);
  const tally: TransferTally = {
    counterparties: new Map(),
    inTotal: 0n,
    outTotal: 0n,
    inCount: 0,
    outCount: 0,
    habitIn: hours(() => new UnitSum()),
    habitOut: hours(() => new UnitSum()),
    habitInCount: hours(() => 0),
    habitOutCount: hours(() => 0),
    days: [],
    firstIndex: -1,
    lastIndex: -1,
    lastInAt: null,
    lastOutAt: null,
    analysed: 0,
    limitCut: false,
  };
  const begin = firstKept(transfers, address, startAt, endAt, options.limit);
  tally.limitCut = begin.cut;

  const counterparties = tally.counterparties;
  /** The party's tally: opened by transfer `i`, else touched by it (unless it was already). */
  const counterpartyOf = (
    party: string,
    ts: number,
    inbound: boolean,
    dust: boolean,
    i: number,
    touched = false,
  ): CounterpartyTally => {
    let cp = counterparties.get(party);
    if (cp === undefined) {
      cp = new CounterpartyTally(party, labels.get(party), ts, inbound, dust, i);
      counterparties.set(party, cp);
    } else if (!touched) touch(cp, ts, inbound, dust, i);
    return cp;
  };
  const dayIndex = new Map<number, DayTally>();
  let sorted = true;
  let day: DayTally | undefined;
  let dayNumber = Number.NaN;
  for (let i = begin.index; i < transfers.length; i++) {
    const t = transfers[i]!;
    const ts = t.timestamp;
    if (ts < startAt || ts > endAt) continue;
    const isIn = t.to === address;
    const isOut = t.from === address;
    if (!isIn && !isOut) continue;

    parseUnits(t.value);
    const zero = parsedIsZero();
    const dust = zero || (isIn && isDust());
    if (tally.firstIndex < 0) tally.firstIndex = i;
    tally.lastIndex = i;
    tally.analysed++;
    const hour = Math.floor(ts / HOUR) % 24;
    const d = Math.floor(ts / DAY_SECONDS);
    if (d !== dayNumber) {
      if (d < dayNumber) sorted = false;
      dayNumber = d;
      day = dayIndex.get(d);
      if (day === undefined) {
        day = new DayTally(d);
        dayIndex.set(d, day);
        tally.days.push(day);
      }
    }

    if (isIn) {
      const cp = counterpartyOf(t.from, ts, true, dust, i);
      cp.inSum.addParsed();
      cp.inCount++;
      if (dust) {
        cp.dustInSum.addParsed();
        cp.dustInCount++;
        if (zero) cp.zeroInCount++;
      } else if (cp.evidence.length < EVIDENCE_PER_COUNTERPARTY) cp.evidence.push(i);
      tally.inCount++;
      tally.habitIn[hour]!.addParsed();
      tally.habitInCount[hour]!++;
      day!.inSum.addParsed();
      if (tally.lastInAt === null || ts > tally.lastInAt) tally.lastInAt = ts;
    }
    if (isOut) {
      // A transfer to itself opened or touched the address's tally above already.
      const cp = counterpartyOf(t.to, ts, false, zero, i, isIn);
      cp.outSum.addParsed();
      cp.outCount++;
      if (zero) cp.zeroOutCount++;
      else if (cp.evidence.length < EVIDENCE_PER_COUNTERPARTY) cp.evidence.push(i);
      tally.outCount++;
      tally.habitOut[hour]!.addParsed();
      tally.habitOutCount[hour]!++;
      day!.outSum.addParsed();
      if (tally.lastOutAt === null || ts > tally.lastOutAt) tally.lastOutAt = ts;
    }
  }
  for (const cp of counterparties.values()) {
    tally.inTotal += cp.inSum.value;
    tally.outTotal += cp.outSum.value;
  }
  if (!sorted) tally.days = [...tally.days].sort((a, b) => a.day - b.day);
  return tally;
}

function touch(cp: CounterpartyTally, ts: number, inbound: boolean, dust: boolean, index: number): void {
  if (ts > cp.lastAt) cp.lastAt = ts;
  if (ts < cp.firstAt) {
    cp.firstAt = ts;
    cp.firstInbound = inbound;
    cp.firstDust = dust;
    cp.firstIndex = index;
  }
}

/** Where the newest `limit` transfers of the range begin, and whether older ones were left out. */
function firstKept(
  transfers: readonly Transfer[],
  address: string,
  startAt: number,
  endAt: number,
  limit: number | undefined,
): { index: number; cut: boolean } {
  if (limit === undefined || transfers.length <= limit) return { index: 0, cut: false };
  let kept = 0;
  for (let i = transfers.length - 1; i >= 0; i--) {
    const t = transfers[i]!;
    if (t.timestamp < startAt || t.timestamp > endAt || (t.to !== address && t.from !== address)) continue;
    if (kept === limit) return { index: i + 1, cut: true };
    kept++;
  }
  return { index: 0, cut: false };
}
