import { buildApp } from 'fauxqs';
import { assertPortFree } from '../support/ports';
import type { RunningService } from './running-service';

/**
 * fauxqs, in process: visibility time-out, redelivery, DLQ redrive on the next receive and long
 * polling as real SQS does them (a long poll answers as soon as any message is there), with the
 * JSON protocol and MessageSystemAttributeNames of the current SDK (LOCAL-STACK.md §2).
 * Started from its Fastify app rather than startFauxqs, which always listens on 0.0.0.0: the
 * local stack listens on loopback only. Queue URLs take the host the client called
 * (http://127.0.0.1:<port>/000000000000/<name>). Queues live in memory only (fauxqs' SQLite
 * persistence comes with startFauxqs), so the seed recreates them on every start; messages in
 * flight at shutdown are lost.
 */
export const localAccountId = '000000000000';

export async function startSqsLocal(options: { port: number; region: string }): Promise<RunningService> {
  await assertPortFree(options.port, 'fauxqs (SQS)');
  const app = buildApp({ logger: false, defaultRegion: options.region });
  await app.listen({ port: options.port, host: '127.0.0.1' });
  return {
    name: 'sqs',
    endpoint: `http://127.0.0.1:${options.port}`,
    // fauxqs closes open connections (long polls included) on close.
    stop: () => app.close(),
  };
}
