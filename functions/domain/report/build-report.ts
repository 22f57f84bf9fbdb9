import type { QueryResult, ReportMetrics } from '../../../shared/contract/queries.schema';
import { HABIT_HOURS } from '../../../shared/rules/query-rules';
import {
  accountAge,
  busiestPeriod,
  classifyBalancePoints,
  flowAndRiskFigures,
  isActive,
  summariseHabitPeriods,
} from '../../../shared/rules/report-metrics';
import { sharePercentOf } from '../../../shared/rules/rounding';
import { rfc3339FromSeconds } from '../../../shared/rules/time';
import { type BalanceBasis, buildBalanceHistory } from './balance-history';
import { formatUnits } from './base-units';
import { counterpartyLabelOf } from './counterparty-label';
import { findLookalikes } from './lookalike';
import { assessReport, defaultPolicy } from './report-assessment';
import { decimalsOf, type ReportInput } from './report-input';
import { assessRisk, type RiskAssessment } from './risk-rules';
import type { CounterpartyTally, TransferTally } from './transfer-tally';
import { tallyTransfers } from './transfer-tally';
import { buildTxFlow } from './tx-flow';

/**
 * Builds the risk report of spec 02 §3 from a fetched history. Pure: the same
 * input gives the same report. Steps:
 *   1. tally the transfers in one pass (transfer-tally.ts), honouring range and limit;
 *   2. find address-poisoning lookalikes (lookalike.ts);
 *   3. apply the risk rules (risk-rules.ts) for the level, the reasons and the exposure;
 *   4. lay out the sections, amounts formatted exactly (base-units.ts `formatUnits`);
 *   5. derive the spec 02 §9 metrics with shared/rules/report-metrics.ts;
 *   6. sum the direct and indirect exposure and give the verdict of the owner's risk policy
 *      (report-assessment.ts).
 */
export const TOP_TRANSACTIONS_MAX = 100;
export const LOOKALIKES_MAX = 100;
const BALANCE_COIN = 'USDT';

export function buildReport(input: ReportInput): QueryResult {
  const { address, history } = input;
  const decimals = decimalsOf(input.chain, input.token);
  const fmt = (v: bigint) => formatUnits(v, decimals);

  const tally = tallyTransfers(history.transfers, {
    address,
    decimals,
    labels: input.labels,
    startAt: input.startAt,
    endAt: input.endAt,
    limit: input.limit,
  });
  const lookalikes = findLookalikes(input.chain, address, tally.counterparties.values());
  const risk = assessRisk({
    address,
    decimals,
    transfers: history.transfers,
    tally,
    lookalikes,
    labels: input.labels,
    secondHop: input.secondHop,
  });

  const truncated = history.truncated || input.budgetTruncated === true || tally.limitCut;
  const first = tally.firstIndex >= 0 ? history.transfers[tally.firstIndex]! : undefined;
  const firstAt = first?.timestamp;
  const latestAt = maxOrNull(tally.lastInAt, tally.lastOutAt);
  // The analysed range starts at start_at unless older transfers of it were left out.
  const startTime =
    firstAt === undefined
      ? (input.startAt ?? input.createdAt)
      : truncated
        ? firstAt
        : (input.startAt ?? firstAt);
  const basis: BalanceBasis =
    input.startAt === undefined && !truncated ? 'forward_from_zero' : 'backward_from_current';

  const inAmount = tally.inTotal;
  const outAmount = tally.outTotal;
  const selfLabels = input.labels.get(address) ?? [];
  const exchangeName = selfLabels.find((l) => l.exchangeName)?.exchangeName ?? null;
  const habit = HABIT_HOURS.map((hour, h) => ({
    hour,
    inflow_amount: fmt(tally.habitIn[h]!.value),
    inflow_count: tally.habitInCount[h]!,
    outflow_amount: fmt(tally.habitOut[h]!.value),
    outflow_count: tally.habitOutCount[h]!,
  }));
  const historicalBalance = buildBalanceHistory(tally.days, basis, BigInt(history.currentBalance), decimals);
  const riskTotal = riskTotals(risk);

  const report: QueryResult = {
    chain: input.chain,
    token: input.token,
    address,
    created_at: rfc3339FromSeconds(input.createdAt),
    start_time: rfc3339FromSeconds(startTime),
    end_time: input.endAt === undefined ? null : rfc3339FromSeconds(input.endAt),
    query_hash: input.queryHash,
    risk_level: risk.level,
    risk_address_total: {
      amount: fmt(riskTotal.amount),
      address_count: riskTotal.addresses,
      amount_count: riskTotal.count,
    },
    overview: {
      address,
      balance: fmt(BigInt(history.currentBalance)),
      balance_coin: BALANCE_COIN,
      active: isActive(latestAt, input.now),
      type: exchangeName === null ? 0 : 1,
      exchange_name: exchangeName,
      first_transfer_time: first ? rfc3339FromSeconds(first.timestamp) : null,
      first_transfer_address: first ? (first.from === address ? first.to : first.from) : null,
      in_info: { count: tally.inCount, amount: fmt(inAmount), latest: nullableIso(tally.lastInAt) },
      out_info: { count: tally.outCount, amount: fmt(outAmount), latest: nullableIso(tally.lastOutAt) },
      total_info: { count: tally.inCount + tally.outCount, amount: fmt(inAmount + outAmount) },
    },
    tx_flow: buildTxFlow(address, tally.counterparties.values(), decimals),
    risk_type: riskTypes(tally, risk, fmt),
    top_transaction: topTransactions(
      address,
      tally.counterparties.values(),
      risk.indirect.byCounterparty,
      fmt,
    ),
    habit,
    historical_balance: historicalBalance,
    reasons: risk.reasons,
    coverage: {
      transfers_analysed: tally.analysed,
      truncated,
      source: history.source,
      simulated: history.simulated,
      ...(input.limit === undefined ? {} : { limit_applied: input.limit }),
      credits_charged: input.creditsCharged,
      balance_basis: basis,
    },
    lookalikes: [...lookalikes]
      .map(([lookalike, mimics]) => {
        const cp = tally.counterparties.get(lookalike)!;
        return {
          address: lookalike,
          mimics,
          first_seen: rfc3339FromSeconds(cp.firstAt),
          inbound_count: cp.inCount,
          outbound_amount: fmt(cp.outSum.value),
        };
      })
      .slice(0, LOOKALIKES_MAX),
    exposure_exclusions: {
      unsolicited_dust_count: risk.exclusions.dustCount,
      unsolicited_dust_amount: fmt(risk.exclusions.dustAmount),
      zero_value_count: risk.exclusions.zeroCount,
      lookalike_transfer_count: risk.exclusions.lookalikeCount,
    },
  };
  const volume = inAmount + outAmount;
  report.exposure = {
    direct: {
      amount: fmt(riskTotal.amount),
      address_count: riskTotal.addresses,
      transfer_count: riskTotal.count,
      share_percent: sharePercentOf(riskTotal.amount, volume),
    },
    indirect: {
      amount: fmt(risk.indirect.amount),
      address_count: risk.indirect.addresses,
      transfer_count: risk.indirect.count,
      share_percent: sharePercentOf(risk.indirect.amount, volume),
    },
  };
  report.assessment = assessReport(
    {
      volume,
      selfCategory: risk.selfCategory,
      direct: new Map([...risk.exposure].map(([category, e]) => [category, e.amount])),
      indirect: risk.indirect.perCategory,
      lookalikePaid: risk.lookalikePaid,
      reasons: risk.reasons,
    },
    input.policy ?? defaultPolicy,
    fmt,
  );
  report.metrics = metricsOf(report, firstAt, latestAt, input.now);
  return report;
}

