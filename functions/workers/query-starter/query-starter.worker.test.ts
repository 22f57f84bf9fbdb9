import { createLogger } from '../../platform/logger';
import { sqsEvent } from '../../testing/sqs-events';
import { createQueryStarter } from './query-starter.worker';

const message = (query_hash: string) => JSON.stringify({ query_hash });

describe('query starter', () => {
  it('starts one execution per message and treats an existing one as done', async () => {
    // Prepare
    const started: string[] = [];
    const starter = createQueryStarter({
      start: async (hash) => {
        started.push(hash);
        return hash === 'query-again' ? 'already_started' : 'started';
      },
      log: createLogger('silent'),
    });
    // Act
    const answer = await starter(sqsEvent(message('query-one'), message('query-again')));
    // Assess
    expect(started.sort()).toEqual(['query-again', 'query-one']);
    expect(answer.batchItemFailures).toEqual([]);
  });

  it('reports only the messages that failed, and drops malformed ones', async () => {
    const started: string[] = [];
    const starter = createQueryStarter({
      start: async (hash) => {
        if (hash === 'query-throttled') throw new Error('throttled');
        started.push(hash);
        return 'started';
      },
      log: createLogger('silent'),
    });

    const answer = await starter(
      sqsEvent(message('query-ok'), message('query-throttled'), 'not json', '{}', message('bad hash!')),
    );

    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: 'm1' }]);
    expect(started).toEqual(['query-ok']);
  });

  it('logs a dropped message with its id and what is wrong with it', async () => {
    const lines: string[] = [];
    const starter = createQueryStarter({
      start: async () => 'started',
      log: createLogger('info', { write: (line) => lines.push(line) }),
    });

    await starter(sqsEvent('{"hash":"x"}'));

    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/ERROR malformed message dropped messageId=m0 .*query_hash/);
  });
});
