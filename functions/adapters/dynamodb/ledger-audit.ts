import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AccountBooks } from '../../domain/credits/reconciliation';
import { CREDIT_ENTRY_PREFIX, creditBooksEntrySchema } from './entities/credit-entry';
import { userPartition } from './entities/entity';
import { listCountsItemSchema, listCountsKey } from './entities/list-counts';
import { MONITOR_PREFIX } from './entities/monitor';
import { planItemSchema, planKey } from './entities/plan';
import { scanItems } from './reads';

const USER_PREFIX = userPartition('');
const PLAN_SK = planKey('').SK;
const LIST_COUNTS_SK = listCountsKey('').SK;
/** What the books compare of a plan: its balance, the running queries and the moves so far. */
const planBooksSchema = planItemSchema.pick({
  query_quota: true,
  used_query_quota: true,
  active_queries: true,
  ledger_seq: true,
});

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
  const items = scanItems(ddb, {
    TableName: table,
    FilterExpression:
      'begins_with(PK, :user) AND (SK = :plan OR SK = :counts OR begins_with(SK, :entry) OR begins_with(SK, :monitor))',
    ExpressionAttributeValues: {
      ':user': USER_PREFIX,
      ':plan': PLAN_SK,
      ':counts': LIST_COUNTS_SK,
      ':entry': CREDIT_ENTRY_PREFIX,
      ':monitor': MONITOR_PREFIX,
    },
  });
  for await (const item of items) {
    const userId = (item.PK as string).slice(USER_PREFIX.length);
    if (userId.includes('#') || (onlyUsers && !onlyUsers.has(userId))) continue;
    const sk = item.SK as string;
    const own = books(userId);
    if (sk === PLAN_SK) {
      const plan = planBooksSchema.parse(item);
      own.plan = {
        queryQuota: plan.query_quota,
        usedQueryQuota: plan.used_query_quota,
        activeQueries: plan.active_queries ?? 0,
        seq: plan.ledger_seq ?? 0,
      };
      // As stored, not clamped: a counter below zero is a finding.
    } else if (sk === LIST_COUNTS_SK) own.counted = listCountsItemSchema.parse(item).monitors ?? 0;
    else if (sk.startsWith(CREDIT_ENTRY_PREFIX)) {
      const entry = creditBooksEntrySchema.parse(item);
      own.entries.push({
        seq: entry.seq,
        delta: entry.delta,
        balanceAfter: entry.balance_after,
        ...(entry.opening_balance === undefined ? {} : { openingBalance: entry.opening_balance }),
      });
    } else own.stored += 1;
  }
  return [...byUser].map(([userId, b]) => ({
    userId,
    plan: b.plan,
    entries: b.entries,
    monitorsCounted: b.counted,
    monitorsStored: b.stored,
  }));
}
