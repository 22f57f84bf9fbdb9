import { getDefaultContainer } from '../../platform/container';
import { routeGroupHandler } from '../../platform/http/route-group';
import { queryHandlers } from './queries.handlers';

/** Lambda entry of the queries route group. */
const container = getDefaultContainer();
export const handler = routeGroupHandler('queries', queryHandlers(container), container.http.corsAllowOrigin);
