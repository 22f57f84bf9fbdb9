import { type DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { AccountBooks } from '../../domain/credits/reconciliation';

/**
 * Everything `npm run credits:check` compares, read from the table in one Scan (an operator's
 * check, run rarely: it reads the whole table once, filtered to plans, credit entries, list
 * counters and monitored addresses), grouped per account.
 */
export async function readAccountBooks(
  ddb: DynamoDBDocumentClient,
  table: string,
  onlyUsers?: ReadonlySet<string>,
): Promise<AccountBooks[]> {
  const byUser = new Map<
    string,
    {
      plan: AccountBooks['plan'];
      entries: AccountBooks['entries'][number][];
      counted: number;
      stored: number;
    }
  >();
  const books = (userId: string) => {
    let found = byUser.get(userId);
    if (!found) {
      found = { plan: null, entries: [], counted: 0, stored: 0 };
      byUser.set(userId, found);
    }
    return found;
  };
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(
      new ScanCommand({
        TableName: table,
        FilterExpression:
          'begins_with(PK, :user) AND (SK = :plan OR SK = :counts OR begins_with(SK, :entry) OR begins_with(SK, :monitor))',
        ExpressionAttributeValues: {
          ':user': 'USER#',
          ':plan': 'PLAN',
          ':counts': 'LIST_COUNTS',
          ':entry': 'CREDIT#',
          ':monitor': 'MONITOR#',
        },
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) {
      const userId = (item.PK as string).slice('USER#'.length);
      if (userId.includes('#') || (onlyUsers && !onlyUsers.has(userId))) continue;
      const sk = item.SK as string;
      const own = books(userId);
      if (sk === 'PLAN')
        own.plan = {
          queryQuota: item.query_quota as number,
          usedQueryQuota: item.used_query_quota as number,
          activeQueries: (item.active_queries as number | undefined) ?? 0,
          seq: (item.ledger_seq as number | undefined) ?? 0,
        };
      else if (sk === 'LIST_COUNTS') own.counted = (item.monitors as number | undefined) ?? 0;
      else if (sk.startsWith('CREDIT#'))
        own.entries.push({
          seq: item.seq as number,
          delta: item.delta as number,
          balanceAfter: item.balance_after as number,
          ...(item.opening_balance === undefined ? {} : { openingBalance: item.opening_balance as number }),
        });
      else own.stored += 1;
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return [...byUser].map(([userId, b]) => ({
    userId,
    plan: b.plan,
    entries: b.entries,
    monitorsCounted: b.counted,
    monitorsStored: b.stored,
  }));
}
