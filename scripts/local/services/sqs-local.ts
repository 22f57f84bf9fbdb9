import { createSqsServer } from 'local-aws-sqs';
import { assertPortFree } from '../support/ports';
import { httpAnswers, waitUntil } from './readiness';
import type { RunningService } from './running-service';
import { closeServer } from './ses-local';

/**
 * local-aws-sqs, in process: visibility time-out, redelivery, DLQ redrive and long polling pass
 * with the JSON protocol of the current SDK (LOCAL-STACK.md §2). Queues live in memory only, so
 * the seed recreates them on every start; messages in flight at shutdown are lost.
 */
export const localAccountId = '000000000000';

export async function startSqsLocal(options: { port: number; region: string }): Promise<RunningService> {
  await assertPortFree(options.port, 'local-aws-sqs');
  const server = await createSqsServer({
    port: options.port,
    hostname: '127.0.0.1',
    accountId: localAccountId,
    region: options.region,
    // AWS makes you wait 60 s before re-creating a deleted queue; tests must not.
    emulateQueueCreationLifecycle: false,
  });
  const endpoint = `http://127.0.0.1:${options.port}`;
  await waitUntil(() => httpAnswers(endpoint), { what: 'local-aws-sqs', timeoutMs: 10_000 });
  return { name: 'sqs', endpoint, stop: () => closeServer(server) };
}
