import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { AppError } from '../../domain/app-error';
import type { QueryRecord } from '../../domain/queries/query.ports';
import { localApi } from '../../testing/local-api';
import { localStack } from '../../testing/local-stack';
import { historyAddresses, seedQueryHistory } from '../../testing/query-history';
import { addressListCountsKey, listCountsKey } from './entities/list-counts';
import { createQueryRepository } from './query.repository';

/**
 * History pages against DynamoDB Local, of the whole history and of one address: the total comes
 * from the counter moved by create, a page by number is read from the nearer end of the list
 * (GSI1Keys or GSI2Keys to skip), cursors continue where a page ended, and a cursor never leaves
 * the caller's own list.
 */
const { urls, table, ddb } = localStack();
const repository = createQueryRepository(ddb, table);

const hashes = (records: readonly QueryRecord[]) => records.map((q) => q.hash);

// 45 queries, newest first; every third one (n = 0, 3, …, 42: 15 queries) is about `other`.
const COUNT = 45;
const isOther = (n: number) => n % 3 === 0;
let history: Awaited<ReturnType<typeof seedQueryHistory>>;
beforeAll(async () => {
  history = await seedQueryHistory(ddb, table, {
    count: COUNT,
    addressOf: (n) => (isOther(n) ? historyAddresses.other : historyAddresses.tron),
  });
});
const all = () => hashes(history.newestFirst);
const ofAddress = (address: string) => hashes(history.newestFirst.filter((q) => q.address === address));
const ofOther = () => ofAddress(historyAddresses.other);

describe('history pages by number', () => {
  it('counts the history in the create transaction', async () => {
    const { Item } = await ddb.send(
      new GetCommand({ TableName: table, Key: listCountsKey(history.userId), ConsistentRead: true }),
    );
    expect(Item?.queries).toBe(COUNT);
    expect((await repository.list(history.userId, { number: 1, size: 10 })).total).toBe(COUNT);
  });

  it('cuts the history into pages without gaps or repeats, from either end', async () => {
    // 45 by 10: pages 1–2 are read from the newest end, 3–5 from the oldest (skipping 15, 5, 0).
    const pages = [];
    for (let number = 1; number <= 5; number++) {
      const page = await repository.list(history.userId, { number, size: 10 });
      expect(page.total).toBe(COUNT);
      pages.push(hashes(page.items));
    }
    expect(pages.map((p) => p.length)).toEqual([10, 10, 10, 10, 5]);
    expect(pages.flat()).toEqual(all());
  });

  it('answers pages of any size, including one item', async () => {
    for (const size of [1, 7, 44, 45, 100]) {
      const pages = [];
      for (let number = 1; (number - 1) * size < COUNT; number++) {
        pages.push(...hashes((await repository.list(history.userId, { number, size })).items));
      }
      expect(pages).toEqual(all());
    }
  });

  it('answers an empty page past the end, still with the total', async () => {
    expect(await repository.list(history.userId, { number: 6, size: 10 })).toEqual({
      items: [],
      total: COUNT,
    });
    expect(await repository.list(history.userId, { number: 1000, size: 100 })).toEqual({
      items: [],
      total: COUNT,
    });
  });

  it('answers an empty first page for a user without queries', async () => {
    expect(await repository.list('nobody-at-all', { number: 1, size: 10 })).toEqual({ items: [], total: 0 });
  });

  it('lists one address, with its own total', async () => {
    const pages = [];
    for (let number = 1; number <= 4; number++) {
      const page = await repository.list(history.userId, {
        number,
        size: 4,
        address: historyAddresses.other,
      });
      expect(page.total).toBe(15);
      pages.push(hashes(page.items));
    }
    expect(pages.map((p) => p.length)).toEqual([4, 4, 4, 3]);
    expect(pages.flat()).toEqual(ofOther());
    expect(
      await repository.list(history.userId, { number: 5, size: 4, address: historyAddresses.other }),
    ).toEqual({ items: [], total: 15 });
  });
});

