import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { unreadCountText, useUnreadAlerts, useUnreadTitle } from '../../lib/unread-alerts';
import { ConsoleSidebar } from './console-sidebar';
import { ConsoleTabBar, TAB_BAR_HEIGHT } from './console-tab-bar';

/**
 * The console frame: sidebar on desktop, tab bar on mobile, the current tab beside/above it. The
 * unread alerts are counted here, once for both navigations and the tab title.
 */
export function ConsoleLayout() {
  const unread = unreadCountText(useUnreadAlerts().data);
  useUnreadTitle(unread);
  const badges = { monitor: unread };
  return (
    <Flex flex="1" align="stretch" minH="0">
      <ConsoleSidebar badges={badges} />
      <Box flex="1" minW="0" pb={{ base: `calc(${TAB_BAR_HEIGHT} + env(safe-area-inset-bottom))`, md: '0' }}>
        <Outlet />
      </Box>
      <ConsoleTabBar badges={badges} />
    </Flex>
  );
}
