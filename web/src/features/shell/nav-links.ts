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
  { to: '/', labelId: 'shell.nav.home', activeOn: [] },
  { to: '/console', labelId: 'shell.nav.console', activeOn: ['/console', '/detail'] },
  { to: '/docs', labelId: 'shell.nav.docs', activeOn: ['/docs'] },
  { to: '/price', labelId: 'shell.nav.pricing', activeOn: ['/price'] },
];

export function isNavLinkActive(link: NavLinkItem, pathname: string): boolean {
  if (link.to === '/') return pathname === '/';
  return link.activeOn.some((base) => pathname === base || pathname.startsWith(`${base}/`));
}

/** The footer hides on the console and the report view (spec 01 §2). */
export const showsFooter = (pathname: string): boolean =>
  !(pathname === '/console' || pathname.startsWith('/console/') || pathname === '/detail');
