import { CREDITS_PER_PUSH } from '../../../shared/constants/plans';
import type {
  EstimateMonitorAlertsQuery,
  MonitorAlertEstimate,
  MonitorAlertSummary,
  MonitorAlertSummaryQuery,
  MonitorConfig,
} from '../../../shared/contract/monitoring.schema';
import { type Chain, normalizeAddress } from '../../../shared/rules/chain-rules';
import { dailyAlertCapOf, defaultMonitorConfig, ESTIMATE_DAYS } from '../../../shared/rules/monitor-rules';
import { DAY_SECONDS } from '../../../shared/rules/time';
import { AppError } from '../app-error';
import { type ChainSource, SourceUnavailableError, type Transfer } from '../chain/chain-source';
import type { Clock } from '../ports/clock';
import { raisesTransactionAlert } from './alert-detection';
import type { MonitorRepository } from './monitoring.ports';

/**
 * What monitoring costs, so that it never bills a user by surprise
 * (docs/areas/monitoring-and-alerts.md): before Transaction detection is switched on, an estimate from the
 * address's recent activity; afterwards, the alerts of a period and the credits their pushes cost.
 */
export interface MonitorCostDeps {
  readonly monitors: Pick<MonitorRepository, 'findByAddress' | 'getSettings' | 'alertSummary'>;
  /** The chain source the monitor and the analysis read (the simulated ledger offline). */
  readonly sourceFor: (chain: Chain) => ChainSource;
  readonly clock: Clock;
}

/**
 * Most transfers read for an estimate: the newest of the 7 days. A busier address (an exchange
 * makes thousands a day) is measured over the time these span, so one estimate stays one or a few
 * provider calls.
 */
export const ESTIMATE_MAX_TRANSFERS = 1000;
/** A truncated read is measured over at least this long, so a burst in one second is not a rate. */
const MIN_SPAN_SECONDS = 3600;

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * The rates of a read: over the whole window when every transfer of it was read, else over the
 * time from the oldest one read to now (the read keeps the newest).
 */
export function ratesOf(
  chain: Chain,
  transfers: readonly Transfer[],
  truncated: boolean,
  nowSeconds: number,
  minAmount: string | undefined,
  dailyCap: number,
): Pick<
  MonitorAlertEstimate,
  'transfers_per_day' | 'alerts_per_day' | 'credits_per_day' | 'capped' | 'transfers_read' | 'truncated'
> {
  const oldest = transfers.reduce((min, t) => Math.min(min, t.timestamp), nowSeconds);
  const days =
    truncated && transfers.length > 0
      ? Math.max(nowSeconds - oldest, MIN_SPAN_SECONDS) / DAY_SECONDS
      : ESTIMATE_DAYS;
  const alerts = transfers.filter((t) => raisesTransactionAlert(chain, t.value, minAmount)).length;
  const alertsPerDay = alerts / days;
  return {
    transfers_read: transfers.length,
    truncated,
    transfers_per_day: oneDecimal(transfers.length / days),
    alerts_per_day: oneDecimal(alertsPerDay),
    credits_per_day: oneDecimal(Math.min(alertsPerDay, dailyCap) * CREDITS_PER_PUSH),
    capped: alertsPerDay > dailyCap,
  };
}

export function createMonitorCost(deps: MonitorCostDeps) {
  const { monitors, clock } = deps;

  /** The configuration the address would run with: its own if monitored with one, else the global one. */
  async function configFor(userId: string, query: EstimateMonitorAlertsQuery): Promise<MonitorConfig> {
    const address = normalizeAddress(query.chain, query.address);
    const [monitored, settings] = await Promise.all([
      monitors.findByAddress(userId, query.chain, query.token, address),
      monitors.getSettings(userId),
    ]);
    return monitored?.config ?? settings.config ?? (structuredClone(defaultMonitorConfig) as MonitorConfig);
  }

  /**
   * 1. The minimum and the cap: the query's, else the configuration's ("0": no minimum).
   * 2. The address's transfers of the last ESTIMATE_DAYS days, at most ESTIMATE_MAX_TRANSFERS.
   * 3. The rates, by the rule detection applies (zero-value and below-minimum transfers raise nothing).
   */
  async function estimate(userId: string, query: EstimateMonitorAlertsQuery): Promise<MonitorAlertEstimate> {
    const config = await configFor(userId, query);
    const given = query.min_amount;
    const minAmount =
      given === undefined
        ? config.detection.normal_transaction_min_amount
        : /^0*(\.0*)?$/.test(given)
          ? undefined
          : given;
    const dailyCap = query.daily_alert_cap ?? dailyAlertCapOf(config);
    const address = normalizeAddress(query.chain, query.address);
    const now = clock.nowSeconds();
    let history: Awaited<ReturnType<ChainSource['fetchTransfers']>>;
    try {
      history = await deps.sourceFor(query.chain).fetchTransfers({
        chain: query.chain,
        token: query.token,
        address,
        startAt: now - ESTIMATE_DAYS * DAY_SECONDS,
        endAt: now,
        limit: ESTIMATE_MAX_TRANSFERS,
      });
    } catch (error) {
      if (error instanceof SourceUnavailableError) throw new AppError('service_unavailable');
      throw error;
    }
    return {
      chain: query.chain,
      token: query.token,
      address,
      days: ESTIMATE_DAYS,
      ...ratesOf(query.chain, history.transfers, history.truncated, now, minAmount, dailyCap),
      min_amount: minAmount ?? null,
      daily_alert_cap: dailyCap,
      simulated: history.simulated,
    };
  }

  /** The alerts created from start_time to end_time (default now), and their push credits. */
  async function summary(userId: string, query: MonitorAlertSummaryQuery): Promise<MonitorAlertSummary> {
    const end = query.end_time ?? clock.nowSeconds();
    const { alerts, credits } = await monitors.alertSummary(
      userId,
      query.start_time * 1000,
      end * 1000 + 999,
    );
    return { alerts, credits_charged: credits, start_time: query.start_time, end_time: end };
  }

  return { estimate, summary };
}

export type MonitorCost = ReturnType<typeof createMonitorCost>;
