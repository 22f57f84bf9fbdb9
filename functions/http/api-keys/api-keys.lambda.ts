import { getDefaultContainer } from '../../platform/default-container';
import { lambdaEntries } from '../../platform/lambda-entries';
import { routeGroupEntry } from '../route-group-entry';
import { apiKeyHandlers } from './api-keys.handlers';

/** Lambda entry of the api-keys route group. */
export const handler = routeGroupEntry(
  'api-keys',
  getDefaultContainer(lambdaEntries.apiKeys),
  apiKeyHandlers,
);
