import { getDefaultContainer } from '../../platform/container';
import { lambdaEntries } from '../../platform/lambda-entries';
import { correlationPaths, withLambdaContext } from '../../platform/logging/lambda-logging';
import { createQuerySweeper } from './query-sweeper.worker';

/** Scheduled (EventBridge) entry of the query sweeper; the event carries nothing it needs. */
const { queryRepository, analysis, clock, log } = getDefaultContainer(lambdaEntries.querySweeper);
const sweep = createQuerySweeper({
  listOverdue: queryRepository.listOverdue,
  current: queryRepository.get,
  fail: analysis.fail,
  clock,
  log: log.child({ job: 'query-sweeper' }),
});
export const handler = withLambdaContext(log, () => sweep(), {
  correlationIdPath: correlationPaths.scheduledEvent,
});
