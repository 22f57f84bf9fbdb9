import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { HOUR_MS } from '../../../shared/rules/time';
import { statementReasonOf, subjectOf } from '../../domain/credits/credit-moves';
import type {
  CommitOutcome,
  CountedList,
  Intent,
  Ledger,
  Refusal,
  RememberedRequest,
} from '../../domain/credits/ledger.ports';
import { decideMove, type LedgerState } from '../../domain/credits/ledger-rules';
import { cancellationCodes, NOT_EXISTS } from './conditions';
import { clientRequestFromItem, clientRequestKey, toClientRequestItem } from './entities/client-request';
import { creditMoveKey, toCreditEntryItem, toCreditMoveKeyItem } from './entities/credit-entry';
import type { ItemKey } from './entities/entity';
import { countIn, listCountsKey } from './entities/list-counts';
import { ledgerStateOf, planKey, toPlanItem } from './entities/plan';
import { usageCounterKey, usageCounterOwnerSet, usageCounterOwnerValues } from './entities/usage-counter';
import { entityItems, type TransactItem } from './entity-writes';
import { getItem } from './reads';
import { type ConflictRetry, transactWrite } from './transact-write';

/**
 * The one path by which credits move (the domain's Ledger port). A commit is one
 * TransactWriteItems holding every intent's items and, when credits move:
 *
 * 1. the plan item, written with the exact state `decideMove` (domain/credits/ledger-rules.ts)
 *    computed from a strongly consistent read, on the condition that its `ledger_seq` is still the
 *    one read: a move that lands is always the move that was decided;
 * 2. the entry `CREDIT#<seq>` (delta, balance after, reason, what it paid for): the statement;
 * 3. the move's key `MOVE#<key>`, put only if new: the same move never lands twice;
 * 4. the credits spent, added to the usage counter of the call's hour, key and chain, so usage
 *    statistics take their credits from the ledger.
 *
 * When the plan moved between read and write (another move landed), the commit reads again and
 * decides again. Every other cancelled condition is mapped back to the intent that holds it and
 * answered as that intent's refusal; nothing is written then.
 */
export interface CreditLedgerOptions {
  /** How TransactionConflict cancellations are retried (transact-write.ts). */
  readonly conflictRetry?: ConflictRetry;
  /** Tries when the plan moved between the read and the write; default 40. */
  readonly maxDecisions?: number;
  readonly now?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
}

/** Who wrote an item of the transaction: an intent (by index) or the move's own parts. */
type Owner = number | 'plan' | 'entry' | 'move-key' | 'usage';

