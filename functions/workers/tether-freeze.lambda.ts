import { getDefaultContainerWithSecrets } from '../platform/default-container';
import { lambdaEntries } from '../platform/lambda-entries';
import { correlationPaths, withLambdaContext } from '../platform/logging/lambda-logging';
import { createTetherFreezeWorker } from './tether-freeze.worker';

/** Scheduled (EventBridge) entry of the Tether freeze feed; it reads the chain keys at cold start. */
const { ports, log } = await getDefaultContainerWithSecrets(lambdaEntries.tetherFreeze);
export const handler = withLambdaContext(
  log,
  () =>
    createTetherFreezeWorker({
      readers: ports.freezeReaders,
      cursors: ports.freezeCursors,
      repository: ports.labels,
      log: log.child({ job: 'tether-freeze' }),
    })(),
  { correlationIdPath: correlationPaths.scheduledEvent },
);
