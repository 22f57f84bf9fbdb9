import { getDefaultContainer } from '../../platform/default-container';
import { lambdaEntries } from '../../platform/lambda-entries';
import { correlationPaths, withLambdaContext } from '../../platform/logging/lambda-logging';

/** Scheduled (EventBridge, every minute) fan-out of the monitor poll: one message per shard. */
const { monitoring, log } = getDefaultContainer(lambdaEntries.monitorPollFanOut);
export const handler = withLambdaContext(
  log,
  async () => {
    const done = await monitoring.poller.fanOut();
    log.debug('monitor poll fanned out', done);
    return done;
  },
  { correlationIdPath: correlationPaths.scheduledEvent },
);
