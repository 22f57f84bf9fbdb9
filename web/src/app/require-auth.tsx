import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../lib/paths';
import { rememberReturnPath } from '../lib/return-path';
import { currentSession } from '../lib/session';

/**
 * Guarded routes (spec 01 §2): a guest is sent to /login and the intended path is saved; after
 * login the user goes there, or to /console (lib/return-path.ts).
 */
export function RequireAuth() {
  const location = useLocation();
  if (currentSession()) return <Outlet />;
  rememberReturnPath(`${location.pathname}${location.search}`);
  return <Navigate to={paths.login()} replace />;
}