describe('pages of one address by number', () => {
  const byAddress = (address: string, number: number, size: number) =>
    repository.list(history.userId, { number, size, address });

  it('counts each address in the create transaction, beside the whole history', async () => {
    for (const [address, count] of [
      [historyAddresses.other, 15],
      [historyAddresses.tron, 30],
    ] as const) {
      const { Item } = await ddb.send(
        new GetCommand({
          TableName: table,
          Key: addressListCountsKey(history.userId, address),
          ConsistentRead: true,
        }),
      );
      expect(Item?.queries).toBe(count);
      expect((await byAddress(address, 1, 10)).total).toBe(count);
    }
    expect((await byAddress('TNeverQueriedAddressXXXXXXXXXXXXXX', 1, 10)).total).toBe(0);
  });

  it('cuts each address into pages of any size without gaps or repeats, from either end', async () => {
    // 30 by 4: pages 1–4 are read from the newest end, 5–8 from the oldest (skipping 10, 6, 2, 0).
    for (const address of [historyAddresses.other, historyAddresses.tron]) {
      const want = ofAddress(address);
      for (const size of [1, 4, 7, want.length, 100]) {
        const pages = [];
        for (let number = 1; (number - 1) * size < want.length; number++) {
          const page = await byAddress(address, number, size);
          expect(page.total).toBe(want.length);
          pages.push(...hashes(page.items));
        }
        expect(pages).toEqual(want);
      }
    }
  });

  it('answers an empty page past the end of an address, still with its total', async () => {
    expect(await byAddress(historyAddresses.tron, 9, 4)).toEqual({ items: [], total: 30 });
    expect(await byAddress(historyAddresses.other, 1000, 100)).toEqual({ items: [], total: 15 });
    expect(await byAddress('TNeverQueriedAddressXXXXXXXXXXXXXX', 2, 10)).toEqual({ items: [], total: 0 });
  });
});

