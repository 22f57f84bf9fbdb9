import { labelRefreshEnabled } from '../platform/config';
import { getDefaultContainer } from '../platform/default-container';
import { lambdaEntries } from '../platform/lambda-entries';
import { correlationPaths, withLambdaContext } from '../platform/logging/lambda-logging';
import { createLabelRefreshWorker } from './label-refresh.worker';

/** Scheduled (EventBridge) entry of the label refresh job; the event carries nothing it needs. */
const { config, ports, log } = getDefaultContainer(lambdaEntries.labelRefresh);
export const handler = withLambdaContext(
  log,
  // Built per run: Powertools copies the Lambda context into a child logger when it is created.
  () =>
    createLabelRefreshWorker({
      download: ports.downloadFeed,
      storeAnchors: ports.storeAnchors,
      repository: ports.labels,
      log: log.child({ job: 'label-refresh' }),
      enabled: labelRefreshEnabled(config),
      onRiskLabelsAdded: ports.enqueueRescreen,
    })(),
  { correlationIdPath: correlationPaths.scheduledEvent },
);
