import { getDefaultContainer } from '../../platform/default-container';
import { lambdaEntries } from '../../platform/lambda-entries';
import { withLambdaContext } from '../../platform/logging/lambda-logging';
import { createQueryDeadLetterConsumer } from './query-dead-letter.worker';

/** Lambda entry of the query dead-letter queue's consumer. */
const { queries, log } = getDefaultContainer(lambdaEntries.queryDeadLetter);
export const handler = withLambdaContext(
  log,
  createQueryDeadLetterConsumer({ failNotStarted: queries.analysis.failNotStarted, log }),
);
