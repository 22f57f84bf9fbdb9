import { Box, Flex } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';
import { showsFooter } from './nav-links';

/**
 * The page frame: header, the page, footer (spec 01 §2). The page scrolls to the top on every
 * route change; the footer stays off the console and the report, which fill the screen.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return (
    <Flex direction="column" minH="100dvh" bg="bg" color="fg">
      <Header />
      <Box as="main" flex="1" display="flex" flexDirection="column">
        <Outlet />
      </Box>
      {showsFooter(pathname) && <Footer />}
    </Flex>
  );
}