const maxOrNull = (a: number | null, b: number | null): number | null =>
  a === null ? b : b === null ? a : Math.max(a, b);

const nullableIso = (s: number | null) => (s === null ? null : rfc3339FromSeconds(s));

function riskTotals(risk: RiskAssessment): { amount: bigint; count: number; addresses: number } {
  const total = { amount: 0n, count: 0, addresses: 0 };
  for (const e of risk.exposure.values()) {
    total.amount += e.amount;
    total.count += e.count;
    total.addresses += e.addresses;
  }
  return total;
}

/**
 * spec 02 §3 risk_type: the direct exposure per risk category, and `normal` for everything else
 * (unlabelled counterparties and the excluded transfers), so the amounts add up to the volume.
 */
function riskTypes(
  tally: TransferTally,
  risk: RiskAssessment,
  fmt: (v: bigint) => string,
): QueryResult['risk_type'] {
  const { amount: riskAmount, count: riskCount } = riskTotals(risk);
  const entries = [...risk.exposure].map(([type, e]) => ({ type, amount: e.amount, count: e.count }));
  const normalCount = tally.inCount + tally.outCount - riskCount;
  if (normalCount > 0)
    entries.push({
      type: 'normal',
      amount: tally.inTotal + tally.outTotal - riskAmount,
      count: normalCount,
    });
  return entries
    .sort((a, b) => (b.amount > a.amount ? 1 : b.amount < a.amount ? -1 : b.count - a.count))
    .map((e) => ({ type: e.type, amount: fmt(e.amount), count: e.count }));
}

function topTransactions(
  address: string,
  counterparties: Iterable<CounterpartyTally>,
  indirectVia: ReadonlyMap<string, string>,
  fmt: (v: bigint) => string,
): QueryResult['top_transaction'] {
  const totals = [...counterparties].map((cp) => ({ cp, amount: cp.inSum.value + cp.outSum.value }));
  totals.sort((a, b) =>
    b.amount > a.amount
      ? 1
      : b.amount < a.amount
        ? -1
        : b.cp.inCount + b.cp.outCount - (a.cp.inCount + a.cp.outCount),
  );
  return totals.slice(0, TOP_TRANSACTIONS_MAX).map(({ cp, amount }) => {
    const label = counterpartyLabelOf(cp.labels);
    const indirect = indirectVia.get(cp.address);
    return {
      own_address: address,
      counterparty_address: cp.address,
      total_amount: fmt(amount),
      total_count: cp.inCount + cp.outCount,
      last_transaction_time: rfc3339FromSeconds(cp.lastAt),
      ...(label ? { counterparty_label: label } : {}),
      ...(indirect ? { indirect_category: indirect } : {}),
    };
  });
}

/** spec 02 §9, computed from the report's own (display-precision) figures. */
function metricsOf(
  report: QueryResult,
  firstAt: number | undefined,
  latestAt: number | null,
  now: number,
): ReportMetrics {
  const figures = flowAndRiskFigures(report.overview, report.risk_address_total);
  const periods = summariseHabitPeriods(report.habit);
  const kinds = classifyBalancePoints(report.historical_balance.map((b) => b.balance));
  return {
    ...figures,
    active: isActive(latestAt, now),
    account_age: firstAt === undefined ? null : accountAge(firstAt, now),
    // JSON has no Infinity: the wire says null.
    inflow_outflow_ratio: Number.isFinite(figures.inflow_outflow_ratio) ? figures.inflow_outflow_ratio : null,
    habit_periods: periods,
    busiest_period: busiestPeriod(periods) ?? null,
    balance_key_points: report.historical_balance.flatMap((b, i) => {
      const kind = kinds[i];
      return kind ? [{ date: b.date, balance: b.balance, kind }] : [];
    }),
  };
}
