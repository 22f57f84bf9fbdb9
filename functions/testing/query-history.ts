import { randomUUID } from 'node:crypto';
import { type DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { QUERY_STATUS } from '../../shared/rules/query-rules';
import { keys } from '../adapters/dynamodb/keys';
import type { QueryRecord, QueryRepository } from '../domain/queries/query.ports';

/**
 * A user with a long query history, written straight through the repository (create's own
 * transaction, so the history's counter moves as in production), for paging tests and benches.
 */
export const historyAddresses = {
  tron: 'TAYhjpL8pPs8T84FSM329nffQpc6jD8GBM',
  other: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
} as const;

export async function seedQueryHistory(
  ddb: DynamoDBDocumentClient,
  table: string,
  repository: QueryRepository,
  options: {
    readonly count: number;
    /** Which address the n-th query (0 = oldest) is about; default: all the same. */
    readonly addressOf?: (n: number) => string;
    readonly userId?: string;
  },
): Promise<{ userId: string; newestFirst: QueryRecord[] }> {
  const userId = options.userId ?? `history-${randomUUID()}`;
  // Enough credits and concurrency for every create; the plan is not what is tested here.
  await ddb.send(
    new PutCommand({
      TableName: table,
      Item: {
        ...keys.userPlan(userId),
        type: 'Plan',
        package_type: 4,
        begin_at: 0,
        end_at: null,
        query_quota: options.count,
        used_query_quota: 0,
        monitor_address_count: 1,
        credit_period: 'contract',
      },
    }),
  );
  const base = Date.now() - options.count * 1000;
  const queries = Array.from(
    { length: options.count },
    (_, n): QueryRecord => ({
      hash: `h${randomUUID().replaceAll('-', '')}`,
      userId,
      chain: 'tron',
      token: 'usdt',
      address: options.addressOf?.(n) ?? historyAddresses.tron,
      apiKeyId: 0,
      status: QUERY_STATUS.pending,
      statusText: 'pending',
      // One second apart, so newest first is the reverse of creation.
      createdAt: base + n * 1000,
      updatedAt: base + n * 1000,
      riskLevel: null,
      reservedCredits: 1,
      costQuota: 0,
      transfersAnalysed: null,
    }),
  );
  const parallel = 8;
  for (let i = 0; i < queries.length; i += parallel) {
    const outcomes = await Promise.all(
      queries.slice(i, i + parallel).map((q) => repository.create(q, options.count)),
    );
    if (outcomes.some((o) => o !== 'created')) throw new Error(`seeding refused: ${outcomes.join(', ')}`);
  }
  return { userId, newestFirst: queries.reverse() };
}
