import { DeleteCommand, type DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { VerificationCodeRepository } from '../../domain/accounts/account.ports';
import type { StoredVerificationCode, VerificationPurpose } from '../../domain/accounts/verification-code';
import { cancellationCodes, isConditionFailure, keys } from './keys';
import { transactWrite } from './transact-write';

const codeOf = (item: Record<string, unknown>): StoredVerificationCode => ({
  email: item.email as string,
  purpose: item.purpose as VerificationPurpose,
  codeHash: item.code_hash as string,
  salt: item.salt as string,
  sentAt: item.sent_at as number,
  expiresAt: item.expires_at as number,
  attempts: item.attempts as number,
});

/**
 * Verification codes: one item per e-mail and purpose, replaced by each send, expired by TTL;
 * beside them the e-mail's count of codes sent per UTC day.
 */
export function createVerificationCodeRepository(
  ddb: DynamoDBDocumentClient,
  table: string,
): VerificationCodeRepository {
  return {
    async putUnlessLimited(code, cooldownCutoff, daily) {
      try {
        await transactWrite(ddb, {
          TransactItems: [
            {
              Put: {
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
              },
            },
            {
              Update: {
                TableName: table,
                Key: keys.codesSentOnDay(code.email, daily.day),
                UpdateExpression: 'ADD sent :one SET #ttl = :ttl',
                ConditionExpression: 'attribute_not_exists(sent) OR sent < :max',
                ExpressionAttributeNames: { '#ttl': 'ttl' },
                ExpressionAttributeValues: { ':one': 1, ':max': daily.max, ':ttl': daily.expiresAt },
              },
            },
          ],
        });
        return 'stored';
      } catch (error) {
        const [cooldown, dailyCap] = cancellationCodes(error);
        if (cooldown === 'ConditionalCheckFailed') return 'cooldown';
        if (dailyCap === 'ConditionalCheckFailed') return 'daily_limit';
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
      return Item ? codeOf(Item) : undefined;
    },

    async reserveTry(email, purpose, nowSeconds, maxAttempts) {
      try {
        const { Attributes } = await ddb.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.verificationCode(email, purpose),
            UpdateExpression: 'ADD attempts :one',
            ConditionExpression: 'attribute_exists(code_hash) AND attempts < :max AND expires_at > :now',
            ExpressionAttributeValues: { ':one': 1, ':max': maxAttempts, ':now': nowSeconds },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return Attributes ? codeOf(Attributes) : undefined;
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },

    async consume(code) {
      try {
        await ddb.send(
          new DeleteCommand({
            TableName: table,
            Key: keys.verificationCode(code.email, code.purpose),
            // Not on the count: wrong tries counted meanwhile must not make the right code fail.
            ConditionExpression: 'code_hash = :hash',
            ExpressionAttributeValues: { ':hash': code.codeHash },
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
