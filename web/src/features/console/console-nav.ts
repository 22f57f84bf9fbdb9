import type { IconType } from 'react-icons';
import {
  LuChartColumn,
  LuCoins,
  LuHistory,
  LuKeyRound,
  LuRadar,
  LuScale,
  LuScanSearch,
} from 'react-icons/lu';
import { paths } from '../../lib/paths';

/**
 * The console's tabs (spec 01 §2 "Shell", spec 02 §2): the sidebar groups them in two sections,
 * the mobile tab bar shows four of them. The active tab is derived from the path alone.
 */
export type ConsoleTab = 'analyzer' | 'history' | 'monitor' | 'api-key' | 'api-stats' | 'policy' | 'credits';

export interface ConsoleNavItem {
  readonly tab: ConsoleTab;
  readonly path: string;
  readonly labelId: string;
  /** Shorter label for the mobile tab bar. */
  readonly shortLabelId: string;
  readonly icon: IconType;
}

const item = (tab: ConsoleTab, path: string, icon: IconType, key: string = tab): ConsoleNavItem => ({
  tab,
  path,
  labelId: `console.nav.${key}`,
  shortLabelId: `console.tabs.${key}`,
  icon,
});

export const consoleItems: Record<ConsoleTab, ConsoleNavItem> = {
  analyzer: item('analyzer', paths.console(), LuScanSearch),
  history: item('history', paths.consoleHistory(), LuHistory),
  monitor: item('monitor', paths.consoleMonitor(), LuRadar),
  'api-key': item('api-key', paths.consoleApiKey(), LuKeyRound, 'apiKey'),
  'api-stats': item('api-stats', paths.consoleApiStats(), LuChartColumn, 'apiStats'),
  policy: item('policy', paths.consolePolicy(), LuScale),
  credits: item('credits', paths.consoleCredits(), LuCoins),
};

export const sidebarSections: readonly { titleId: string; items: readonly ConsoleNavItem[] }[] = [
  {
    titleId: 'console.nav.sectionConsole',
    items: [consoleItems.analyzer, consoleItems.history, consoleItems.monitor],
  },
  {
    titleId: 'console.nav.sectionManagement',
    items: [consoleItems['api-key'], consoleItems['api-stats'], consoleItems.policy, consoleItems.credits],
  },
];

/** spec 01 §2: the mobile bar has analyzer, history, api-key and monitor, in that order. */
export const tabBarItems: readonly ConsoleNavItem[] = [
  consoleItems.analyzer,
  consoleItems.history,
  consoleItems['api-key'],
  consoleItems.monitor,
];

/** A count to show beside a tab's entry ("3", "99+"), by tab: the Monitor entry's unread alerts. */
export type ConsoleBadges = Partial<Record<ConsoleTab, string | undefined>>;

/** /console → analyzer, /console/history/… → history; an unknown sub-path falls back to the analyzer. */
export function activeConsoleTab(pathname: string): ConsoleTab {
  const segment = pathname.replace(/\/+$/, '').split('/')[2] ?? '';
  const known = Object.keys(consoleItems) as ConsoleTab[];
  return known.find((tab) => tab === segment) ?? 'analyzer';
}
