import { getDefaultContainer } from '../../platform/default-container';
import { lambdaEntries } from '../../platform/lambda-entries';
import { correlationPaths, withLambdaContext } from '../../platform/logging/lambda-logging';
import { createQuerySweeper } from './query-sweeper.worker';

/** Scheduled (EventBridge) entry of the query sweeper; the event carries nothing it needs. */
const { ports, queries, log } = getDefaultContainer(lambdaEntries.querySweeper);
export const handler = withLambdaContext(
  log,
  // Built per run: Powertools copies the Lambda context into a child logger when it is created.
  () =>
    createQuerySweeper({
      listOverdue: ports.queries.listOverdue,
      fail: queries.analysis.failOverdue,
      clock: ports.clock,
      log: log.child({ job: 'query-sweeper' }),
    })(),
  { correlationIdPath: correlationPaths.scheduledEvent },
);
