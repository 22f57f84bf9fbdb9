import {
  DeleteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { VerificationCodeRepository } from '../../domain/accounts/account.ports';
import { isConditionFailure, keys } from './keys';

/** Verification codes: one item per e-mail and purpose, replaced by each send, expired by TTL. */
export function createVerificationCodeRepository(
  ddb: DynamoDBDocumentClient,
  table: string,
): VerificationCodeRepository {
  return {
    async putUnlessCoolingDown(code, cooldownCutoff) {
      try {
        await ddb.send(
          new PutCommand({
            TableName: table,
            Item: {
              ...keys.verificationCode(code.email, code.purpose),
              type: 'VerificationCode',
              email: code.email,
              purpose: code.purpose,
              code_hash: code.codeHash,
              salt: code.salt,
              sent_at: code.sentAt,
              expires_at: code.expiresAt,
              attempts: code.attempts,
              ttl: code.expiresAt,
            },
            ConditionExpression: 'attribute_not_exists(PK) OR sent_at <= :cutoff',
            ExpressionAttributeValues: { ':cutoff': cooldownCutoff },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    async get(email, purpose) {
      const { Item } = await ddb.send(
        new GetCommand({
          TableName: table,
          Key: keys.verificationCode(email, purpose),
          ConsistentRead: true,
        }),
      );
      if (!Item) return undefined;
      return {
        email: Item.email,
        purpose: Item.purpose,
        codeHash: Item.code_hash,
        salt: Item.salt,
        sentAt: Item.sent_at,
        expiresAt: Item.expires_at,
        attempts: Item.attempts,
      };
    },

    async recordWrongTry(code) {
      try {
        await ddb.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.verificationCode(code.email, code.purpose),
            UpdateExpression: 'ADD attempts :one',
            ConditionExpression: 'code_hash = :hash',
            ExpressionAttributeValues: { ':one': 1, ':hash': code.codeHash },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },

    async consume(code) {
      try {
        await ddb.send(
          new DeleteCommand({
            TableName: table,
            Key: keys.verificationCode(code.email, code.purpose),
            ConditionExpression: 'code_hash = :hash AND attempts = :attempts',
            ExpressionAttributeValues: { ':hash': code.codeHash, ':attempts': code.attempts },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}
