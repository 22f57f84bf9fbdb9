import type { RiskReason } from '../../../shared/contract/queries.schema';
import type { RiskCategory } from '../../../shared/rules/query-rules';
import { rfc3339FromSeconds } from '../../../shared/rules/time';
import type { Transfer } from '../chain/chain-source';
import type { AddressLabel } from '../labels/address-label';
import { belowOneToken, formatUnits, parseUnits, UnitSum } from './base-units';
import {
  graverCategory,
  isRiskCategory,
  mostSevereCategory,
  type SeverityTier,
  severityTierOf,
} from './risk-categories';
import type { CounterpartyTally, TransferTally } from './transfer-tally';

/**
 * The risk level (spec 01 §3: 0 low … 4 high) comes from explicit rules; every rule that fires
 * leaves a reason with its evidence (DESIGN §7). The level is the highest level of any reason.
 *
 * Tiers (risk-categories.ts): strict = sanction; severe = blocked, thefts, attack, money_laundering;
 * high = fraudulent, black_industry, high_risk; medium = gamble (spec 02 §3); normal never fires.
 * "share" = the exposure amount of one category over the address's whole volume (in + out), so
 * many small exposures to one category add up.
 *
 * | rule                   | evidence                                      | strict | severe | high | medium |
 * |------------------------|-----------------------------------------------|--------|--------|------|--------|
 * | self_label             | the address itself carries the label          |   4    |   4    |  3   |   2    |
 * | direct_counterparty    | share ≥ 10%                                   |   4    |   4    |  3   |   2    |
 * |                        | share ≥ 1%                                    |   4    |   3    |  2   |   1    |
 * |                        | any exposure                                  |   4    |   2    |  1   |   1    |
 * | indirect_counterparty  | a counterparty's flows with labelled          | direct level − 1, shares |
 * |                        | addresses, pro rata to our flow with it       | of the attributed amount; |
 * |                        | (money in: its sources; money out: its sinks) | fires at level ≥ 1 only;  |
 * |                        |                                               | strict counts as severe;  |
 * |                        |                                               | under 0.1% of volume: 0   |
 * | lookalike_counterparty | an address-poisoning lookalike (lookalike.ts) | 1 when we paid it, else 0 |
 *
 * Exposure excludes (kept in the totals): every transfer with a lookalike; zero-value transfers;
 * inbound transfers under one token from a counterparty we never paid (unsolicited dust).
 * Indirect exposure skips counterparties that are labelled themselves (direct covers them) or
 * are exchanges (an exchange's pooled flows taint none of its customers), and second-hop
 * transfers under one token.
 */

export const DIRECT_HIGH_SHARE = 10n; // percent
export const DIRECT_LOW_SHARE = 1n; // percent
const MAX_REASONS_PER_RULE = 50;
const MAX_LOOKALIKE_REASONS = 20;
const EVIDENCE_PER_REASON = 3;

const SELF_LEVEL: Readonly<Record<SeverityTier, number>> = {
  strict: 4,
  severe: 4,
  high: 3,
  medium: 2,
  low: 0,
};

/** The direct level of an exposure of `amount` out of a `total` volume, for a category tier. */
export function directLevel(tier: SeverityTier, amount: bigint, total: bigint): number {
  if (tier === 'low' || amount <= 0n) return 0;
  if (tier === 'strict') return SELF_LEVEL.strict;
  const atLeast = (percent: bigint) => amount * 100n >= total * percent;
  const top = SELF_LEVEL[tier];
  if (atLeast(DIRECT_HIGH_SHARE)) return top;
  if (atLeast(DIRECT_LOW_SHARE)) return top - 1;
  return Math.max(1, top - 2);
}

/** Indirect exposure under this share of the volume (per mille) is a trace, not a risk. */
export const INDIRECT_MIN_SHARE_PER_MILLE = 1n;

/**
 * One below direct; a sanctioned party one hop away weighs like other severe exposure, and a
 * trace under 0.1% of the volume raises nothing.
 */
export const indirectLevel = (tier: SeverityTier, amount: bigint, total: bigint): number =>
  amount * 1000n < total * INDIRECT_MIN_SHARE_PER_MILLE
    ? 0
    : Math.max(0, directLevel(tier === 'strict' ? 'severe' : tier, amount, total) - 1);

