import type { Chain, Token } from '../../../../shared/rules/chain-rules';
import { displayTimeZone, zoneOffsetMs } from '../../lib/display-time-zone';
import { cacheLifetimes } from '../../lib/swr';
import { useApi } from '../../lib/use-api';
import { ALERTS_REFRESH_MS } from './monitor-api';

/**
 * The Monitor page's reads of what monitoring costs (beyond spec): the estimate shown where
 * Transaction detection is switched on, and today's alerts and credits on the overview.
 */

export interface EstimateInput {
  readonly chain: Chain;
  readonly token: Token;
  readonly address: string;
  /** The minimum amount of the configuration being edited; undefined: none. */
  readonly minAmount: string | undefined;
  readonly dailyCap: number;
}

/**
 * The estimate for an address with the minimum and cap being edited: always sent, so a draft
 * is estimated as drafted (the server would otherwise take the saved configuration's). An
 * address's activity changes slowly: static data (fresh 10 min).
 */
export const useAlertEstimate = (input: EstimateInput | null) =>
  useApi(
    'estimateMonitorAlerts',
    input && {
      query: {
        chain: input.chain,
        token: input.token,
        address: input.address,
        min_amount: input.minAmount ?? '0',
        daily_alert_cap: input.dailyCap,
      },
    },
    { ...cacheLifetimes.static, keepPreviousData: true },
  );

/** Epoch ms of the last midnight in the zone at `nowMs` (a DST change that night included). */
export function startOfTodayMs(nowMs: number, timeZone: string): number {
  const day = new Date(nowMs + zoneOffsetMs(nowMs, timeZone)).toISOString().slice(0, 10);
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const guess = utcMidnight - zoneOffsetMs(utcMidnight, timeZone);
  return utcMidnight - zoneOffsetMs(guess, timeZone);
}

/**
 * Today's alerts and the credits charged for them: today in the console's stored time zone, UTC
 * without one (the daily cap's own day is always UTC). Refreshes with the alert list.
 */
export function useTodayFigures(nowMs = Date.now()) {
  const zone = displayTimeZone();
  const start = Math.floor(startOfTodayMs(nowMs, zone) / 1000);
  const read = useApi(
    'getMonitorAlertSummary',
    { query: { start_time: start } },
    { ...cacheLifetimes.realtime, refreshInterval: ALERTS_REFRESH_MS },
  );
  return { ...read, zone };
}
