import { AppError } from '../../domain/app-error';
import {
  queryIndexKeys,
  queryKey,
  queryKeyOfUserQueriesSortKey,
  userQueriesPartition,
} from './entities/query';
import { encodeCursor, type IndexedList, startKeyOf } from './paging';

const historyOf = (userId: string): IndexedList => ({
  index: { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
  keysIndex: 'GSI1Keys',
  partition: userQueriesPartition(userId),
  tableKeyOf: queryKeyOfUserQueriesSortKey,
});

const lastItem = queryIndexKeys(
  'alice',
  'tron',
  'TAYhjpL8pPs8T84FSM329nffQpc6jD8GBM',
  1_790_000_000_123,
  'q_7Yc2kR9mXa3LbV8n',
);

describe('paging cursors', () => {
  it('stand for the start key after the item they were made from, in the same list', () => {
    const cursor = encodeCursor(historyOf('alice'), lastItem);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(startKeyOf(historyOf('alice'), cursor)).toEqual({
      ...queryKey('q_7Yc2kR9mXa3LbV8n'),
      GSI1PK: lastItem.GSI1PK,
      GSI1SK: lastItem.GSI1SK,
    });
  });

  it('are refused by another list with 400 invalid_cursor', () => {
    const cursor = encodeCursor(historyOf('alice'), lastItem);
    const refusal = (() => {
      try {
        startKeyOf(historyOf('mallory'), cursor);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'invalid_cursor', status: 400, options: { field: 'cursor' } });
  });

  it.each([
    ['not JSON', Buffer.from('{').toString('base64url')],
    [
      'a sort key of another shape',
      Buffer.from(JSON.stringify({ v: 1, k: 'PROFILE' })).toString('base64url'),
    ],
    ['empty', ''],
  ])('are refused when %s', (_, cursor) => {
    expect(() => startKeyOf(historyOf('alice'), cursor)).toThrow(AppError);
  });
});
