import type { SQSEvent } from 'aws-lambda';
import { createLogger } from '../../platform/logger';
import { createQueryDeadLetterConsumer } from './query-dead-letter.worker';

const event = (...bodies: string[]): SQSEvent =>
  ({ Records: bodies.map((body, i) => ({ messageId: `m${i}`, body })) }) as unknown as SQSEvent;

describe('query dead-letter consumer', () => {
  it('fails (and so refunds) each query that never started', async () => {
    const failed: string[] = [];
    const consume = createQueryDeadLetterConsumer({
      failNotStarted: async (hash) => failed.push(hash),
      log: createLogger('silent'),
    });
    const answer = await consume(event('{"query_hash":"q1"}', 'garbage', '{"query_hash":"q2"}'));
    expect(failed).toEqual(['q1', 'q2']);
    expect(answer.batchItemFailures).toEqual([]);
  });

  it('keeps a message whose query could not be failed, for another try', async () => {
    const consume = createQueryDeadLetterConsumer({
      failNotStarted: async () => {
        throw new Error('throttled');
      },
      log: createLogger('silent'),
    });
    expect((await consume(event('{"query_hash":"q1"}'))).batchItemFailures).toEqual([
      { itemIdentifier: 'm0' },
    ]);
  });
});
