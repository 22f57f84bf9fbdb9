import {
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Stat,
  Text,
} from '@chakra-ui/react';
import { LuArrowRight, LuBell, LuBellOff } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { Alert } from '../../../../shared/contract/monitoring.schema';
import { CopyValue } from '../../components/copy-value';
import { StatePanel } from '../../components/list/state-panel';
import { useDefaultConfig, useMonitorCounters, useRecentAlerts } from './monitor-api';
import { AlertAgeText, AlertAmount, AlertTypeBadge } from './monitor-badges';
import { LoadFailed } from './monitor-states';
import { NoChannelNotice } from './no-channel-notice';
import { PausedNotice } from './paused-notice';
import { TodayFigures } from './today-figures';

function Counter({
  labelId,
  read,
}: {
  readonly labelId: string;
  readonly read: { readonly data?: { readonly total: number }; readonly error?: unknown };
}) {
  const intl = useIntl();
  return (
    <Stat.Root borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }} bg="bg.panel">
      <Stat.Label fontSize={{ base: 'xs', md: 'sm' }}>{intl.formatMessage({ id: labelId })}</Stat.Label>
      {read.data ? (
        <Stat.ValueText fontVariantNumeric="tabular-nums">{read.data.total}</Stat.ValueText>
      ) : read.error ? (
        <Text color="fg.error" fontSize="sm">
          {intl.formatMessage({ id: 'monitor.loadFailed' })}
        </Text>
      ) : (
        <Skeleton height="8" width="16" />
      )}
    </Stat.Root>
  );
}

/** One of the latest alerts, every address and the hash with its copy button. */
function RecentAlert({ alert }: { readonly alert: Alert }) {
  const intl = useIntl();
  const row = (labelId: string, value: string, copyLabelId?: string) => (
    <Flex justify="space-between" gap="3" align="center" minW="0">
      <Text fontSize="xs" color="fg.muted" flexShrink={0}>
        {intl.formatMessage({ id: labelId })}
      </Text>
      <CopyValue
        value={value}
        context="mobileCard"
        fontSize="xs"
        label={copyLabelId ? intl.formatMessage({ id: copyLabelId }, { value }) : undefined}
      />
    </Flex>
  );
  return (
    <Card.Root as="li" size="sm" variant="outline">
      <Card.Body gap="2">
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <AlertTypeBadge monitorType={alert.monitor_type} />
          <AlertAgeText createdAt={alert.created_at} />
        </Flex>
        <AlertAmount alert={alert} />
        {row('monitor.alert.monitoringAddress', alert.monitoring_address)}
        {row('monitor.alert.counterparty', alert.counterparty_address)}
        {row('monitor.alert.txHash', alert.tx_hash, 'monitor.copy.txHash')}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The overview (spec 02 §2): the three counters, each read with page size 1 (its total is the
 * count), today's alerts and their credits, and the 3 latest alerts with a link to all of them.
 */
export function OverviewTab({ onViewAll }: { readonly onViewAll: () => void }) {
  const intl = useIntl();
  const counters = useMonitorCounters();
  const recent = useRecentAlerts();
  const globalConfig = useDefaultConfig();
  return (
    <Stack gap="6">
      <PausedNotice />
      <NoChannelNotice config={globalConfig.data?.config} scope="global" />
      <SimpleGrid columns={3} gap={{ base: '2', md: '4' }}>
        <Counter labelId="monitor.overview.totalAddresses" read={counters.addresses} />
        <Counter labelId="monitor.overview.totalAlerts" read={counters.alerts} />
        <Counter labelId="monitor.overview.activeMonitors" read={counters.active} />
      </SimpleGrid>
      <TodayFigures />
      <Stack gap="3">
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            <HStack gap="2">
              <LuBell aria-hidden />
              {intl.formatMessage({ id: 'monitor.overview.recent' })}
            </HStack>
          </Heading>
          <Button size="sm" variant="ghost" colorPalette="blue" onClick={onViewAll}>
            {intl.formatMessage({ id: 'monitor.overview.viewAll' })}
            <LuArrowRight aria-hidden />
          </Button>
        </HStack>
        {recent.error ? (
          <LoadFailed
            error={recent.error}
            onRetry={() => void recent.mutate()}
            retrying={recent.isValidating}
          />
        ) : !recent.data ? (
          <SimpleGrid columns={{ base: 1, lg: 3 }} gap="3">
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} height="40" rounded="lg" />
            ))}
          </SimpleGrid>
        ) : recent.data.alerts.length === 0 ? (
          <StatePanel size="compact" icon={LuBellOff} messages="monitor.alerts.empty" />
        ) : (
          <Box
            as="ul"
            listStyleType="none"
            display="grid"
            gap="3"
            gridTemplateColumns={{ base: '1fr', lg: 'repeat(3, minmax(0, 1fr))' }}
            aria-label={intl.formatMessage({ id: 'monitor.overview.recent' })}
          >
            {recent.data.alerts.map((alert) => (
              <RecentAlert key={alert.id} alert={alert} />
            ))}
          </Box>
        )}
      </Stack>
    </Stack>
  );
}
