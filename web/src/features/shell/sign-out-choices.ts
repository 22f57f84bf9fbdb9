import type { IconType } from 'react-icons';
import { LuLogOut, LuMonitorX } from 'react-icons/lu';

/**
 * The two ways to sign out (spec 01 §4), in the order the account menu and the mobile side menu
 * list them: here, or on every device (use-logout.ts runs them).
 */
export const signOutChoices: readonly {
  readonly everywhere: boolean;
  readonly icon: IconType;
  readonly labelId: string;
}[] = [
  { everywhere: false, icon: LuLogOut, labelId: 'shell.user.logout' },
  { everywhere: true, icon: LuMonitorX, labelId: 'shell.user.logoutEverywhere' },
];