const refusalOfWrite = (intent: Intent): Refusal => {
  switch (intent.kind) {
    case 'count':
      return 'allowance';
    case 'remember':
      return 'exists';
    case 'move':
      return 'changed';
    case 'write': {
      const { write } = intent;
      if (write.op === 'create') return 'exists';
      if (write.op === 'delete' || write.op === 'paid') return 'gone';
      return 'changed';
    }
  }
};

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createCreditLedger(
  ddb: DynamoDBDocumentClient,
  table: string,
  options: CreditLedgerOptions = {},
): Ledger {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? realSleep;
  const maxDecisions = options.maxDecisions ?? 40;

  const read = (key: ItemKey) => getItem(ddb, table, key, { consistent: true });

  /**
   * A list's counter moved by `by`, on the condition that the count after stays within its
   * bounds. A missing counter is 0; after = before + by, so each bound is a bound of before.
   */
  function countItem(intent: Extract<Intent, { kind: 'count' }>): TransactItem {
    const name = intent.list;
    const conditions: string[] = [];
    const values: Record<string, number> = { ':by': intent.by };
    const atLeast = intent.floor - intent.by;
    if (atLeast > 0) {
      conditions.push(`${name} >= :atLeast`);
      values[':atLeast'] = atLeast;
    }
    if (intent.ceiling !== undefined) {
      const atMost = intent.ceiling - intent.by;
      if (atMost < 0) conditions.push('attribute_not_exists(PK) AND attribute_exists(PK)');
      else {
        conditions.push(`(attribute_not_exists(${name}) OR ${name} <= :atMost)`);
        values[':atMost'] = atMost;
      }
    }
    return {
      Update: {
        TableName: table,
        Key: listCountsKey(intent.userId),
        UpdateExpression: `ADD ${name} :by`,
        ExpressionAttributeValues: values,
        ...(conditions.length ? { ConditionExpression: conditions.join(' AND ') } : {}),
      },
    };
  }

  function rememberItem(userId: string, request: RememberedRequest): TransactItem {
    return {
      Put: {
        TableName: table,
        Item: toClientRequestItem(userId, request),
        ConditionExpression: 'attribute_not_exists(PK) OR expires_at < :now',
        ExpressionAttributeValues: { ':now': now() },
      },
    };
  }

  /** The move's own parts, from the state read and the state decided. */
  function moveItems(
    intent: Extract<Intent, { kind: 'move' }>,
    before: LedgerState,
    after: LedgerState,
    delta: number,
  ): { items: TransactItem[]; owners: Owner[] } {
    const { userId, move } = intent;
    const plan = after.plan!;
    const planItem: TransactItem =
      before.plan === null
        ? {
            Put: {
              TableName: table,
              Item: toPlanItem(userId, { plan, activeQueries: after.activeQueries, seq: after.seq }),
              ConditionExpression: NOT_EXISTS,
            },
          }
        : {
            Update: {
              TableName: table,
              Key: planKey(userId),
              UpdateExpression:
                'SET package_type = :pt, begin_at = :ba, end_at = :ea, query_quota = :q, used_query_quota = :u, monitor_address_count = :m, credit_period = :cp, active_queries = :a, ledger_seq = :next',
              ConditionExpression:
                before.seq === 0
                  ? 'attribute_exists(PK) AND attribute_not_exists(ledger_seq)'
                  : 'ledger_seq = :seq',
              ExpressionAttributeValues: {
                ':pt': plan.packageType,
                ':ba': plan.beginAt,
                ':ea': plan.endAt,
                ':q': plan.queryQuota,
                ':u': plan.usedQueryQuota,
                ':m': plan.monitorAddressCount,
                ':cp': plan.creditPeriod,
                ':a': after.activeQueries,
                ':next': after.seq,
                ...(before.seq === 0 ? {} : { ':seq': before.seq }),
              },
            },
          };
    const subject = subjectOf(move);
    const apiKeyId = intent.attribution?.apiKeyId ?? 0;
    const chain = intent.attribution?.chain ?? null;
    const items: TransactItem[] = [
      planItem,
      {
        Put: {
          TableName: table,
          Item: toCreditEntryItem({
            userId,
            seq: after.seq,
            atMs: intent.atMs,
            delta,
            // An account whose plan predates the numbered ledger opens with the balance it had.
            ...(before.seq === 0 && before.plan !== null ? { openingBalance: before.plan.queryQuota } : {}),
            usedDelta: plan.usedQueryQuota - (before.plan?.usedQueryQuota ?? 0),
            balanceAfter: plan.queryQuota,
            usedAfter: plan.usedQueryQuota,
            activeAfter: after.activeQueries,
            reason: statementReasonOf(move),
            move: move.reason,
            key: move.key,
            subject: subject?.type ?? null,
            subjectId: subject?.id ?? null,
            apiKeyId,
            chain,
          }),
          ConditionExpression: NOT_EXISTS,
        },
      },
      {
        Put: {
          TableName: table,
          Item: toCreditMoveKeyItem(userId, move.key, after.seq),
          ConditionExpression: NOT_EXISTS,
        },
      },
    ];
    const owners: Owner[] = ['plan', 'entry', 'move-key'];
    // Spending and its settlement count in the usage statistics; grants and plan changes do not.
    if (move.kind === 'delta' && delta !== 0) {
      const hourMs = Math.floor((intent.attribution?.atMs ?? intent.atMs) / HOUR_MS) * HOUR_MS;
      items.push({
        Update: {
          TableName: table,
          Key: usageCounterKey(userId, hourMs, apiKeyId, chain),
          UpdateExpression: `${usageCounterOwnerSet} ADD credits :spent`,
          ExpressionAttributeValues: {
            ...usageCounterOwnerValues(hourMs, apiKeyId, chain),
            ':spent': -delta,
          },
        },
      });
      owners.push('usage');
    }
    return { items, owners };
  }

  /**
   * One user's moves from this process go one after another: racing each other they would only
   * make all but one decide again. Other processes (other Lambda instances) still race, and the
   * `ledger_seq` condition settles that.
   */
  const turns = new Map<string, Promise<unknown>>();
  function inTurn<T>(userId: string, work: () => Promise<T>): Promise<T> {
    const previous = turns.get(userId) ?? Promise.resolve();
    const mine = previous.then(work, work);
    const settled = mine.catch(() => undefined);
    turns.set(userId, settled);
    void settled.then(() => {
      if (turns.get(userId) === settled) turns.delete(userId);
    });
    return mine;
  }

  function commit(intents: readonly Intent[]): Promise<CommitOutcome> {
    const moves = intents.filter((i) => i.kind === 'move');
    if (moves.length > 1) throw new Error('A commit moves credits once at most');
    const moveIntent = moves[0];
    return moveIntent
      ? inTurn(moveIntent.userId, () => commitOnce(intents, moveIntent))
      : commitOnce(intents);
  }

  async function commitOnce(
    intents: readonly Intent[],
    moveIntent?: Extract<Intent, { kind: 'move' }>,
  ): Promise<CommitOutcome> {
    const refused = (index: number): CommitOutcome => ({
      status: 'refused',
      refused: refusalOfWrite(intents[index]!),
      intent: intents[index]!,
    });

    for (let attempt = 1; ; attempt++) {
      const items: TransactItem[] = [];
      const owners: Owner[] = [];
      intents.forEach((intent, index) => {
        const own =
          intent.kind === 'write'
            ? entityItems(table, intent.write)
            : intent.kind === 'count'
              ? [countItem(intent)]
              : intent.kind === 'remember'
                ? [rememberItem(intent.userId, intent.request)]
                : [];
        items.push(...own);
        owners.push(...own.map(() => index));
      });

      let entry: { seq: number; balanceAfter: number; delta: number } | undefined;
      if (moveIntent) {
        const [planItem, moveKey] = await Promise.all([
          read(planKey(moveIntent.userId)),
          read(creditMoveKey(moveIntent.userId, moveIntent.move.key)),
        ]);
        if (moveKey) return { status: 'already_applied' };
        const before = ledgerStateOf(planItem);
        const decision = decideMove(before, moveIntent.move);
        if (!decision.ok) {
          const refusal: Refusal = decision.refused === 'exists' ? 'exists' : decision.refused;
          return { status: 'refused', refused: refusal, intent: moveIntent };
        }
        const parts = moveItems(moveIntent, before, decision.next, decision.delta);
        items.push(...parts.items);
        owners.push(...parts.owners);
        entry = {
          seq: decision.next.seq,
          balanceAfter: decision.next.plan!.queryQuota,
          delta: decision.delta,
        };
      }

      try {
        await transactWrite(ddb, { TransactItems: items }, options.conflictRetry);
        return { status: 'applied', ...(entry ? { entry } : {}) };
      } catch (error) {
        const codes = cancellationCodes(error);
        const failed = owners.filter((_, i) => codes[i] === 'ConditionalCheckFailed');
        if (failed.length === 0) throw error;
        if (failed.includes('move-key')) return { status: 'already_applied' };
        const failedIntents = failed.filter((owner): owner is number => typeof owner === 'number');
        // A remembered key that exists outranks the rest: the caller answers that key's first
        // answer, whatever else the twin call's commit changed meanwhile.
        const intentFailure =
          failedIntents.find((index) => intents[index]!.kind === 'remember') ?? failedIntents[0];
        // An intent's own refusal stands whatever the plan did meanwhile; a plan that moved
        // since the read only means deciding again.
        if (intentFailure !== undefined) return refused(intentFailure);
        if (attempt >= maxDecisions) throw new Error('The credit balance kept changing; try again');
        await sleep(Math.random() * Math.min(200, 5 * 2 ** Math.min(attempt, 6)));
      }
    }
  }

  return {
    commit,

    async remembered(userId, scope, key) {
      const item = await read(clientRequestKey(userId, scope, key));
      const request = item && clientRequestFromItem(scope, key, item);
      return request && request.expiresAtMs >= now() ? request : undefined;
    },

    async countOf(userId: string, list: CountedList) {
      return countIn(await read(listCountsKey(userId)), list);
    },
  };
}
