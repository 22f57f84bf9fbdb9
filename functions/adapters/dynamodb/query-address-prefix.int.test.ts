import { AppError } from '../../domain/app-error';
import type { QueryRecord } from '../../domain/queries/query.ports';
import { localStack } from '../../testing/local-stack';
import { seedQueryHistory } from '../../testing/query-history';
import { queryServiceWith } from '../../testing/query-service';
import { createQueryRepository } from './query.repository';

/**
 * History search by the start of an address against DynamoDB Local: the
 * addresses starting with the text come from their counter items, one matching address pages
 * like an exact search, several are merged newest first with their summed total.
 */
const { table, ddb } = localStack();
const repository = createQueryRepository(ddb, table);
// Only the repository matters: listing the history reads nothing else.
const service = queryServiceWith({ queries: repository });

// Two TRON addresses share "TAYhj", a third starts differently; an EVM address is stored lower-case.
const A = 'TAYhjpL8pPs8T84FSM329nffQpc6jD8GBM';
const B = 'TAYhjzzz9Ps8T84FSM329nffQpc6jD8GBM';
const C = 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf';
const EVM = '0x742d35cc6634c0532925a3b844bc454e4438f44e';
const addressOf = (n: number) => [A, B, C, EVM, A][n % 5]!;
let history: Awaited<ReturnType<typeof seedQueryHistory>>;
beforeAll(async () => {
  history = await seedQueryHistory(ddb, table, { count: 25, addressOf });
});
const hashesOf = (records: readonly { query_hash: string }[]) => records.map((q) => q.query_hash);
const newestOf = (...addresses: string[]) =>
  history.newestFirst.filter((q: QueryRecord) => addresses.includes(q.address)).map((q) => q.hash);

describe('history search by prefix', () => {
  it('merges the addresses a prefix matches, newest first, with their total', async () => {
    const first = await service.histories(history.userId, { limit: 10, offset: 1, address: 'TAYhj' });
    expect(first.total_count).toBe(15);
    expect(hashesOf(first.query_histories)).toEqual(newestOf(A, B).slice(0, 10));
    expect(first.next_cursor).toBeUndefined();
    const second = await service.histories(history.userId, { limit: 10, offset: 2, address: 'TAYhj' });
    expect(hashesOf(second.query_histories)).toEqual(newestOf(A, B).slice(10, 15));
  });

  it('pages one matching address like an exact search, cursor included', async () => {
    const page = await service.histories(history.userId, { limit: 3, offset: 1, address: 'TAYhjz' });
    expect(page.total_count).toBe(5);
    expect(hashesOf(page.query_histories)).toEqual(newestOf(B).slice(0, 3));
    const next = await service.histories(history.userId, {
      limit: 3,
      offset: 1,
      address: 'TAYhjz',
      cursor: page.next_cursor!,
    });
    expect(hashesOf(next.query_histories)).toEqual(newestOf(B).slice(3, 5));
  });

  it('matches the start of an EVM address whatever its case', async () => {
    const page = await service.histories(history.userId, { limit: 10, offset: 1, address: '0x742D35' });
    expect(page.total_count).toBe(5);
    expect(hashesOf(page.query_histories)).toEqual(newestOf(EVM));
  });

  it('finds nothing for a prefix no address has, nor in another user’s history', async () => {
    expect(await service.histories(history.userId, { limit: 10, offset: 1, address: 'TQQQ' })).toEqual({
      query_histories: [],
      total_count: 0,
    });
    const other = await service.histories('someone-else', { limit: 10, offset: 1, address: 'TAYhj' });
    expect(other.total_count).toBe(0);
  });

  it('refuses a cursor on a merged search (its pages have none)', async () => {
    await expect(
      service.histories(history.userId, { limit: 10, offset: 1, address: 'TAYhj', cursor: 'abc' }),
    ).rejects.toEqual(new AppError('invalid_cursor'));
  });
});
