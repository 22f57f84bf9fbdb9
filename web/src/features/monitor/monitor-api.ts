import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { MonitorType } from '../../../../shared/rules/monitor-rules';
import { MONITOR_STATUS } from '../../../../shared/rules/monitor-rules';
import { MONITOR_PAGE_SIZE_DEFAULT } from '../../../../shared/rules/query-rules';
import type { ConsoleOperation } from '../../lib/api-client';
import { cacheLifetimes } from '../../lib/swr';
import { isKeyOf, useApi } from '../../lib/use-api';

/**
 * The Monitor page's reads (spec 02 §2, §7), one hook per list. Lists are "list" data (fresh
 * 1 min, spec 01 §9); alerts without a filter are real-time and refresh by themselves.
 */

/** How often the unfiltered alert list asks again (spec 02 §2: it auto-refreshes). */
export const ALERTS_REFRESH_MS = 15_000;

/** One page of the monitored addresses. */
export const useMonitorAddresses = (page: number, pageSize = MONITOR_PAGE_SIZE_DEFAULT, cursor?: string) =>
  useApi(
    'listMonitorAddresses',
    { query: { page, page_size: pageSize, cursor } },
    { ...cacheLifetimes.list, keepPreviousData: true },
  );

/** The alert list's filters (spec 02 §7: monitor_type, status, start and end in epoch seconds). */
export interface AlertFilters {
  readonly monitorType?: MonitorType;
  readonly status?: 'pending' | 'processed' | 'ignored';
  readonly startTime?: number;
}

export const hasAlertFilter = (filters: AlertFilters): boolean =>
  filters.monitorType !== undefined || filters.status !== undefined || filters.startTime !== undefined;

/** One page of alerts; with no filter set the list refreshes every ALERTS_REFRESH_MS. */
export const useMonitorAlerts = (
  filters: AlertFilters,
  page: number,
  pageSize = MONITOR_PAGE_SIZE_DEFAULT,
  cursor?: string,
) =>
  useApi(
    'listMonitorAlerts',
    {
      query: {
        monitor_type: filters.monitorType,
        status: filters.status,
        start_time: filters.startTime,
        page,
        page_size: pageSize,
        cursor,
      },
    },
    {
      ...cacheLifetimes.realtime,
      refreshInterval: hasAlertFilter(filters) ? 0 : ALERTS_REFRESH_MS,
      keepPreviousData: true,
    },
  );

/**
 * The overview's counters (spec 02 §2): each list asked for with page size 1, whose `total` is
 * the count; and the 3 latest alerts.
 */
export function useMonitorCounters() {
  const addresses = useApi('listMonitorAddresses', { query: { page: 1, page_size: 1 } }, cacheLifetimes.list);
  const active = useApi(
    'listMonitorAddresses',
    { query: { page: 1, page_size: 1, status: MONITOR_STATUS.active } },
    cacheLifetimes.list,
  );
  // While pushes are paused the watched addresses answer status 2, not 1: they are still watched.
  const paused = useApi(
    'listMonitorAddresses',
    { query: { page: 1, page_size: 1, status: MONITOR_STATUS.paused } },
    cacheLifetimes.list,
  );
  const alerts = useApi(
    'listMonitorAlerts',
    { query: { page: 1, page_size: 1 } },
    {
      ...cacheLifetimes.realtime,
      refreshInterval: ALERTS_REFRESH_MS,
    },
  );
  const watched = {
    data: active.data && paused.data ? { total: active.data.total + paused.data.total } : undefined,
    error: active.error ?? paused.error,
  };
  return { addresses, active: watched, alerts };
}

export const RECENT_ALERTS = 3;

export const useRecentAlerts = () =>
  useApi(
    'listMonitorAlerts',
    { query: { page: 1, page_size: RECENT_ALERTS } },
    {
      ...cacheLifetimes.realtime,
      refreshInterval: ALERTS_REFRESH_MS,
    },
  );

/** The user's global (default) configuration. */
export const useDefaultConfig = () => useApi('getDefaultMonitorConfig', {}, cacheLifetimes.list);

const monitorReads: readonly ConsoleOperation[] = [
  'listMonitorAddresses',
  'listMonitorAlerts',
  'getDefaultMonitorConfig',
  'getUserPackage',
  // A saved configuration mails its new recipients a link: their states change with it.
  'listMonitorRecipients',
];

/**
 * After a change (add, remove, enable, config, alert status): every monitoring list and the
 * plan (credits move when an address is added) are read again.
 */
export function useRefreshMonitor() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => monitorReads.some((id) => isKeyOf(key, id))), [mutate]);
}
