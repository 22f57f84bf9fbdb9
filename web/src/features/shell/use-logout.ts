import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { api } from '../../lib/api';
import { paths } from '../../lib/paths';
import { forgetReturnPath } from '../../lib/return-path';
import { clearSession } from '../../lib/session';
import { readStored, storageKeys } from '../../lib/storage';

/**
 * Logout (spec 01 §4): POST /logout with the refresh token, then — whether or not that call
 * worked — clear the tokens and every cached response and go to /login. A failed call must not
 * leave the user signed in on this device. "Log out everywhere" ends every session of
 * the account on every device instead (POST /logout-everywhere), then signs out here the same way.
 */
export function useLogout() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [loggingOut, setLoggingOut] = useState(false);

  const signOut = useCallback(
    async (everywhere: boolean) => {
      setLoggingOut(true);
      const refreshToken = readStored(storageKeys.refreshToken);
      try {
        if (everywhere) await api('logoutEverywhere');
        else await api('logout', { body: refreshToken ? { refresh_token: refreshToken } : {} });
      } catch {
        // The server may already consider the session gone; the local sign-out below still runs.
      } finally {
        clearSession();
        // A deliberate logout should not send the next sign-in back to where this one was.
        forgetReturnPath();
        await mutate(() => true, undefined, { revalidate: false });
        setLoggingOut(false);
        navigate(paths.login(), { replace: true });
      }
    },
    [mutate, navigate],
  );
  const logout = useCallback(() => signOut(false), [signOut]);
  const logoutEverywhere = useCallback(() => signOut(true), [signOut]);

  return { logout, logoutEverywhere, loggingOut };
}
