import { Box, Flex } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import { useTimeZoneSetting } from '../../lib/time-zone-setting';
import { Footer } from './footer';
import { Header } from './header';
import { showsFooter } from './nav-links';

/** The main region's id: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/** The first stop of the keyboard: hidden until focused, then jumps past the header to the page. */
function SkipLink() {
  const intl = useIntl();
  return (
    <Box
      asChild
      position="absolute"
      insetStart="2"
      top="-20"
      zIndex="skipNav"
      bg="bg"
      color="fg"
      px="4"
      py="2"
      rounded="md"
      borderWidth="2px"
      borderColor="blue.solid"
      fontWeight="semibold"
      _focusVisible={{ top: '2' }}
    >
      <a href={`#${MAIN_CONTENT_ID}`}>{intl.formatMessage({ id: 'shell.skipToContent' })}</a>
    </Box>
  );
}

/**
 * The page frame: header, the page, footer (spec 01 §2). The page scrolls to the top on every
 * route change; the footer stays off the console and the report, which fill the screen. A new
 * display zone (spec 01 §9) draws the page anew, so every date on it moves to that zone at once.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const timeZone = useTimeZoneSetting() ?? 'browser';
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return (
    <Flex direction="column" minH="100dvh" bg="bg" color="fg">
      <SkipLink />
      <Header />
      <Box
        as="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        outline="none"
        flex="1"
        display="flex"
        flexDirection="column"
      >
        <Outlet key={timeZone} />
      </Box>
      {showsFooter(pathname) && <Footer />}
    </Flex>
  );
}
