import type { UnreadAlerts } from '../../../shared/contract/monitoring.schema';
import { UNREAD_ALERTS_MAX } from '../../../shared/rules/monitor-label-rules';
import { rfc3339 } from '../../../shared/rules/time';
import type { Clock } from '../ports/clock';
import type { AlertPosition, MonitorRepository } from './monitoring.ports';

/**
 * The console's unread alerts (beyond spec): one "seen up to" marker per user, the newest alert
 * they had when they last opened the alerts tab. Unread are the alerts after it, in the list's
 * own order (creation time, then id), so an alert raised while the tab was open counts as soon
 * as it is newer than the marker. The count stops at UNREAD_ALERTS_MAX + 1: one bounded read.
 */
export interface UnreadAlertsDeps {
  readonly monitors: Pick<
    MonitorRepository,
    'newestAlert' | 'alertsSeenUpTo' | 'markAlertsSeen' | 'countAlertsAfter'
  >;
  readonly clock: Clock;
}

/** Whether `a` comes after `b` in a user's alert list (created later, or at the same ms with a later id). */
export const isAfter = (a: AlertPosition, b: AlertPosition): boolean =>
  a.createdAt !== b.createdAt ? a.createdAt > b.createdAt : a.id > b.id;

/** The answer: `counted` is what the bounded count found, one more than the cap meaning "beyond it". */
export const unreadView = (counted: number, seen: AlertPosition | undefined): UnreadAlerts => ({
  unread: Math.min(counted, UNREAD_ALERTS_MAX),
  capped: counted > UNREAD_ALERTS_MAX,
  seen_up_to: seen ? rfc3339(seen.createdAt) : null,
});

export function createUnreadAlerts({ monitors, clock }: UnreadAlertsDeps) {
  async function unread(userId: string): Promise<UnreadAlerts> {
    const seen = await monitors.alertsSeenUpTo(userId);
    return unreadView(await monitors.countAlertsAfter(userId, seen, UNREAD_ALERTS_MAX + 1), seen);
  }

  /**
   * 1. Reads the newest alert now. 2. Moves the marker to it (never back: a second tab that
   * marked a newer one keeps it). 3. Answers the count again, so an alert raised in between is
   * still unread rather than lost.
   */
  async function markSeen(userId: string): Promise<UnreadAlerts> {
    const newest = await monitors.newestAlert(userId);
    if (newest) await monitors.markAlertsSeen(userId, newest, clock.nowMs());
    return unread(userId);
  }

  return { unread, markSeen };
}

export type UnreadAlertsService = ReturnType<typeof createUnreadAlerts>;
