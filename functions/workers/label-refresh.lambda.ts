import { labelRefreshEnabled } from '../platform/config';
import { getDefaultContainer } from '../platform/container';
import { lambdaEntries } from '../platform/lambda-entries';
import { correlationPaths, withLambdaContext } from '../platform/logging/lambda-logging';
import { createLabelRefreshWorker } from './label-refresh.worker';

/** Scheduled (EventBridge) entry of the label refresh job; the event carries nothing it needs. */
const { config, labelRepository, labelFeeds, log } = getDefaultContainer(lambdaEntries.labelRefresh);
const refresh = createLabelRefreshWorker({
  ...labelFeeds,
  repository: labelRepository,
  log: log.child({ job: 'label-refresh' }),
  enabled: labelRefreshEnabled(config),
});
export const handler = withLambdaContext(log, () => refresh(), {
  correlationIdPath: correlationPaths.scheduledEvent,
});
