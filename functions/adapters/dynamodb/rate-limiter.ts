import { DeleteCommand, type DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { RateLimiter } from '../../domain/ports/rate-limiter';
import { whenAllowed } from './conditions';
import { rateWindowItemSchema, rateWindowKey, toRateWindowItem } from './entities/rate-window';
import { getItem } from './reads';

/**
 * The rate limiter over the table: one item per subject holding the open window's start and
 * count (TTL at the window's end). A request is counted by a conditional ADD on an open window
 * under the limit; otherwise it reads the item and either refuses or opens a new window with a
 * conditional put, so concurrent requests never count past the limit.
 */
export function createRateLimiter(ddb: DynamoDBDocumentClient, table: string): RateLimiter {
  return {
    async take(subject, nowSeconds, { max, windowSeconds }) {
      const key = rateWindowKey(subject);
      const openSince = nowSeconds - windowSeconds;
      // Two rounds at most: a lost race to open a new window means the winner's window is open.
      for (let round = 0; round < 2; round++) {
        const counted = await whenAllowed(
          ddb.send(
            new UpdateCommand({
              TableName: table,
              Key: key,
              UpdateExpression: 'ADD #count :one',
              ConditionExpression: 'window_start > :openSince AND #count < :max',
              ExpressionAttributeNames: { '#count': 'count' },
              ExpressionAttributeValues: { ':one': 1, ':openSince': openSince, ':max': max },
            }),
          ),
        );
        if (counted) return { allowed: true };
        const found = await getItem(ddb, table, key, { consistent: true });
        const open = found && rateWindowItemSchema.parse(found);
        if (open && open.window_start > openSince) {
          if (open.count < max) continue; // cleared and reopened meanwhile: count again
          return { allowed: false, retryAfter: Math.max(1, open.window_start + windowSeconds - nowSeconds) };
        }
        // No window, or an old one: open a new window with this request.
        const opened = await whenAllowed(
          ddb.send(
            new PutCommand({
              TableName: table,
              Item: toRateWindowItem(subject, nowSeconds, windowSeconds),
              ConditionExpression: 'attribute_not_exists(PK) OR window_start <= :openSince',
              ExpressionAttributeValues: { ':openSince': openSince },
            }),
          ),
        );
        if (opened) return { allowed: true };
      }
      throw new Error('Rate window kept changing under concurrent writers');
    },

    async clear(subject) {
      await ddb.send(new DeleteCommand({ TableName: table, Key: rateWindowKey(subject) }));
    },
  };
}
