import { describe, expect, it } from 'vitest';
import { exampleEthereumAddress as evm, exampleQueryResult, exampleTronAddress as tron } from './examples';
import {
  createQueryRequestSchema,
  listQueryHistoriesQuerySchema,
  queryHashParamsSchema,
  queryResultSchema,
} from './queries.schema';
import { issuesOf } from './schema-issues';

describe('createQueryRequestSchema (spec 01 §5, §7)', () => {
  it('accepts a minimal request and defaults the token to usdt', () => {
    expect(createQueryRequestSchema.parse({ chain: 'tron', address: ` ${tron} ` })).toEqual({
      chain: 'tron',
      token: 'usdt',
      address: tron,
    });
  });

  it('accepts a full request on an EVM chain, case-insensitive chain and token', () => {
    expect(
      createQueryRequestSchema.parse({
        chain: 'BSC',
        token: 'USDT',
        address: evm,
        start_at: 1_777_593_600,
        end_at: 1_777_593_600,
        limit: 100_000,
      }),
    ).toMatchObject({ chain: 'bsc', token: 'usdt', limit: 100_000 });
  });

  it.each([
    [{ chain: 'tron', address: '' }, 'address: The address is required'],
    [{ chain: 'tron', address: '   ' }, 'address: The address is required'],
    [{ chain: 'tron' }, 'address: The address is required'],
    [{ chain: 'tron', address: evm }, 'address: Invalid TRON address'],
    [{ chain: 'tron', address: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAe0f' }, 'address: Invalid TRON address'],
    [{ chain: 'ethereum', address: tron }, 'address: Invalid EVM address'],
    [{ chain: 'bsc', address: '0x1234' }, 'address: Invalid EVM address'],
    [{ chain: 'tron', address: tron, limit: 0 }, 'limit: The limit must be at least 1'],
    [{ chain: 'tron', address: tron, limit: 100_001 }, 'limit: The limit must be at most 100000'],
    [{ chain: 'tron', address: tron, limit: 2.5 }, 'limit: The limit must be a whole number'],
    [
      { chain: 'tron', address: tron, start_at: 1_777_593_600, end_at: 1_777_593_599 },
      'end_at: The end time must not be before the start time',
    ],
  ])('rejects %j', (input, issue) => {
    expect(issuesOf(createQueryRequestSchema, input)).toEqual([issue]);
  });

  it('rejects chains and tokens outside the catalogue on their own field', () => {
    expect(issuesOf(createQueryRequestSchema, { chain: 'bitcoin', address: tron })[0]).toMatch(/^chain: /);
    expect(issuesOf(createQueryRequestSchema, { chain: 'ethereum', token: 'usdc', address: evm })[0]).toMatch(
      /^token: /,
    );
    expect(issuesOf(createQueryRequestSchema, { address: tron })[0]).toMatch(/^chain: /);
  });
});

describe('listQueryHistoriesQuerySchema (spec 01 §7)', () => {
  it('defaults to page 1 of 10', () => {
    expect(listQueryHistoriesQuerySchema.parse({})).toEqual({ limit: 10, offset: 1 });
  });

  it('coerces query strings, reads offset 0 as page 1 and trims the address', () => {
    expect(listQueryHistoriesQuerySchema.parse({ limit: '50', offset: '0', address: ` ${tron} ` })).toEqual({
      limit: 50,
      offset: 1,
      address: tron,
    });
    expect(listQueryHistoriesQuerySchema.parse({ offset: '3', address: '  ' })).toEqual({
      limit: 10,
      offset: 3,
    });
  });

  it('passes a cursor through and reads an empty one as none', () => {
    expect(listQueryHistoriesQuerySchema.parse({ cursor: ' eyJ2IjoxfQ ' })).toEqual({
      limit: 10,
      offset: 1,
      cursor: 'eyJ2IjoxfQ',
    });
    expect(listQueryHistoriesQuerySchema.parse({ cursor: '' })).toEqual({ limit: 10, offset: 1 });
  });

  it.each([
    [{ limit: '0' }, 'limit'],
    [{ limit: '101' }, 'limit'],
    [{ limit: 'ten' }, 'limit'],
    [{ offset: '-1' }, 'offset'],
    [{ offset: '1.5' }, 'offset'],
    [{ cursor: 'not base64url!' }, 'cursor'],
    [{ cursor: 'a'.repeat(513) }, 'cursor'],
  ])('rejects %j on %s', (input, field) => {
    expect(issuesOf(listQueryHistoriesQuerySchema, input)[0]).toMatch(new RegExp(`^${field}: `));
  });
});

describe('query hash', () => {
  it('accepts URL-safe identifiers and rejects others', () => {
    expect(queryHashParamsSchema.safeParse({ hash: 'q_7Yc2kR9mXa3LbV8n' }).success).toBe(true);
    expect(issuesOf(queryHashParamsSchema, { hash: '../etc/passwd' })).toEqual(['hash: Invalid query hash']);
  });
});

describe('queryResultSchema (spec 02 §3)', () => {
  it('accepts the example report', () => {
    expect(queryResultSchema.parse(exampleQueryResult)).toEqual(exampleQueryResult);
  });

  it('needs 24 habit hours in order, decimal-string amounts and a 0-4 risk level', () => {
    expect(
      issuesOf(queryResultSchema, { ...exampleQueryResult, habit: exampleQueryResult.habit.slice(1) }),
    ).toContain('habit: The habit chart has 24 entries');
    expect(
      issuesOf(queryResultSchema, { ...exampleQueryResult, habit: [...exampleQueryResult.habit].reverse() }),
    ).toContain('habit: Habit entries run from hour "0" to "23" in order');
    expect(
      issuesOf(queryResultSchema, {
        ...exampleQueryResult,
        risk_address_total: { ...exampleQueryResult.risk_address_total, amount: 48210.75 },
      })[0],
    ).toMatch(/^risk_address_total\.amount: /);
    expect(issuesOf(queryResultSchema, { ...exampleQueryResult, risk_level: 5 })[0]).toMatch(/^risk_level: /);
    expect(
      issuesOf(queryResultSchema, {
        ...exampleQueryResult,
        historical_balance: [{ date: '2026/11/20', balance: '1' }],
      })[0],
    ).toMatch(/^historical_balance\.0\.date: /);
  });
});
