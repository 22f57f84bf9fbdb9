import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { ConsoleSidebar } from './console-sidebar';
import { ConsoleTabBar, TAB_BAR_HEIGHT } from './console-tab-bar';

/** The console frame: sidebar on desktop, tab bar on mobile, the current tab beside/above it. */
export function ConsoleLayout() {
  return (
    <Flex flex="1" align="stretch" minH="0">
      <ConsoleSidebar />
      <Box flex="1" minW="0" pb={{ base: `calc(${TAB_BAR_HEIGHT} + env(safe-area-inset-bottom))`, md: '0' }}>
        <Outlet />
      </Box>
      <ConsoleTabBar />
    </Flex>
  );
}
