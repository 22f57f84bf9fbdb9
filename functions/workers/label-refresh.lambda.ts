import { labelRefreshEnabled } from '../platform/config';
import { getDefaultContainerWithSecrets } from '../platform/default-container';
import { lambdaEntries } from '../platform/lambda-entries';
import { correlationPaths, withLambdaContext } from '../platform/logging/lambda-logging';
import { createLabelRefreshWorker } from './label-refresh.worker';
import { createTetherFreezeWorker, isTetherFreezeRun } from './tether-freeze.worker';

/**
 * Scheduled (EventBridge) entry of the label jobs. The daily rule's event carries nothing it
 * needs and runs the feed refresh; the five-minute rule's constant input `{job: "tether-freeze"}`
 * runs the Tether freeze feed, which reads the chain sources (hence the chain keys at cold start).
 */
const { config, ports, log } = await getDefaultContainerWithSecrets(lambdaEntries.labelRefresh);
export const handler = withLambdaContext(
  log,
  // Built per run: Powertools copies the Lambda context into a child logger when it is created.
  (event: unknown): Promise<unknown> =>
    isTetherFreezeRun(event)
      ? createTetherFreezeWorker({
          readers: ports.freezeReaders,
          cursors: ports.freezeCursors,
          repository: ports.labels,
          log: log.child({ job: 'tether-freeze' }),
          onRiskLabelsAdded: ports.enqueueRescreen,
        })()
      : createLabelRefreshWorker({
          download: ports.downloadFeed,
          storeAnchors: ports.storeAnchors,
          repository: ports.labels,
          log: log.child({ job: 'label-refresh' }),
          enabled: labelRefreshEnabled(config),
          onRiskLabelsAdded: ports.enqueueRescreen,
        })(),
  { correlationIdPath: correlationPaths.scheduledEvent },
);