describe('history cursors', () => {
  async function follow(size: number, address?: string, startAt = 1) {
    const seen: string[] = [];
    let page = await repository.list(history.userId, {
      number: startAt,
      size,
      ...(address ? { address } : {}),
    });
    seen.push(...hashes(page.items));
    while (page.nextCursor) {
      page = await repository.list(history.userId, {
        number: 1,
        size,
        cursor: page.nextCursor,
        ...(address ? { address } : {}),
      });
      seen.push(...hashes(page.items));
    }
    return seen;
  }

  it('reads the whole history page after page, the last page without a cursor', async () => {
    expect(await follow(10)).toEqual(all());
    expect(await follow(9)).toEqual(all()); // 45 = 5 × 9: the last full page says no more
    expect(await follow(45)).toEqual(all());
  });

  it('continues from a page found by number, from either end', async () => {
    expect(await follow(10, undefined, 2)).toEqual(all().slice(10));
    expect(await follow(10, undefined, 4)).toEqual(all().slice(30)); // read from the oldest end
  });

  it('reads one address page after page, from a page found from either end', async () => {
    expect(await follow(4, historyAddresses.other)).toEqual(ofOther());
    expect(await follow(15, historyAddresses.other)).toEqual(ofOther());
    expect(await follow(2, historyAddresses.other, 3)).toEqual(ofOther().slice(4));
    // Page 6 of 15 by 2 is read from the oldest end; its cursor goes on to the oldest query.
    expect(await follow(2, historyAddresses.other, 6)).toEqual(ofOther().slice(10));
    expect(await follow(7, historyAddresses.tron, 4)).toEqual(ofAddress(historyAddresses.tron).slice(21));
  });

  it('refuses a cursor of another list: another user, another address, the whole history', async () => {
    const page = await repository.list(history.userId, { number: 1, size: 10 });
    const byAddress = await repository.list(history.userId, {
      number: 1,
      size: 2,
      address: historyAddresses.other,
    });
    const refused = [
      repository.list('someone-else', { number: 1, size: 10, cursor: page.nextCursor! }),
      repository.list(history.userId, {
        number: 1,
        size: 10,
        cursor: page.nextCursor!,
        address: historyAddresses.other,
      }),
      repository.list(history.userId, { number: 1, size: 10, cursor: byAddress.nextCursor! }),
    ];
    for (const answer of refused) await expect(answer).rejects.toMatchObject({ code: 'invalid_cursor' });
  });

  it('refuses a tampered or malformed cursor before it reaches DynamoDB', async () => {
    const page = await repository.list(history.userId, { number: 1, size: 10 });
    const body = JSON.parse(Buffer.from(page.nextCursor!, 'base64url').toString('utf8'));
    const forge = (changes: Record<string, unknown>) =>
      Buffer.from(JSON.stringify({ ...body, ...changes })).toString('base64url');
    for (const cursor of [
      forge({ k: 'QUERY#x' }), // not a sort key of this list
      forge({ k: `${body.k}#extra` }),
      forge({ k: 42 }),
      forge({ l: 'AAAAAAAAAAAAAAAA' }), // made for another list
      forge({ v: 2 }),
      'bm90IGpzb24', // "not json"
      'W10', // []
      'bnVsbA', // null
    ]) {
      const answer = repository.list(history.userId, { number: 1, size: 10, cursor });
      await expect(answer).rejects.toBeInstanceOf(AppError);
      await expect(answer).rejects.toMatchObject({ code: 'invalid_cursor', status: 400 });
    }
  });

  it('keeps a well-formed forged position inside the caller’s own history', async () => {
    // A sort key the caller made up still reads the caller's partition only: here, everything
    // older than the made-up time, which is the caller's whole history.
    const page = await repository.list(history.userId, { number: 1, size: 10 });
    const body = JSON.parse(Buffer.from(page.nextCursor!, 'base64url').toString('utf8'));
    const cursor = Buffer.from(JSON.stringify({ ...body, k: '999999999999999#zzzzzzzzzz' })).toString(
      'base64url',
    );
    const forged = await repository.list(history.userId, { number: 1, size: 100, cursor });
    expect(hashes(forged.items)).toEqual(all());
  });
});

describe('GET /api/v1/query/histories with a cursor', () => {
  const api = localApi(urls.gateway, urls.mailInbox);

  it('answers next_cursor, follows it, and refuses a tampered one with the catalogue’s 400', async () => {
    const user = await api.newUser('paging');
    const { newestFirst } = await seedQueryHistory(ddb, table, { count: 5, userId: user.userId });
    type Histories = { query_histories: { query_hash: string }[]; total_count: number; next_cursor?: string };
    const first = await api.call<Histories>('GET', '/api/v1/query/histories?limit=3&offset=1', {
      token: user.access_token,
    });
    expect(first.status).toBe(200);
    expect(first.body.total_count).toBe(5);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const second = await api.call<Histories>(
      'GET',
      `/api/v1/query/histories?limit=3&cursor=${first.body.next_cursor}`,
      { token: user.access_token },
    );
    expect(second.status).toBe(200);
    expect([...first.body.query_histories, ...second.body.query_histories].map((q) => q.query_hash)).toEqual(
      hashes(newestFirst),
    );
    expect(second.body).not.toHaveProperty('next_cursor');

    const stranger = await api.newUser('paging-stranger');
    for (const language of ['en-US', 'zh-CN']) {
      const refused = await api.call('GET', `/api/v1/query/histories?cursor=${first.body.next_cursor}`, {
        token: stranger.access_token,
        language,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({
        type: 'VALIDATION',
        status: 400,
        code: 'invalid_cursor',
        field: 'cursor',
      });
    }
    const malformed = await api.call('GET', '/api/v1/query/histories?cursor=%2E%2E%2Fetc', {
      token: user.access_token,
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatchObject({ code: 'invalid_parameter', field: 'cursor' });
  });
});
