import { useCallback, useEffect } from 'react';
import { useSWRConfig } from 'swr';
import type { UnreadAlerts } from '../../../shared/contract/monitoring.schema';
import { UNREAD_ALERTS_MAX } from '../../../shared/rules/monitor-label-rules';
import { api } from './api';
import { isKeyOf, useApi } from './use-api';
import { setTitleCount } from './use-document-title';

/**
 * The console's unread alerts (beyond spec): the count behind the Monitor entry's badge and the
 * "(3) …" in the tab title, and the call that marks them seen when the alerts tab opens. Read only
 * inside the console (a lazy chunk behind sign-in), so the public pages never load or ask it.
 */

/** How often the count is asked again while the console is open (the alert list's own pace is 15 s). */
export const UNREAD_REFRESH_MS = 30_000;

export const useUnreadAlerts = () =>
  useApi('getUnreadAlerts', {}, { dedupingInterval: 10_000, refreshInterval: UNREAD_REFRESH_MS });

/** "3", "99+", or undefined when nothing is unread. */
export const unreadCountText = (unread: UnreadAlerts | undefined): string | undefined =>
  !unread || unread.unread === 0
    ? undefined
    : unread.capped
      ? `${UNREAD_ALERTS_MAX}+`
      : String(unread.unread);

/** Leads the tab's title with the count while the console shows, and takes it away after. */
export function useUnreadTitle(count: string | undefined) {
  useEffect(() => {
    setTitleCount(count);
    return () => setTitleCount(undefined);
  }, [count]);
}

/** Marks every alert so far seen and puts the answer (0 unread) in the badge's cache at once. */
export function useMarkAlertsSeen(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    const answer = await api('markAlertsSeen', { body: {} });
    await mutate((key) => isKeyOf(key, 'getUnreadAlerts'), answer, { revalidate: false });
  }, [mutate]);
}
