import type { SQSEvent } from 'aws-lambda';
import { createLogger } from '../../platform/logger';
import { createQueryStarter } from './query-starter.worker';

const event = (...bodies: string[]): SQSEvent =>
  ({ Records: bodies.map((body, i) => ({ messageId: `m${i}`, body })) }) as unknown as SQSEvent;

describe('query starter', () => {
  it('starts one execution per message and treats an existing one as done', async () => {
    const started: string[] = [];
    const starter = createQueryStarter({
      start: async (hash) => {
        started.push(hash);
        return hash === 'again' ? 'already_started' : 'started';
      },
      log: createLogger('silent'),
    });
    const answer = await starter(event('{"query_hash":"q1"}', '{"query_hash":"again"}'));
    expect(started).toEqual(['q1', 'again']);
    expect(answer.batchItemFailures).toEqual([]);
  });

  it('reports only the messages that failed, and drops malformed ones', async () => {
    const starter = createQueryStarter({
      start: async (hash) => {
        if (hash === 'bad') throw new Error('throttled');
        return 'started';
      },
      log: createLogger('silent'),
    });
    const answer = await starter(event('{"query_hash":"ok"}', '{"query_hash":"bad"}', 'not json', '{}'));
    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: 'm1' }]);
  });
});
