import { Box, type BoxProps } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { isNavLinkActive, navLinks } from './nav-links';

/** The header's links, in a row (desktop) or a column (mobile menu); the current one is marked. */
export function HeaderNav({
  direction = 'row',
  onNavigate,
}: {
  readonly direction?: 'row' | 'column';
  readonly onNavigate?: () => void;
}) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const column = direction === 'column';
  return (
    <Box as="nav" aria-label={intl.formatMessage({ id: 'shell.nav.main' })}>
      <Box as="ul" display="flex" flexDirection={direction} gap={column ? '1' : '1'} listStyleType="none">
        {navLinks.map((link) => {
          const active = isNavLinkActive(link, pathname);
          return (
            <li key={link.to}>
              <Box asChild {...linkStyle(active, column)}>
                <Link to={link.to} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
                  {intl.formatMessage({ id: link.labelId })}
                </Link>
              </Box>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

const linkStyle = (active: boolean, column: boolean): BoxProps => ({
  display: 'block',
  px: '3',
  py: column ? '2.5' : '1.5',
  rounded: 'md',
  fontSize: column ? 'md' : 'sm',
  fontWeight: active ? 'semibold' : 'medium',
  color: active ? 'blue.fg' : 'fg.muted',
  bg: active ? 'blue.subtle' : 'transparent',
  transition: 'background 0.15s, color 0.15s',
  _hover: { color: active ? 'blue.fg' : 'fg', bg: active ? 'blue.subtle' : 'bg.muted' },
  focusRingColor: 'blue.focusRing',
});