/** What a counterparty contributes to exposure after the exclusions above. */
export function exposureOf(cp: CounterpartyTally, lookalike: boolean): { amount: bigint; count: number } {
  if (lookalike) return { amount: 0n, count: 0 };
  const unsolicited = !cp.answered;
  const amount = cp.inSum.value + cp.outSum.value - (unsolicited ? cp.dustInSum.value : 0n);
  const count = cp.inCount + cp.outCount - cp.zeroOutCount - (unsolicited ? cp.dustInCount : cp.zeroInCount);
  return { amount, count };
}

export interface CategoryExposure {
  amount: bigint;
  count: number;
  addresses: number;
}

export interface RiskAssessment {
  readonly level: number;
  readonly reasons: RiskReason[];
  /** Direct exposure per risk category (normal excluded), for risk_type and risk_address_total. */
  readonly exposure: Map<RiskCategory, CategoryExposure>;
  /**
   * Indirect exposure per risk category: every indirect finding (level ≥ 1) summed, not only the
   * ones listed in reasons; `addresses`/`count` are our counterparties it runs through and our
   * transfers with them.
   */
  readonly indirect: IndirectExposure;
  /** The address's own gravest risk label, if any. */
  readonly selfCategory: RiskCategory | undefined;
  /** What was sent to address-poisoning lookalikes (answered ones only), base units. */
  readonly lookalikePaid: bigint;
  readonly exclusions: { dustCount: number; dustAmount: bigint; zeroCount: number; lookalikeCount: number };
}

export interface IndirectExposure {
  readonly perCategory: Map<RiskCategory, bigint>;
  readonly amount: bigint;
  readonly addresses: number;
  readonly count: number;
  /** Counterparty → the gravest category reached through it. */
  readonly byCounterparty: Map<string, RiskCategory>;
}

export interface RiskContext {
  readonly address: string;
  readonly decimals: number;
  readonly transfers: readonly Transfer[];
  readonly tally: TransferTally;
  readonly lookalikes: ReadonlyMap<string, string>;
  readonly labels: ReadonlyMap<string, readonly AddressLabel[]>;
  readonly secondHop: ReadonlyMap<string, readonly Transfer[]>;
}

const byLevelThenAmount = (a: Scored, b: Scored) =>
  b.reason.level - a.reason.level || (b.amount > a.amount ? 1 : b.amount < a.amount ? -1 : 0);

interface Scored {
  readonly reason: RiskReason;
  readonly amount: bigint;
}

const directionOf = (incoming: boolean, outgoing: boolean): RiskReason['direction'] =>
  incoming && outgoing ? 'both' : outgoing ? 'outgoing' : 'incoming';

/**
 * The list behind a category, as a reason's `label` field: the label of that category (its feed,
 * the feed snapshot's date, the list's own name); nothing when no such label is known.
 */
function labelBehind(
  address: string,
  labels: readonly AddressLabel[] | undefined,
  category: RiskCategory,
): Pick<RiskReason, 'label'> {
  const label = labels?.find((l) => l.category === category);
  if (!label) return {};
  return {
    label: {
      address,
      source: label.source,
      source_date: label.sourceDate,
      ...(label.name ? { name: label.name } : {}),
    },
  };
}

