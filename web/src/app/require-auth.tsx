import { Navigate, Outlet, useLocation } from 'react-router';
import { currentSession } from '../lib/session';
import { storageKeys, writeStored } from '../lib/storage';

/**
 * Guarded routes (spec 01 §2): a guest is sent to /login and the intended path is saved; after
 * login the user goes there, or to /console.
 */
export function RequireAuth() {
  const location = useLocation();
  if (currentSession()) return <Outlet />;
  writeStored(storageKeys.returnTo, `${location.pathname}${location.search}`);
  return <Navigate to="/login" replace />;
}

export function takeReturnPath(): string {
  const stored = localStorage.getItem(storageKeys.returnTo);
  writeStored(storageKeys.returnTo, null);
  return stored?.startsWith('/') && !stored.startsWith('//') ? stored : '/console';
}
