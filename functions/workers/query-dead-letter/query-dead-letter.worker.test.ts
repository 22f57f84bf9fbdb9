import { FullBatchFailureError } from '@aws-lambda-powertools/batch';
import { createLogger } from '../../platform/logger';
import { sqsEvent } from '../../testing/sqs-events';
import { createQueryDeadLetterConsumer } from './query-dead-letter.worker';

const hashA = 'query-hash-a';
const hashB = 'query-hash-b';

describe('query dead-letter consumer', () => {
  it('fails (and so refunds) each query that never started, and drops a malformed message', async () => {
    // Prepare
    const failed: string[] = [];
    const consume = createQueryDeadLetterConsumer({
      failNotStarted: async (hash) => {
        failed.push(hash);
        return { status: 3 };
      },
      log: createLogger('silent'),
    });
    // Act
    const answer = await consume(
      sqsEvent(
        JSON.stringify({ query_hash: hashA }),
        'garbage',
        '{"query_hash":"no"}',
        `{"query_hash":"${hashB}"}`,
      ),
    );
    // Assess
    expect(failed.sort()).toEqual([hashA, hashB]);
    expect(answer.batchItemFailures).toEqual([]);
  });

  it('keeps a message whose query could not be failed, for another try', async () => {
    const consume = createQueryDeadLetterConsumer({
      failNotStarted: async (hash) => {
        if (hash === hashB) throw new Error('throttled');
        return { status: 3 };
      },
      log: createLogger('silent'),
    });

    const answer = await consume(sqsEvent(`{"query_hash":"${hashA}"}`, `{"query_hash":"${hashB}"}`));

    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: 'm1' }]);
  });

  it('fails the invocation when no message of the batch could be handled', async () => {
    const consume = createQueryDeadLetterConsumer({
      failNotStarted: async () => {
        throw new Error('throttled');
      },
      log: createLogger('silent'),
    });

    await expect(consume(sqsEvent(`{"query_hash":"${hashA}"}`))).rejects.toBeInstanceOf(
      FullBatchFailureError,
    );
  });
});
