import type { MonitorConfig, MonitoredAddress } from '../../../shared/contract/monitoring.schema';
import {
  DAILY_ALERT_CAP_DEFAULT,
  dailyAlertCapOf,
  MONITOR_STATUS,
} from '../../../shared/rules/monitor-rules';
import { nextUtcMidnight, rfc3339 } from '../../../shared/rules/time';
import type { MonitorRecord } from './monitoring.ports';

/**
 * The daily alert cap as the address list shows it (docs/areas/monitoring-and-alerts.md): detection counts each address's alerts per UTC day (transfer-alerts.ts) and stops at
 * its cap; here that count is read back, so the list can say an address is paused until 00:00 UTC.
 */

/** A configuration as answered: one stored before the cap existed gets the default cap. */
export const completeConfig = (config: MonitorConfig): MonitorConfig =>
  config.limits ? config : { ...config, limits: { daily_alert_cap: DAILY_ALERT_CAP_DEFAULT } };

export type CapView = Pick<
  MonitoredAddress,
  'paused_reason' | 'paused_until' | 'alerts_today' | 'daily_alert_cap'
>;

/**
 * An address's place against its cap today. The cap is its own configuration's, else the global
 * one's; counted alerts at or above it mean it is paused until the next UTC midnight (a cap the
 * user raised since lets it raise again at once, as detection does). `pushesPaused`: the user's
 * pushes are paused for lack of credits, the other reason an enabled address shows as paused.
 */
export function capView(
  record: MonitorRecord,
  globalConfig: MonitorConfig | null,
  alertsToday: number,
  pushesPaused: boolean,
  nowMs: number,
): CapView {
  const cap = dailyAlertCapOf(record.config ?? globalConfig ?? {});
  const active = record.status === MONITOR_STATUS.active;
  const capped = active && alertsToday >= cap;
  return {
    paused_reason: capped ? 'daily_cap' : active && pushesPaused ? 'no_credits' : null,
    paused_until: capped ? rfc3339(nextUtcMidnight(nowMs)) : null,
    alerts_today: alertsToday,
    daily_alert_cap: cap,
  };
}
