import { getDefaultContainer } from '../../platform/default-container';
import { lambdaEntries } from '../../platform/lambda-entries';
import { withLambdaContext } from '../../platform/logging/lambda-logging';
import { createQueryStarter } from './query-starter.worker';

/** Lambda entry of the query queue's consumer (each message's log lines carry its id). */
// It builds the execution starter and the log, nothing else: one StartExecution per message.
const { ports } = getDefaultContainer(lambdaEntries.queryStarter);
export const handler = withLambdaContext(
  ports.log,
  createQueryStarter({ start: ports.startAnalysis, log: ports.log }),
);
