import { getDefaultContainerWithSecrets } from '../../platform/default-container';
import { lambdaEntries } from '../../platform/lambda-entries';
import { routeGroupEntry } from '../route-group-entry';
import { monitoringHandlers } from './monitoring.handlers';

/** Lambda entry of the monitoring route group. */
// On AWS the chain sources' keys (the cost estimate reads recent transfers) are read before the first request.
const container = await getDefaultContainerWithSecrets(lambdaEntries.monitoring);
export const handler = routeGroupEntry('monitoring', container, monitoringHandlers);
