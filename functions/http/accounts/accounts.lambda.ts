import { getDefaultContainer } from '../../platform/container';
import { routeGroupHandler } from '../../platform/http/route-group';
import { accountHandlers } from './accounts.handlers';

/** Lambda entry of the accounts route group. */
const container = getDefaultContainer();
export const handler = routeGroupHandler(
  'accounts',
  accountHandlers(container),
  container.http.corsAllowOrigin,
);
