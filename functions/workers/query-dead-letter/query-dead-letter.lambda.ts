import { getDefaultContainer } from '../../platform/container';
import { createQueryDeadLetterConsumer } from './query-dead-letter.worker';

/** Lambda entry of the query dead-letter queue's consumer. */
const { analysis, log } = getDefaultContainer();
export const handler = createQueryDeadLetterConsumer({
  failNotStarted: analysis.failNotStarted,
  log,
});
