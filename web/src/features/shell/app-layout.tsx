import { Outlet } from 'react-router';

/** The page frame: header, page, footer (being built). */
export function AppLayout() {
  return <Outlet />;
}
