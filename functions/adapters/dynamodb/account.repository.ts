import {
  DeleteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { AccountRepository } from '../../domain/accounts/account.ports';
import { endedBy } from '../../domain/accounts/session-cut-off';
import { createCreditLedger, type TransactItem } from './credit-ledger';
import { isConditionFailure, keys, NOT_EXISTS } from './keys';
import { type ConflictRetry, transactMove } from './transact-write';

/**
 * Accounts (the domain's AccountRepository port): the e-mail uniqueness item, the profile and the
 * plan, written together in one transaction so an account is either complete or absent;
 * login-failure counters; revoked tokens. The plan's balance is written only through the credit
 * ledger (credit-ledger.ts): opening the account, periodic refills and plan changes.
 */
export interface AccountRepositoryOptions {
  /** How TransactionConflict cancellations are retried (transact-write.ts). */
  readonly conflictRetry?: ConflictRetry;
}

export function createAccountRepository(
  ddb: DynamoDBDocumentClient,
  table: string,
  options: AccountRepositoryOptions = {},
): AccountRepository {
  const ledger = createCreditLedger(table);
  return {
    async emailOwner(email) {
      const { Item } = await ddb.send(new GetCommand({ TableName: table, Key: keys.emailOwner(email) }));
      return Item?.user_id;
    },

    async createAccount(profile, plan) {
      const opened = ledger.openAccount(profile.userId, plan, profile.createdAt * 1000);
      const transactItems: TransactItem[] = [
        {
          Put: {
            TableName: table,
            Item: { ...keys.emailOwner(profile.email), type: 'EmailOwner', user_id: profile.userId },
            ConditionExpression: NOT_EXISTS,
          },
        },
        {
          Put: {
            TableName: table,
            Item: {
              ...keys.userProfile(profile.userId),
              type: 'Profile',
              user_id: profile.userId,
              email: profile.email,
              created_at: profile.createdAt,
            },
            ConditionExpression: NOT_EXISTS,
          },
        },
        ...opened.items,
      ];
      const outcome = await transactMove(ddb, transactItems, opened, options.conflictRetry);
      return outcome === 'refused' ? 'email_taken' : 'created';
    },

    async getProfile(userId) {
      const { Item } = await ddb.send(new GetCommand({ TableName: table, Key: keys.userProfile(userId) }));
      return Item ? { userId: Item.user_id, email: Item.email, createdAt: Item.created_at } : undefined;
    },

    async getPlan(userId) {
      const { Item } = await ddb.send(
        new GetCommand({ TableName: table, Key: keys.userPlan(userId), ConsistentRead: true }),
      );
      if (!Item) return undefined;
      return {
        packageType: Item.package_type,
        beginAt: Item.begin_at,
        endAt: Item.end_at ?? null,
        queryQuota: Item.query_quota,
        usedQueryQuota: Item.used_query_quota,
        monitorAddressCount: Item.monitor_address_count,
        creditPeriod: Item.credit_period,
      };
    },

    async saveRefill(userId, next, previous, nowMs) {
      const refill = ledger.refill(userId, previous, next, nowMs);
      // Only a write by this call counts: after 'already_applied' the caller reads the plan again.
      return (await transactMove(ddb, [...refill.items], refill, options.conflictRetry)) === 'applied';
    },

    async changePlan(userId, plan, nowMs) {
      const change = ledger.changePlan(userId, plan, nowMs);
      return (await transactMove(ddb, [...change.items], change, options.conflictRetry)) !== 'refused';
    },

    async revokeToken(tokenId, expiresAt) {
      await ddb.send(
        new PutCommand({
          TableName: table,
          Item: { ...keys.revokedToken(tokenId), type: 'RevokedToken', ttl: expiresAt },
        }),
      );
    },

    async isTokenRevoked(token) {
      const [revoked, cutOff] = await Promise.all([
        ddb.send(new GetCommand({ TableName: table, Key: keys.revokedToken(token.jti) })),
        ddb.send(
          new GetCommand({ TableName: table, Key: keys.sessionsCutOff(token.sub), ConsistentRead: true }),
        ),
      ]);
      if (revoked.Item) return true;
      const notBefore = cutOff.Item?.not_before_ms as number | undefined;
      return notBefore !== undefined && endedBy(token.issuedAt, notBefore);
    },

    async endAllSessions(userId, notBeforeMs, keepUntil) {
      await ddb
        .send(
          new UpdateCommand({
            TableName: table,
            Key: keys.sessionsCutOff(userId),
            // Never moves back: a late, older cut-off must not revive sessions a newer one ended.
            UpdateExpression: 'SET #type = :type, not_before_ms = :nb, #ttl = :ttl',
            ConditionExpression: 'attribute_not_exists(not_before_ms) OR not_before_ms < :nb',
            ExpressionAttributeNames: { '#type': 'type', '#ttl': 'ttl' },
            ExpressionAttributeValues: { ':type': 'SessionsCutOff', ':nb': notBeforeMs, ':ttl': keepUntil },
          }),
        )
        .catch((error: unknown) => {
          if (!isConditionFailure(error)) throw error;
        });
    },

    async recordRefreshToken(record) {
      await ddb.send(
        new PutCommand({
          TableName: table,
          Item: {
            ...keys.refreshToken(record.tokenHash),
            type: 'RefreshToken',
            user_id: record.userId,
            issued_at_ms: record.issuedAtMs,
            ttl: record.expiresAt,
          },
        }),
      );
    },

    async liveRefreshToken(tokenHash) {
      const { Item } = await ddb.send(
        new GetCommand({ TableName: table, Key: keys.refreshToken(tokenHash), ConsistentRead: true }),
      );
      if (!Item) return undefined;
      const record = {
        tokenHash,
        userId: Item.user_id as string,
        issuedAtMs: Item.issued_at_ms as number,
        expiresAt: Item.ttl as number,
      };
      const { Item: cutOff } = await ddb.send(
        new GetCommand({ TableName: table, Key: keys.sessionsCutOff(record.userId), ConsistentRead: true }),
      );
      const notBefore = cutOff?.not_before_ms as number | undefined;
      return notBefore !== undefined && record.issuedAtMs < notBefore ? undefined : record;
    },

    async forgetRefreshToken(tokenHash) {
      await ddb.send(new DeleteCommand({ TableName: table, Key: keys.refreshToken(tokenHash) }));
    },
  };
}
