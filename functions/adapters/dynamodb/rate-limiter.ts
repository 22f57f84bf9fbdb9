import {
  DeleteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { RateLimiter } from '../../domain/ports/rate-limiter';
import { isConditionFailure, keys } from './keys';

/**
 * The rate limiter over the table: one item per subject holding the open window's start and
 * count (TTL at the window's end). A request is counted by a conditional ADD on an open window
 * under the limit; otherwise it reads the item and either refuses or opens a new window with a
 * conditional put, so concurrent requests never count past the limit.
 */
export function createRateLimiter(ddb: DynamoDBDocumentClient, table: string): RateLimiter {
  return {
    async take(subject, nowSeconds, { max, windowSeconds }) {
      const key = keys.rateWindow(subject);
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
              ExpressionAttributeValues: { ':one': 1, ':openSince': openSince, ':max': max },
            }),
          );
          return { allowed: true };
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
        }
        const { Item } = await ddb.send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }));
        if (Item && Item.window_start > openSince) {
          if (Item.count < max) continue; // cleared and reopened meanwhile: count again
          return { allowed: false, retryAfter: Math.max(1, Item.window_start + windowSeconds - nowSeconds) };
        }
        try {
          // No window, or an old one: open a new window with this request.
          await ddb.send(
            new PutCommand({
              TableName: table,
              Item: {
                ...key,
                type: 'RateWindow',
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
      throw new Error('Rate window kept changing under concurrent writers');
    },

    async clear(subject) {
      await ddb.send(new DeleteCommand({ TableName: table, Key: keys.rateWindow(subject) }));
    },
  };
}
