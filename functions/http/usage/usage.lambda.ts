import { getDefaultContainer } from '../../platform/default-container';
import { lambdaEntries } from '../../platform/lambda-entries';
import { routeGroupEntry } from '../route-group-entry';
import { usageHandlers } from './usage.handlers';

/** Lambda entry of the usage route group. */
export const handler = routeGroupEntry('usage', getDefaultContainer(lambdaEntries.usage), usageHandlers);
