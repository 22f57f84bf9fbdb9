import { DeleteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { VerificationCodeRepository } from '../../domain/accounts/account.ports';
import { cancellationCodes, updatedWhenAllowed, whenAllowed } from './conditions';
import {
  codesSentOnDayKey,
  toVerificationCodeItem,
  verificationCodeFromItem,
  verificationCodeKey,
} from './entities/verification-code';
import { getItem } from './reads';
import { transactWrite } from './transact-write';

/**
 * Verification codes: one item per e-mail and purpose, replaced by each send, expired by TTL;
 * beside them the e-mail's count of codes of each purpose sent per UTC day.
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
                Item: toVerificationCodeItem(code),
                ConditionExpression: 'attribute_not_exists(PK) OR sent_at <= :cutoff',
                ExpressionAttributeValues: { ':cutoff': cooldownCutoff },
              },
            },
            ...(daily
              ? [
                  {
                    Update: {
                      TableName: table,
                      Key: codesSentOnDayKey(code.email, code.purpose, daily.day),
                      UpdateExpression: 'ADD sent :one SET #ttl = :ttl',
                      ConditionExpression: 'attribute_not_exists(sent) OR sent < :max',
                      ExpressionAttributeNames: { '#ttl': 'ttl' },
                      ExpressionAttributeValues: { ':one': 1, ':max': daily.max, ':ttl': daily.expiresAt },
                    },
                  },
                ]
              : []),
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
      const item = await getItem(ddb, table, verificationCodeKey(email, purpose), { consistent: true });
      return item ? verificationCodeFromItem(item) : undefined;
    },

    async reserveTry(email, purpose, nowSeconds, maxAttempts) {
      return updatedWhenAllowed(
        ddb,
        {
          TableName: table,
          Key: verificationCodeKey(email, purpose),
          UpdateExpression: 'ADD attempts :one',
          ConditionExpression: 'attribute_exists(code_hash) AND attempts < :max AND expires_at > :now',
          ExpressionAttributeValues: { ':one': 1, ':max': maxAttempts, ':now': nowSeconds },
          ReturnValues: 'ALL_NEW',
        },
        (attributes) => (attributes ? verificationCodeFromItem(attributes) : undefined),
      );
    },

    consume: (code) =>
      whenAllowed(
        ddb.send(
          new DeleteCommand({
            TableName: table,
            Key: verificationCodeKey(code.email, code.purpose),
            // Not on the count: wrong tries counted meanwhile must not make the right code fail.
            ConditionExpression: 'code_hash = :hash',
            ExpressionAttributeValues: { ':hash': code.codeHash },
          }),
        ),
      ),
  };
}
