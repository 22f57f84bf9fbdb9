import {
  DeleteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { AccountRepository } from '../../domain/accounts/account.ports';
import { endedBy } from '../../domain/accounts/session-cut-off';
import { creditMoves } from '../../domain/credits/credit-moves';
import type { Ledger } from '../../domain/credits/ledger.ports';
import { createCreditLedger } from './credit-ledger';
import { isConditionFailure, keys } from './keys';
import { planFromItem } from './plan-item';

/**
 * Accounts (the domain's AccountRepository port): the e-mail uniqueness item, the profile and the
 * plan, committed together through the Ledger with the account's first grant, so an account is
 * either complete or absent; revoked tokens and session cut-offs. The plan's balance is written
 * only by the Ledger (credit-ledger.ts): opening the account, periodic refills, plan changes.
 */
export function createAccountRepository(
  ddb: DynamoDBDocumentClient,
  table: string,
  ledger: Ledger = createCreditLedger(ddb, table),
): AccountRepository {
  return {
    async emailOwner(email) {
      const { Item } = await ddb.send(new GetCommand({ TableName: table, Key: keys.emailOwner(email) }));
      return Item?.user_id;
    },

    async createAccount(profile, plan) {
      const outcome = await ledger.commit([
        { kind: 'write', write: { entity: 'account', op: 'create', profile } },
        {
          kind: 'move',
          userId: profile.userId,
          move: creditMoves.openAccount(plan),
          atMs: profile.createdAt * 1000,
        },
      ]);
      return outcome.status === 'refused' ? 'email_taken' : 'created';
    },

    async getProfile(userId) {
      const { Item } = await ddb.send(new GetCommand({ TableName: table, Key: keys.userProfile(userId) }));
      return Item ? { userId: Item.user_id, email: Item.email, createdAt: Item.created_at } : undefined;
    },

    async getPlan(userId) {
      const { Item } = await ddb.send(
        new GetCommand({ TableName: table, Key: keys.userPlan(userId), ConsistentRead: true }),
      );
      return Item ? planFromItem(Item) : undefined;
    },

    async saveRefill(userId, next, previous, nowMs) {
      const outcome = await ledger.commit([
        { kind: 'move', userId, move: creditMoves.refill(previous, next), atMs: nowMs },
      ]);
      // Only a write by this call counts: after 'already_applied' the caller reads the plan again.
      return outcome.status === 'applied';
    },

    async changePlan(userId, plan, nowMs) {
      const outcome = await ledger.commit([
        { kind: 'move', userId, move: creditMoves.changePlan(plan), atMs: nowMs },
      ]);
      return outcome.status !== 'refused';
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