export function assessRisk(ctx: RiskContext): RiskAssessment {
  const { tally, decimals, lookalikes } = ctx;
  const total = tally.inTotal + tally.outTotal;
  const fmt = (v: bigint) => formatUnits(v, decimals);
  const hashes = (indexes: readonly number[]) =>
    indexes.slice(0, EVIDENCE_PER_REASON).map((i) => ctx.transfers[i]!.txHash);
  const reasons: RiskReason[] = [];

  // self_label
  const selfCategory = mostSevereCategory(ctx.labels.get(ctx.address) ?? []);
  if (isRiskCategory(selfCategory))
    reasons.push({
      rule: 'self_label',
      category: selfCategory,
      level: SELF_LEVEL[severityTierOf[selfCategory]],
      amount: fmt(total),
      evidence_tx_hashes: [],
      exposure: 'self',
      hops: 0,
      ...labelBehind(ctx.address, ctx.labels.get(ctx.address), selfCategory),
    });

  // exclusions and direct exposure
  const exposure = new Map<RiskCategory, CategoryExposure>();
  const exclusions = { dustCount: 0, dustAmount: 0n, zeroCount: 0, lookalikeCount: 0 };
  const direct: { cp: CounterpartyTally; amount: bigint; category: RiskCategory }[] = [];
  for (const cp of tally.counterparties.values()) {
    const lookalike = lookalikes.has(cp.address);
    if (lookalike) exclusions.lookalikeCount += cp.inCount + cp.outCount;
    else {
      exclusions.zeroCount += cp.zeroOutCount + (cp.answered ? cp.zeroInCount : 0);
      if (!cp.answered) {
        exclusions.dustCount += cp.dustInCount;
        exclusions.dustAmount += cp.dustInSum.value;
      }
    }
    if (!isRiskCategory(cp.category) || cp.address === ctx.address) continue;
    const e = exposureOf(cp, lookalike);
    if (e.count === 0) continue;
    const sum = exposure.get(cp.category) ?? { amount: 0n, count: 0, addresses: 0 };
    sum.amount += e.amount;
    sum.count += e.count;
    sum.addresses++;
    exposure.set(cp.category, sum);
    direct.push({ cp, amount: e.amount, category: cp.category });
  }
  const directScored: Scored[] = direct.map(({ cp, amount, category }) => ({
    amount,
    reason: {
      rule: 'direct_counterparty',
      category,
      level: directLevel(severityTierOf[category], exposure.get(category)!.amount, total),
      amount: fmt(amount),
      counterparty: cp.address,
      evidence_tx_hashes: hashes(cp.evidence),
      exposure: 'direct',
      direction: directionOf(
        cp.inSum.value - (cp.answered ? 0n : cp.dustInSum.value) > 0n,
        cp.outSum.value > 0n,
      ),
      hops: 1,
      first_at: rfc3339FromSeconds(cp.firstAt),
      last_at: rfc3339FromSeconds(cp.lastAt),
      ...labelBehind(cp.address, cp.labels, category),
    },
  }));
  reasons.push(...top(directScored, MAX_REASONS_PER_RULE));
  const indirect = indirectReasons(ctx, total);
  reasons.push(...top(indirect.scored, MAX_REASONS_PER_RULE));

  // lookalike_counterparty
  const lookalikeScored: Scored[] = [];
  let lookalikePaid = 0n;
  for (const address of lookalikes.keys()) {
    const cp = tally.counterparties.get(address)!;
    const paid = cp.answered ? cp.outSum.value : 0n;
    lookalikePaid += paid;
    lookalikeScored.push({
      amount: paid,
      reason: {
        rule: 'lookalike_counterparty',
        category: 'fraudulent',
        level: paid > 0n ? 1 : 0,
        amount: fmt(paid),
        counterparty: address,
        evidence_tx_hashes: hashes([cp.firstIndex, ...cp.evidence.filter((i) => i !== cp.firstIndex)]),
        exposure: 'lookalike',
        // It made contact by sending us dust; "both" once we paid it.
        direction: directionOf(cp.inCount > 0, paid > 0n),
        hops: 1,
        first_at: rfc3339FromSeconds(cp.firstAt),
        last_at: rfc3339FromSeconds(cp.lastAt),
      },
    });
  }
  reasons.push(...top(lookalikeScored, MAX_LOOKALIKE_REASONS));

  reasons.sort((a, b) => b.level - a.level);
  const level = reasons.reduce((m, r) => Math.max(m, r.level), 0);
  return {
    level,
    reasons,
    exposure,
    indirect: indirect.exposure,
    selfCategory: isRiskCategory(selfCategory) ? selfCategory : undefined,
    lookalikePaid,
    exclusions,
  };
}

const top = (scored: Scored[], max: number): RiskReason[] =>
  scored
    .sort(byLevelThenAmount)
    .slice(0, max)
    .map((s) => s.reason);

/**
 * indirect_counterparty: money we received from X is attributed to X's labelled sources pro rata
 * to X's inflow; money we sent to X, to X's labelled sinks pro rata to X's outflow.
 */
