import { getDefaultContainer } from '../../platform/default-container';
import { lambdaEntries } from '../../platform/lambda-entries';
import { routeGroupEntry } from '../route-group-entry';
import { queryHandlers } from './queries.handlers';

/** Lambda entry of the queries route group. */
export const handler = routeGroupEntry('queries', getDefaultContainer(lambdaEntries.queries), queryHandlers);
