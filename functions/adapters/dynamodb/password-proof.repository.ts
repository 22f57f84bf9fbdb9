import { type DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PasswordProofRepository } from '../../domain/accounts/account.ports';
import {
  sessionProofItemSchema,
  sessionProofKey,
  signInsItemSchema,
  signInsKey,
  toSessionProofItem,
} from './entities/account';
import { getItem } from './reads';

/** Epoch ms or undefined: 0 stands for "none" in the stored items. */
const some = (ms: number | undefined) => (ms ? ms : undefined);

/**
 * Password proofs ("sudo mode", domain/accounts/password-proof.ts): one item per sign-in session
 * under the user, and the account's latest two sign-ins in one item.
 */
export function createPasswordProofRepository(
  ddb: DynamoDBDocumentClient,
  table: string,
): PasswordProofRepository {
  return {
    async recordSignIn(userId, sessionId, atMs, keepUntil) {
      // Both SET values read the item as it was, so `previous_ms` takes the old `last_ms`; the
      // old value comes back too, as this session's prior sign-in.
      const { Attributes } = await ddb.send(
        new UpdateCommand({
          TableName: table,
          Key: signInsKey(userId),
          UpdateExpression: 'SET #type = :type, previous_ms = if_not_exists(last_ms, :none), last_ms = :at',
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: { ':type': 'SignIns', ':none': 0, ':at': atMs },
          ReturnValues: 'UPDATED_OLD',
        }),
      );
      const prior = some(signInsItemSchema.parse(Attributes ?? {}).last_ms);
      await ddb.send(
        new PutCommand({
          TableName: table,
          Item: toSessionProofItem(userId, sessionId, atMs, prior, keepUntil),
        }),
      );
    },

    async recordConfirmation(userId, sessionId, atMs, keepUntil) {
      await ddb.send(
        new UpdateCommand({
          TableName: table,
          Key: sessionProofKey(userId, sessionId),
          UpdateExpression: 'SET #type = :type, confirmed_at_ms = :at, #ttl = :ttl',
          ExpressionAttributeNames: { '#type': 'type', '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':type': 'SessionProof', ':at': atMs, ':ttl': keepUntil },
        }),
      );
    },

    async sessionProof(userId, sessionId) {
      const item = await getItem(ddb, table, sessionProofKey(userId, sessionId), { consistent: true });
      if (!item) return undefined;
      const proof = sessionProofItemSchema.parse(item);
      return {
        signedInAtMs: some(proof.signed_in_at_ms),
        priorSignInMs: some(proof.prior_sign_in_ms),
        confirmedAtMs: some(proof.confirmed_at_ms),
      };
    },

    async signIns(userId) {
      const item = signInsItemSchema.parse(
        (await getItem(ddb, table, signInsKey(userId), { consistent: true })) ?? {},
      );
      return { lastMs: some(item.last_ms), previousMs: some(item.previous_ms) };
    },
  };
}
