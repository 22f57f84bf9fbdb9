import { CREDITS_PER_PUSH, monitorAddressCost } from '../../../../shared/constants/plans';
import type { MonitoredAddress } from '../../../../shared/contract/monitoring.schema';
import { MONITOR_STATUS } from '../../../../shared/rules/monitor-rules';

/**
 * Display rules of the Monitor page (spec 02 §2, §4, §9) that are the page's own: the age text
 * of an alert, the status an address shows, and what one more address costs. Pure, so the tests
 * pin them without rendering.
 */

/** spec 02 §4: "just now" under 1 minute, then minutes, hours (under 1440 minutes), days. */
export type AlertAge =
  | { readonly unit: 'justNow' }
  | { readonly unit: 'minutes' | 'hours' | 'days'; readonly value: number };

export function alertAge(createdAt: string, now: number): AlertAge {
  const minutes = Math.floor((now - Date.parse(createdAt)) / 60_000);
  if (!Number.isFinite(minutes) || minutes < 1) return { unit: 'justNow' };
  if (minutes < 60) return { unit: 'minutes', value: minutes };
  if (minutes < 1440) return { unit: 'hours', value: Math.floor(minutes / 60) };
  return { unit: 'days', value: Math.floor(minutes / 1440) };
}

/** spec 02 §3: the four statuses an address shows. */
export type AddressDisplayStatus = 'active' | 'inactive' | 'paused' | 'error';

/**
 * spec 02 §3, §4: 0 inactive, 1 active, 2 (or the paused flag) paused: the server pauses an
 * enabled address's pushes when an alert could not be paid, until the balance pays one again; an
 * address that raised its daily alert cap is paused until 00:00 UTC (`paused_reason`). A status
 * the page does not know is shown as an error.
 */
export function addressDisplayStatus(
  address: Pick<MonitoredAddress, 'status' | 'paused'> & Partial<Pick<MonitoredAddress, 'paused_reason'>>,
): AddressDisplayStatus {
  if (address.status === MONITOR_STATUS.inactive) return 'inactive';
  if (address.status === MONITOR_STATUS.paused || address.paused || address.paused_reason) return 'paused';
  return address.status === MONITOR_STATUS.active ? 'active' : 'error';
}

/** Whether the credits left cannot pay one push (CREDITS_PER_PUSH): the next alert will not be sent. */
export const pushesPaused = (creditsLeft: number | undefined): boolean =>
  creditsLeft !== undefined && creditsLeft < CREDITS_PER_PUSH;

/**
 * spec 02 §9: the credits one more address costs: 0 within the plan's free allowance
 * (monitor_address_count), else 20 (7 for package_type 1001). The page asks before spending them.
 */
export function extraAddressCost(
  plan: { readonly package_type: number; readonly monitor_address_count: number },
  monitoredCount: number,
): number {
  return monitoredCount < plan.monitor_address_count ? 0 : monitorAddressCost(plan.package_type);
}
