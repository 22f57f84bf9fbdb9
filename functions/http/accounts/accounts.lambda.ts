import { getDefaultContainerWithSecrets } from '../../platform/default-container';
import { lambdaEntries } from '../../platform/lambda-entries';
import { routeGroupEntry } from '../route-group-entry';
import { accountHandlers } from './accounts.handlers';

/** Lambda entry of the accounts route group. */
// On AWS the pool client's secret is read from Secrets Manager before the first request.
const container = await getDefaultContainerWithSecrets(lambdaEntries.accounts);
export const handler = routeGroupEntry('accounts', container, accountHandlers);
