import {
  DeleteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { PlanState } from '../../domain/accounts/plan-credits';
import { isConditionFailure, keys, NOT_EXISTS } from './keys';

/**
 * Accounts: the e-mail uniqueness item, the profile and the plan, written together in one
 * transaction so an account is either complete or absent; login-failure counters; revoked tokens.
 */
export interface Profile {
  readonly userId: string;
  readonly email: string;
  /** Epoch seconds. */
  readonly createdAt: number;
}

export interface AccountRepository {
  emailOwner(email: string): Promise<string | undefined>;
  /** 'email_taken' when the e-mail already has an account (nothing is written then). */
  createAccount(profile: Profile, plan: PlanState): Promise<'created' | 'email_taken'>;
  getProfile(userId: string): Promise<Profile | undefined>;
  getPlan(userId: string): Promise<PlanState | undefined>;
  /**
   * Stores a refilled plan if the stored period and balance are still those of `previous` (the
   * plan the refill was computed from); false if another writer won. The balance is part of the
   * condition because a reservation or refund may land between the read and this write, and
   * overwriting it would undo that move (a monthly top-up keeps the larger of balance and grant).
   */
  saveRefill(
    userId: string,
    next: PlanState,
    previous: Pick<PlanState, 'creditPeriod' | 'queryQuota' | 'usedQueryQuota'>,
  ): Promise<boolean>;
  /**
   * Counts a sign-in attempt in the e-mail's window (epoch s, `windowSeconds` long) before the
   * password is checked, refusing it once `maxAttempts` are counted. Counting first, atomically,
   * is what stops parallel guesses from all passing a read-then-check.
   */
  reserveLoginAttempt(email: string, nowSeconds: number, limit: LoginAttemptLimit): Promise<LoginAttempt>;
  /** Forgets the counted attempts (after a successful sign-in or a password reset). */
  clearLoginFailures(email: string): Promise<void>;
  revokeToken(tokenId: string, expiresAt: number): Promise<void>;
  isTokenRevoked(tokenId: string): Promise<boolean>;
}

export interface LoginAttemptLimit {
  readonly maxAttempts: number;
  readonly windowSeconds: number;
}

export type LoginAttempt =
  | { readonly allowed: true }
  /** `retryAfter`: seconds until the window closes. */
  | { readonly allowed: false; readonly retryAfter: number };

const planItem = (state: PlanState) => ({
  package_type: state.packageType,
  begin_at: state.beginAt,
  end_at: state.endAt,
  query_quota: state.queryQuota,
  used_query_quota: state.usedQueryQuota,
  monitor_address_count: state.monitorAddressCount,
  credit_period: state.creditPeriod,
});

export function createAccountRepository(ddb: DynamoDBDocumentClient, table: string): AccountRepository {
  return {
    async emailOwner(email) {
      const { Item } = await ddb.send(new GetCommand({ TableName: table, Key: keys.emailOwner(email) }));
      return Item?.user_id;
    },

    async createAccount(profile, plan) {
      try {
        await ddb.send(
          new TransactWriteCommand({
            TransactItems: [
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
              {
                Put: {
                  TableName: table,
                  Item: { ...keys.userPlan(profile.userId), type: 'Plan', ...planItem(plan) },
                  ConditionExpression: NOT_EXISTS,
                },
              },
            ],
          }),
        );
        return 'created';
      } catch (error) {
        if (isConditionFailure(error)) return 'email_taken';
        throw error;
      }
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

    async saveRefill(userId, next, previous) {
      try {
        await ddb.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.userPlan(userId),
            UpdateExpression: 'SET query_quota = :quota, used_query_quota = :used, credit_period = :next',
            ConditionExpression:
              'credit_period = :previous AND query_quota = :previousQuota AND used_query_quota = :previousUsed',
            ExpressionAttributeValues: {
              ':quota': next.queryQuota,
              ':used': next.usedQueryQuota,
              ':next': next.creditPeriod,
              ':previous': previous.creditPeriod,
              ':previousQuota': previous.queryQuota,
              ':previousUsed': previous.usedQueryQuota,
            },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    async reserveLoginAttempt(email, nowSeconds, { maxAttempts, windowSeconds }) {
      const key = keys.loginFailures(email);
      const openSince = nowSeconds - windowSeconds;
      // Two rounds at most: a lost race to open a new window means the winner's window is open.
      for (let round = 0; round < 2; round++) {
        try {
          await ddb.send(
            new UpdateCommand({
              TableName: table,
              Key: key,
              UpdateExpression: 'ADD #count :one',
              ConditionExpression: 'window_start > :openSince AND #count < :max',
              ExpressionAttributeNames: { '#count': 'count' },
              ExpressionAttributeValues: { ':one': 1, ':openSince': openSince, ':max': maxAttempts },
            }),
          );
          return { allowed: true };
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
        }
        const { Item } = await ddb.send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }));
        if (Item && Item.window_start > openSince) {
          if (Item.count < maxAttempts) continue; // cleared and reopened meanwhile: count again
          return { allowed: false, retryAfter: Item.window_start + windowSeconds - nowSeconds };
        }
        try {
          // No window, or an old one: open a new window with this attempt.
          await ddb.send(
            new PutCommand({
              TableName: table,
              Item: {
                ...key,
                type: 'LoginFailures',
                count: 1,
                window_start: nowSeconds,
                ttl: nowSeconds + windowSeconds,
              },
              ConditionExpression: 'attribute_not_exists(PK) OR window_start <= :openSince',
              ExpressionAttributeValues: { ':openSince': openSince },
            }),
          );
          return { allowed: true };
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
        }
      }
      throw new Error('Sign-in attempt counter kept changing under concurrent writers');
    },

    async clearLoginFailures(email) {
      await ddb.send(new DeleteCommand({ TableName: table, Key: keys.loginFailures(email) }));
    },

    async revokeToken(tokenId, expiresAt) {
      await ddb.send(
        new PutCommand({
          TableName: table,
          Item: { ...keys.revokedToken(tokenId), type: 'RevokedToken', ttl: expiresAt },
        }),
      );
    },

    async isTokenRevoked(tokenId) {
      const { Item } = await ddb.send(new GetCommand({ TableName: table, Key: keys.revokedToken(tokenId) }));
      return Item !== undefined;
    },
  };
}
