import { getDefaultContainer } from '../../platform/container';
import { lambdaEntries } from '../../platform/lambda-entries';
import { correlationPaths, withLambdaContext } from '../../platform/logging/lambda-logging';

/** Scheduled (EventBridge, every minute) fan-out of the monitor poll: one message per shard. */
const { monitorPoller, log } = getDefaultContainer(lambdaEntries.monitorPollFanOut);
export const handler = withLambdaContext(
  log,
  async () => {
    const done = await monitorPoller.fanOut();
    log.debug('monitor poll fanned out', done);
    return done;
  },
  { correlationIdPath: correlationPaths.scheduledEvent },
);
