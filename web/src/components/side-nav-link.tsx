import { chakra } from '@chakra-ui/react';
import { Link } from 'react-router';

/**
 * A link of a side navigation (the console's sidebar, the docs' table of contents): the current
 * page, marked by `aria-current="page"`, stands out in blue. `kind` sets the density: the
 * console's links carry an icon and a muted label, the docs' are plain lines of text.
 */
export const SideNavLink = chakra(Link, {
  base: {
    px: '3',
    rounded: 'md',
    fontSize: 'sm',
    colorPalette: 'blue',
    _hover: { bg: 'bg.muted' },
    _currentPage: {
      color: 'colorPalette.fg',
      bg: 'colorPalette.subtle',
      fontWeight: 'semibold',
      _hover: { bg: 'colorPalette.subtle', color: 'colorPalette.fg' },
    },
  },
  variants: {
    kind: {
      app: {
        display: 'flex',
        alignItems: 'center',
        gap: '3',
        py: '2',
        fontWeight: 'medium',
        color: 'fg.muted',
        bg: 'transparent',
        _hover: { color: 'fg' },
      },
      toc: { display: 'block', py: '1.5', color: 'fg', fontWeight: 'normal', focusRing: 'outside' },
    },
  },
});