function indirectReasons(ctx: RiskContext, total: bigint): { scored: Scored[]; exposure: IndirectExposure } {
  const { tally, decimals, lookalikes, labels } = ctx;
  const isDust = belowOneToken(decimals);
  const estimateUnit = 10n ** BigInt(Math.max(0, decimals - 6));
  const categoryCache = new Map<string, RiskCategory | undefined>();
  const categoryOf = (address: string): RiskCategory | undefined => {
    const l = labels.get(address);
    if (l === undefined) return undefined;
    let category = categoryCache.get(address);
    if (category === undefined && !categoryCache.has(address)) {
      category = mostSevereCategory(l);
      categoryCache.set(address, category);
    }
    return category;
  };
  const found: {
    cp: CounterpartyTally;
    category: RiskCategory;
    amount: bigint;
    hashes: string[];
    incoming: boolean;
    outgoing: boolean;
    labelled: string;
  }[] = [];
  const perCategory = new Map<RiskCategory, bigint>();
  for (const [x, transfers] of ctx.secondHop) {
    const cp = tally.counterparties.get(x);
    if (!cp || x === ctx.address || lookalikes.has(x) || cp.category !== undefined || cp.exchangeName)
      continue;
    const ours = exposureOf(cp, false);
    if (ours.count === 0) continue;
    const ourIn = cp.inSum.value - (cp.answered ? 0n : cp.dustInSum.value);
    const ourOut = cp.outSum.value;
    const xIn = new UnitSum();
    const xOut = new UnitSum();
    const tainted = new Map<
      RiskCategory,
      { in: UnitSum; out: UnitSum; hashes: string[]; largest: string; largestValue: bigint }
    >();
    for (const t of transfers) {
      const inbound = t.to === x;
      const other = inbound ? t.from : t.to;
      if ((!inbound && t.from !== x) || other === ctx.address || other === x) continue;
      parseUnits(t.value);
      (inbound ? xIn : xOut).addParsed();
      const category = categoryOf(other);
      if (!isRiskCategory(category) || isDust()) continue;
      let entry = tainted.get(category);
      if (!entry) {
        entry = { in: new UnitSum(), out: new UnitSum(), hashes: [], largest: other, largestValue: -1n };
        tainted.set(category, entry);
      }
      (inbound ? entry.in : entry.out).addParsed();
      // The labelled address the finding names: the one of its largest transfer.
      const value = BigInt(t.value);
      if (value > entry.largestValue) {
        entry.largest = other;
        entry.largestValue = value;
      }
      if (entry.hashes.length < EVIDENCE_PER_REASON - 1) entry.hashes.push(t.txHash);
    }
    const xInTotal = xIn.value;
    const xOutTotal = xOut.value;
    for (const [category, entry] of tainted) {
      // Money in from X is tainted by X's sources (incoming); money out to X by X's sinks (outgoing).
      const incoming = xInTotal > 0n ? (ourIn * entry.in.value) / xInTotal : 0n;
      const outgoing = xOutTotal > 0n ? (ourOut * entry.out.value) / xOutTotal : 0n;
      const amount = incoming + outgoing;
      if (amount === 0n) continue;
      const ourHash = cp.evidence[0] === undefined ? [] : [ctx.transfers[cp.evidence[0]]!.txHash];
      found.push({
        cp,
        category,
        amount,
        hashes: [...ourHash, ...entry.hashes],
        incoming: incoming > 0n,
        outgoing: outgoing > 0n,
        labelled: entry.largest,
      });
      perCategory.set(category, (perCategory.get(category) ?? 0n) + amount);
    }
  }
  const scored: Scored[] = [];
  const findings = new Map<RiskCategory, bigint>();
  const byCounterparty = new Map<string, RiskCategory>();
  let amount = 0n;
  let count = 0;
  for (const f of found) {
    const level = indirectLevel(severityTierOf[f.category], perCategory.get(f.category)!, total);
    if (level < 1) continue;
    // A pro-rata estimate: kept to 6 places even for 18-decimal tokens, and summed as shown.
    const estimate = f.amount - (f.amount % estimateUnit);
    findings.set(f.category, (findings.get(f.category) ?? 0n) + estimate);
    amount += estimate;
    const known = byCounterparty.get(f.cp.address);
    if (known === undefined) count += exposureOf(f.cp, false).count;
    byCounterparty.set(f.cp.address, known === undefined ? f.category : graverCategory(known, f.category));
    scored.push({
      amount: f.amount,
      reason: {
        rule: 'indirect_counterparty',
        category: f.category,
        level,
        amount: formatUnits(estimate, decimals),
        counterparty: f.cp.address,
        evidence_tx_hashes: f.hashes,
        exposure: 'indirect',
        direction: directionOf(f.incoming, f.outgoing),
        hops: 2,
        first_at: rfc3339FromSeconds(f.cp.firstAt),
        last_at: rfc3339FromSeconds(f.cp.lastAt),
        ...labelBehind(f.labelled, labels.get(f.labelled), f.category),
      },
    });
  }
  return {
    scored,
    exposure: { perCategory: findings, amount, addresses: byCounterparty.size, count, byCounterparty },
  };
}
