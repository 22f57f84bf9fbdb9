import { type DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AccountRepository } from '../../domain/accounts/account.ports';
import { endedBy } from '../../domain/accounts/session-cut-off';
import { creditMoves } from '../../domain/credits/credit-moves';
import type { Ledger } from '../../domain/credits/ledger.ports';
import { moveForward } from './conditions';
import { createCreditLedger } from './credit-ledger';
import {
  emailOwnerKey,
  profileFromItem,
  profileKey,
  revokedTokenKey,
  sessionsCutOffItemSchema,
  sessionsCutOffKey,
} from './entities/account';
import type { ItemKey } from './entities/entity';
import { planFromItem, planKey } from './entities/plan';
import { getItem } from './reads';

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
  const get = (key: ItemKey, consistent = false) => getItem(ddb, table, key, { consistent });

  /** Epoch ms before which the user's sessions were ended; undefined when never. */
  const notBeforeOf = async (userId: string) =>
    sessionsCutOffItemSchema.parse((await get(sessionsCutOffKey(userId), true)) ?? {}).not_before_ms;

  return {
    async emailOwner(email) {
      return (await get(emailOwnerKey(email)))?.user_id as string | undefined;
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
      const item = await get(profileKey(userId));
      return item ? profileFromItem(item) : undefined;
    },

    async getPlan(userId) {
      const item = await get(planKey(userId), true);
      return item ? planFromItem(item) : undefined;
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
          Item: { ...revokedTokenKey(tokenId), type: 'RevokedToken', ttl: expiresAt },
        }),
      );
    },

    async isTokenRevoked(token) {
      const [revoked, notBefore] = await Promise.all([
        get(revokedTokenKey(token.jti)),
        notBeforeOf(token.sub),
      ]);
      if (revoked) return true;
      return notBefore !== undefined && endedBy(token.issuedAt, notBefore);
    },

    async endAllSessions(userId, notBeforeMs, keepUntil) {
      // Never moves back: a late, older cut-off must not revive sessions a newer one ended.
      await moveForward(ddb, table, sessionsCutOffKey(userId), 'not_before_ms', notBeforeMs, {
        type: 'SessionsCutOff',
        ttl: keepUntil,
      });
    },
  };
}
