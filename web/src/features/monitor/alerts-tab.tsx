import { Button, Flex, HStack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuBellOff, LuFilterX } from 'react-icons/lu';
import type { Alert } from '../../../../shared/contract/monitoring.schema';
import { ActionButton } from '../../components/action-button';
import { StatePanel } from '../../components/list/state-panel';
import { LiveBadge } from '../../components/live-badge';
import { useMessage } from '../../i18n/message-text';
import { api } from '../../lib/api';
import { useMarkAlertsSeen } from '../../lib/unread-alerts';
import { AlertFilterBar, type AlertPeriod } from './alert-filters';
import { AlertCards, AlertTable } from './alert-list';
import { DeliveryLogDialog } from './delivery-log-dialog';
import { type AlertFilters, hasAlertFilter, useMonitorAlerts } from './monitor-api';
import { PausedNotice } from './paused-notice';
import { CursorPagedList, type ListViews, useCursorPages, useFollowAnswer } from './use-cursor-pages';
import { useMonitorAction } from './use-monitor-action';

/**
 * The alerts (spec 02 §2 Alerts): newest first, filters by type, status and time, pages of 20;
 * with no filter the list refreshes by itself. Each alert can be marked processed or ignored, and
 * its delivery log opened (with "send again").
 */
/** Alerts are drawn as cards below lg, where their table would not fit. */
const alertViews: ListViews<Parameters<typeof AlertTable>[0]> = {
  table: AlertTable,
  cards: AlertCards,
  from: 'lg',
};

export function AlertsTab() {
  const t = useMessage();
  const [filters, setFilters] = useState<AlertFilters>({});
  const [period, setPeriod] = useState<AlertPeriod>('all');
  const pages = useCursorPages();
  const list = useMonitorAlerts(filters, pages.page, pages.pageSize, pages.cursor);
  useFollowAnswer(pages, list);
  const [updating, setUpdating] = useState<string>();
  const [logOf, setLogOf] = useState<Alert | null>(null);
  const { run } = useMonitorAction();
  const filtered = hasAlertFilter(filters);

  // Opening the tab, and every newer alert the list shows while it is open, marks them all seen:
  // the nav badge and the title's count go back to none. A failed mark leaves the count as it was.
  const markSeen = useMarkAlertsSeen();
  // The newest alert shown: "" for an empty list, undefined until the list is read.
  const newest = list.data ? (list.data.alerts[0]?.id ?? '') : undefined;
  useEffect(() => {
    if (newest !== undefined) markSeen().catch(() => undefined);
  }, [newest, markSeen]);

  const changeFilters = (next: AlertFilters, nextPeriod: AlertPeriod) => {
    pages.restart();
    setFilters(next);
    setPeriod(nextPeriod);
  };

  const actions = {
    updating,
    onDeliveries: setLogOf,
    onStatus: async (alert: Alert, status: 'processed' | 'ignored') => {
      setUpdating(alert.id);
      await run(
        () => api('updateAlertStatus', { body: { id: alert.id, status } }),
        `monitor.alerts.marked.${status}`,
      );
      setUpdating(undefined);
    },
  };

  const body = (
    <CursorPagedList
      list={list}
      empty={(data) =>
        data.total === 0 &&
        (filtered ? (
          <StatePanel size="compact" icon={LuFilterX} title={t('monitor.alerts.noMatch')}>
            <Button variant="outline" onClick={() => changeFilters({}, 'all')}>
              {t('monitor.filter.clear')}
            </Button>
          </StatePanel>
        ) : (
          <StatePanel size="compact" icon={LuBellOff} messages="monitor.alerts.empty" />
        ))
      }
      views={alertViews}
      items={(data) => ({ items: data.alerts, now: Date.now(), ...actions })}
      pages={pages}
      labelId="monitor.alerts.pages"
    />
  );

  return (
    <>
      <PausedNotice />
      <Flex justify="space-between" align="flex-end" gap="3" mb="4" wrap="wrap">
        <AlertFilterBar filters={filters} period={period} onChange={changeFilters} />
        <HStack>
          {filtered ? (
            <ActionButton icon={LuFilterX} size="sm" variant="ghost" onClick={() => changeFilters({}, 'all')}>
              {t('monitor.filter.clear')}
            </ActionButton>
          ) : (
            <LiveBadge>{t('monitor.alerts.live')}</LiveBadge>
          )}
        </HStack>
      </Flex>
      {body}
      <DeliveryLogDialog alert={logOf} onClose={() => setLogOf(null)} />
    </>
  );
}
