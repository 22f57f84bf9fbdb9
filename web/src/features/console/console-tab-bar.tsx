import { Box, Button, SimpleGrid, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { activeConsoleTab, type ConsoleBadges, tabBarItems } from './console-nav';
import { UnreadBadge, UnreadLabel } from './unread-badge';

/** Height of the bar, which the console content leaves free at the bottom on mobile. */
export const TAB_BAR_HEIGHT = '4rem';

/**
 * The console's mobile tab bar (spec 01 §2): analyzer, history, api-key, monitor. Switching tabs
 * replaces the history entry, so the back button leaves the console instead of walking the tabs.
 */
export function ConsoleTabBar({ badges = {} }: { readonly badges?: ConsoleBadges }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = activeConsoleTab(pathname);
  return (
    <Box
      as="nav"
      aria-label={intl.formatMessage({ id: 'console.tabs.label' })}
      display={{ base: 'block', md: 'none' }}
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      bg="bg"
      borderTopWidth="1px"
      borderColor="border"
      pb="env(safe-area-inset-bottom)"
      boxShadow="0 -4px 12px rgba(0,0,0,0.04)"
    >
      <SimpleGrid columns={tabBarItems.length} height={TAB_BAR_HEIGHT}>
        {tabBarItems.map((item) => {
          const selected = item.tab === active;
          const Icon = item.icon;
          return (
            <Button
              key={item.tab}
              variant="ghost"
              height="full"
              rounded="none"
              flexDirection="column"
              gap="1"
              color={selected ? 'blue.fg' : 'fg.muted'}
              aria-current={selected ? 'page' : undefined}
              onClick={() => {
                if (pathname !== item.path) navigate(item.path, { replace: true });
              }}
            >
              <Box as="span" position="relative" display="inline-flex">
                <Icon size="20" aria-hidden />
                <UnreadBadge count={badges[item.tab]} floating />
              </Box>
              <Text as="span" fontSize="xs" fontWeight={selected ? 'semibold' : 'medium'}>
                {intl.formatMessage({ id: item.shortLabelId })}
              </Text>
              <UnreadLabel count={badges[item.tab]} />
            </Button>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
