import { Box, Container, HStack, Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { HEADER_HEIGHT } from '../../components/layout-sizes';
import { isWithin, routePatterns } from '../../lib/paths';
import { useSession } from '../../lib/use-session';
import { AuthButtons } from './auth-buttons';
import { HeaderNav } from './header-nav';
import { LanguageMenu } from './language-menu';
import { Logo } from './logo';
import { MobileNav } from './mobile-nav';
import { ThemeMenu } from './theme-menu';

// The signed-in user's menu reads the account (SWR and the API client): a visitor's first page
// does without that code, and a signed-in page fetches it beside its own chunk.
const UserMenu = lazy(() => import('./user-menu').then(({ UserMenu }) => ({ default: UserMenu })));

/** Holds the user menu's place while its code arrives. */
const UserMenuPlaceholder = () => (
  <Skeleton height="8" width={{ base: '40', md: '36', xl: '48' }} rounded="md" />
);

/**
 * The header (spec 01 §2 "Shell"): logo, links, language, theme, and the user menu or the way in.
 * Under 768 px the links, settings and account move into the side menu.
 */
export function Header() {
  const session = useSession();
  const { pathname } = useLocation();
  // The console spans the window (sidebar at the left edge), so its header does too.
  const fluid = isWithin(pathname, routePatterns.console);
  return (
    <Box
      as="header"
      className="no-print"
      position="sticky"
      top="0"
      zIndex="sticky"
      height={HEADER_HEIGHT}
      borderBottomWidth="1px"
      borderColor="border"
      bg={{ base: 'bg/85', _dark: 'bg/80' }}
      backdropFilter="saturate(180%) blur(8px)"
    >
      <Container maxW={fluid ? 'full' : '7xl'} height="full" px={{ base: '4', md: fluid ? '4' : '6' }}>
        <HStack height="full" gap="6" justify="space-between">
          <HStack gap="8">
            <Logo />
            <Box display={{ base: 'none', md: 'block' }}>
              <HeaderNav />
            </Box>
          </HStack>
          <HStack gap="1" display={{ base: 'none', md: 'flex' }}>
            <LanguageMenu />
            <ThemeMenu />
            <Box ms="2">
              {session ? (
                <Suspense fallback={<UserMenuPlaceholder />}>
                  <UserMenu />
                </Suspense>
              ) : (
                <AuthButtons />
              )}
            </Box>
          </HStack>
          <Box display={{ base: 'block', md: 'none' }}>
            <MobileNav />
          </Box>
        </HStack>
      </Container>
    </Box>
  );
}
