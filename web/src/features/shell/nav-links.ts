import { isWithin, paths, routePatterns } from '../../lib/paths';

/**
 * The header's links (spec 01 §2 "Shell"), shared by the desktop bar and the mobile menu. A link
 * is active on its own path and below it; home only on "/" itself, the console also on /detail
 * (a report is opened from the console).
 */
export interface NavLinkItem {
  readonly to: string;
  readonly labelId: string;
  readonly activeOn: readonly string[];
}

export const navLinks: readonly NavLinkItem[] = [
  { to: paths.home(), labelId: 'shell.nav.home', activeOn: [] },
  {
    to: paths.console(),
    labelId: 'shell.nav.console',
    activeOn: [routePatterns.console, routePatterns.detail],
  },
  { to: paths.docs(), labelId: 'shell.nav.docs', activeOn: [routePatterns.docs] },
  { to: paths.price(), labelId: 'shell.nav.pricing', activeOn: [routePatterns.price] },
];

export function isNavLinkActive(link: NavLinkItem, pathname: string): boolean {
  if (link.to === routePatterns.home) return pathname === routePatterns.home;
  return link.activeOn.some((base) => isWithin(pathname, base));
}

/** The footer hides on the console and the report view, `/detail` and `/detail/{address}` (spec 01 §2). */
export const showsFooter = (pathname: string): boolean =>
  !(isWithin(pathname, routePatterns.console) || isWithin(pathname, routePatterns.detail));
