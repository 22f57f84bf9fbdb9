import { getDefaultContainer } from '../../platform/container';
import { lambdaEntries } from '../../platform/lambda-entries';
import { withLambdaContext } from '../../platform/logging/lambda-logging';
import { createQueryStarter } from './query-starter.worker';

/** Lambda entry of the query queue's consumer (each message's log lines carry its id). */
const { startAnalysis, log } = getDefaultContainer(lambdaEntries.queryStarter);
export const handler = withLambdaContext(log, createQueryStarter({ start: startAnalysis, log }));
