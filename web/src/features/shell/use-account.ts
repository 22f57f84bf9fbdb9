import useSWR from 'swr';
import type { User, UserPackage } from '../../../../shared/contract/accounts.schema';
import { cacheLifetimes } from '../../app/swr';
import { useSession } from './use-session';

/**
 * The signed-in user (GET /user) and their package (GET /user-package), user data in the SWR
 * sense (spec 01 §9: fresh 5 min). Nothing is asked for while signed out; the keys are shared by
 * the header, the mobile menu and the premium guard, so one request serves them all. They are
 * scoped to the session, so signing in again (perhaps as someone else) never shows the previous
 * session's data or waits out its 5 minutes.
 */
export const userKey = '/user';
export const userPackageKey = '/user-package';

export function useUser() {
  const session = useSession();
  return useSWR<User>(session ? [userKey, session.refreshToken] : null, cacheLifetimes.user);
}

export function useUserPackage() {
  const session = useSession();
  return useSWR<UserPackage>(session ? [userPackageKey, session.refreshToken] : null, cacheLifetimes.user);
}
