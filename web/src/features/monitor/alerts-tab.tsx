import { Box, Button, Flex, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuBellOff, LuFilterX } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { Alert } from '../../../../shared/contract/monitoring.schema';
import { LiveBadge } from '../../components/live-badge';
import { api } from '../../lib/api';
import { AlertFilterBar, type AlertPeriod } from './alert-filters';
import { AlertCards, AlertTable } from './alert-list';
import { DeliveryLogDialog } from './delivery-log-dialog';
import { type AlertFilters, hasAlertFilter, useMonitorAlerts } from './monitor-api';
import { LoadFailed, Loading, MonitorPanel } from './monitor-states';
import { PausedNotice } from './paused-notice';
import { CursorPagination, useCursorPages, useFollowAnswer } from './use-cursor-pages';
import { useMonitorAction } from './use-monitor-action';

/**
 * The alerts (spec 02 §2 Alerts): newest first, filters by type, status and time, pages of 20;
 * with no filter the list refreshes by itself. Each alert can be marked processed or ignored, and
 * its delivery log opened (with "send again").
 */
export function AlertsTab() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [filters, setFilters] = useState<AlertFilters>({});
  const [period, setPeriod] = useState<AlertPeriod>('all');
  const pages = useCursorPages();
  const list = useMonitorAlerts(filters, pages.page, pages.pageSize, pages.cursor);
  useFollowAnswer(pages, list);
  const [updating, setUpdating] = useState<string>();
  const [logOf, setLogOf] = useState<Alert | null>(null);
  const { run } = useMonitorAction();
  const filtered = hasAlertFilter(filters);

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

  let body: React.ReactNode;
  if (list.error && !list.data) {
    body = <LoadFailed error={list.error} onRetry={() => void list.mutate()} retrying={list.isValidating} />;
  } else if (!list.data) {
    body = <Loading label={t('monitor.loading')} />;
  } else if (list.data.total === 0) {
    body = filtered ? (
      <MonitorPanel icon={<LuFilterX />} title={t('monitor.alerts.noMatch')}>
        <Button variant="outline" onClick={() => changeFilters({}, 'all')}>
          {t('monitor.filter.clear')}
        </Button>
      </MonitorPanel>
    ) : (
      <MonitorPanel
        icon={<LuBellOff />}
        title={t('monitor.alerts.empty.title')}
        description={t('monitor.alerts.empty.description')}
      />
    );
  } else {
    const props = { items: list.data.alerts, now: Date.now(), ...actions };
    body = (
      <>
        <Box hideBelow="lg">
          <AlertTable {...props} />
        </Box>
        <Box hideFrom="lg">
          <AlertCards {...props} />
        </Box>
        <CursorPagination pages={pages} total={list.data.total} label={t('monitor.alerts.pages')} />
      </>
    );
  }

  return (
    <>
      <PausedNotice />
      <Flex justify="space-between" align="flex-end" gap="3" mb="4" wrap="wrap">
        <AlertFilterBar filters={filters} period={period} onChange={changeFilters} />
        <HStack>
          {filtered ? (
            <Button size="sm" variant="ghost" onClick={() => changeFilters({}, 'all')}>
              <LuFilterX aria-hidden />
              {t('monitor.filter.clear')}
            </Button>
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
