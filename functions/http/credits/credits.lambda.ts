import { getDefaultContainer } from '../../platform/default-container';
import { lambdaEntries } from '../../platform/lambda-entries';
import { routeGroupEntry } from '../route-group-entry';
import { creditsHandlers } from './credits.handlers';

/** Lambda entry of the credits route group. */
export const handler = routeGroupEntry(
  'credits',
  getDefaultContainer(lambdaEntries.credits),
  creditsHandlers,
);
