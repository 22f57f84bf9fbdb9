import { Box, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { LuBell, LuLayoutDashboard, LuListChecks, LuSettings2 } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { SpinnerLoading } from '../../components/list/list-states';
import { useUser } from '../../lib/use-account';
import { useSession } from '../../lib/use-session';
import { AddressesTab } from './addresses-tab';
import { AlertsTab } from './alerts-tab';
import { ConfigTab } from './config-tab';
import { LoadFailed, NotLoggedIn } from './monitor-states';
import { OverviewTab } from './overview-tab';

export const monitorTabs = ['overview', 'addresses', 'alerts', 'config'] as const;
export type MonitorTab = (typeof monitorTabs)[number];

const tabIcons = {
  overview: LuLayoutDashboard,
  addresses: LuListChecks,
  alerts: LuBell,
  config: LuSettings2,
} as const;

const isTab = (value: string | null): value is MonitorTab =>
  value !== null && (monitorTabs as readonly string[]).includes(value);

/**
 * /console/monitor (spec 02 §2): overview, addresses, alerts and the global configuration, the
 * tab kept in `?tab=` so a reload or a link keeps it. It needs the user's id: without one the
 * page only says the user is not logged in.
 */
export function MonitorPage() {
  const intl = useIntl();
  const session = useSession();
  const user = useUser();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: MonitorTab = isTab(raw) ? raw : 'overview';
  const selectTab = (next: MonitorTab) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'overview') updated.delete('tab');
      else updated.set('tab', next);
      return updated;
    });

  let body: React.ReactElement;
  if (!session) body = <NotLoggedIn />;
  else if (user.error)
    body = <LoadFailed error={user.error} onRetry={() => void user.mutate()} retrying={user.isValidating} />;
  else if (!user.data) body = <SpinnerLoading label={intl.formatMessage({ id: 'monitor.loading' })} />;
  else if (!user.data.user_id) body = <NotLoggedIn />;
  else
    body = (
      <Tabs.Root
        value={tab}
        onValueChange={(details) => selectTab(details.value as MonitorTab)}
        variant="line"
        size={{ base: 'sm', sm: 'md' }}
        lazyMount
        unmountOnExit
      >
        <Tabs.List overflowX="auto" overflowY="hidden" mb={{ base: '4', md: '6' }}>
          {monitorTabs.map((id) => {
            const Icon = tabIcons[id];
            return (
              <Tabs.Trigger key={id} value={id} flexShrink={0} px={{ base: '2.5', sm: '4' }}>
                {/* Four tabs fit a 390 px screen without their icons. */}
                <Box as="span" display={{ base: 'none', sm: 'inline-flex' }}>
                  <Icon aria-hidden />
                </Box>
                {intl.formatMessage({ id: `monitor.tab.${id}` })}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        <Tabs.Content value="overview">
          <OverviewTab onViewAll={() => selectTab('alerts')} />
        </Tabs.Content>
        <Tabs.Content value="addresses">
          <AddressesTab />
        </Tabs.Content>
        <Tabs.Content value="alerts">
          <AlertsTab />
        </Tabs.Content>
        <Tabs.Content value="config">
          <ConfigTab />
        </Tabs.Content>
      </Tabs.Root>
    );

  // The frame of a console tab, wider than most (as the history's): the alert table has ten columns.
  return (
    <Box px={{ base: '4', md: '8' }} py={{ base: '6', md: '8' }} maxW="7xl" mx="auto" width="full">
      <Stack gap="1" mb={{ base: '5', md: '6' }}>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {intl.formatMessage({ id: 'console.monitor.title' })}
        </Heading>
        <Text color="fg.muted">{intl.formatMessage({ id: 'console.monitor.description' })}</Text>
      </Stack>
      {body}
    </Box>
  );
}
