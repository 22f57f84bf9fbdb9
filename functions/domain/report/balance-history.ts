import { DAY_MS, utcDayOf } from '../../../shared/rules/time';
import { formatUnits } from './base-units';
import type { DayTally } from './transfer-tally';

/**
 * The balance chart (spec 02 §3 historical_balance): the balance at the end of each UTC day, one
 * entry per day from the first analysed day to the last (days without transfers repeat the
 * balance). When the history holds every transfer since the address's first, it is rebuilt
 * forwards from zero; otherwise (a start time, a limit or a budget cut it) backwards from the
 * current balance. Backwards is exact when the history reaches up to now; with an end time in
 * the past, transfers after it are unknown and the series is approximate. A negative balance
 * (inconsistent source data) is shown as 0.
 */
export type BalanceBasis = 'forward_from_zero' | 'backward_from_current';

export function buildBalanceHistory(
  days: readonly DayTally[],
  basis: BalanceBasis,
  currentBalance: bigint,
  decimals: number,
): { date: string; balance: string }[] {
  if (days.length === 0) return [];
  const first = days[0]!.day;
  const last = days[days.length - 1]!.day;
  const net = new Map<number, bigint>();
  for (const d of days) net.set(d.day, d.inSum.value - d.outSum.value);
  const balances: bigint[] = new Array(last - first + 1);
  if (basis === 'forward_from_zero') {
    let running = 0n;
    for (let day = first; day <= last; day++) {
      running += net.get(day) ?? 0n;
      balances[day - first] = running;
    }
  } else {
    let running = currentBalance;
    for (let day = last; day >= first; day--) {
      balances[day - first] = running;
      running -= net.get(day) ?? 0n;
    }
  }
  return balances.map((b, i) => ({
    date: utcDayOf((first + i) * DAY_MS),
    balance: formatUnits(b < 0n ? 0n : b, decimals),
  }));
}
