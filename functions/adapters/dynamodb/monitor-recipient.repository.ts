import {
  BatchGetCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type {
  RecipientRecord,
  RecipientRepository,
  RedeliveryCounter,
} from '../../domain/monitoring/delivery-guards.ports';
import { isConditionFailure, NOT_EXISTS } from './keys';
import { monitorKeys, RECIPIENT_PREFIX } from './monitor-keys';
import { transactWrite } from './transact-write';

/**
 * The e-mail recipients of a user's alerts and their confirmation links (the domain's
 * RecipientRepository), and the count of an alert's redeliveries (RedeliveryCounter).
 *
 * A recipient is one item under the user; a link is one item keyed by the SHA-256 of its token
 * (the token is never stored), holding whose recipient it confirms and when it expires (TTL
 * removes it a little later; the expiry is checked on every confirm). A new link and the
 * recipient's sent time are written in one transaction whose condition on the recipient is the
 * claim: a confirmed recipient never gets a link, and with `onlyIfUnsent` only a recipient never
 * sent one does, so two saves at once mail it once.
 */
const fromRecipientItem = (i: Record<string, unknown>): RecipientRecord => ({
  userId: i.user_id as string,
  email: i.email as string,
  confirmed: i.confirmed === true,
  ...(typeof i.sent_at === 'number' ? { sentAt: i.sent_at } : {}),
  ...(typeof i.expires_at === 'number' ? { expiresAt: i.expires_at } : {}),
  ...(typeof i.confirmed_at === 'number' ? { confirmedAt: i.confirmed_at } : {}),
});

/** At most this many recipient records are listed (20 per configuration; far above real use). */
const MAX_LISTED = 500;
/** Rounds of a batch read while DynamoDB leaves keys unprocessed (throttling). */
const READ_ROUNDS = 5;

export function createRecipientRepository(ddb: DynamoDBDocumentClient, table: string): RecipientRepository {
  const recipientItem = (userId: string, email: string) => ({
    ...monitorKeys.recipient(userId, email),
    type: 'MonitorRecipient',
    user_id: userId,
    email,
    confirmed: false,
  });

  return {
    async getMany(userId, emails) {
      if (emails.length === 0) return [];
      let pending: Record<string, unknown>[] = [...new Set(emails)].map((e) => ({
        ...monitorKeys.recipient(userId, e),
      }));
      const found: RecipientRecord[] = [];
      for (let round = 0; pending.length > 0; round++) {
        if (round >= READ_ROUNDS) throw new Error(`${pending.length} recipient reads left unprocessed`);
        if (round > 0) await new Promise((r) => setTimeout(r, 50 * 2 ** round));
        const answer = await ddb.send(
          new BatchGetCommand({ RequestItems: { [table]: { Keys: pending, ConsistentRead: true } } }),
        );
        found.push(...(answer.Responses?.[table] ?? []).map(fromRecipientItem));
        pending = (answer.UnprocessedKeys?.[table]?.Keys ?? []) as Record<string, unknown>[];
      }
      return found;
    },

    async list(userId) {
      const items: Record<string, unknown>[] = [];
      let next: Record<string, unknown> | undefined;
      do {
        const answer = await ddb.send(
          new QueryCommand({
            TableName: table,
            KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
            ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': RECIPIENT_PREFIX },
            ExclusiveStartKey: next,
          }),
        );
        items.push(...(answer.Items ?? []));
        next = answer.LastEvaluatedKey;
      } while (next && items.length < MAX_LISTED);
      return items.slice(0, MAX_LISTED).map(fromRecipientItem);
    },

    async ensure(userId, email) {
      try {
        await ddb.send(
          new PutCommand({
            TableName: table,
            Item: recipientItem(userId, email),
            ConditionExpression: NOT_EXISTS,
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },

    async addLink(link, onlyIfUnsent) {
      const condition = onlyIfUnsent
        ? 'attribute_not_exists(PK) OR (confirmed = :no AND attribute_not_exists(sent_at))'
        : 'attribute_not_exists(PK) OR confirmed = :no';
      try {
        await transactWrite(ddb, {
          TransactItems: [
            {
              Update: {
                TableName: table,
                Key: monitorKeys.recipient(link.userId, link.email),
                UpdateExpression:
                  'SET #type = :type, user_id = :user, email = :email, sent_at = :sent, expires_at = :expires, confirmed = if_not_exists(confirmed, :no)',
                ConditionExpression: condition,
                ExpressionAttributeNames: { '#type': 'type' },
                ExpressionAttributeValues: {
                  ':type': 'MonitorRecipient',
                  ':user': link.userId,
                  ':email': link.email,
                  ':sent': link.sentAt,
                  ':expires': link.expiresAt,
                  ':no': false,
                },
              },
            },
            {
              Put: {
                TableName: table,
                Item: {
                  ...monitorKeys.recipientLink(link.tokenHash),
                  type: 'RecipientLink',
                  user_id: link.userId,
                  email: link.email,
                  expires_at: link.expiresAt,
                  ttl: link.expiresAt,
                },
                ConditionExpression: NOT_EXISTS,
              },
            },
          ],
        });
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    async clearLink(userId, email, sentAt) {
      try {
        await ddb.send(
          new UpdateCommand({
            TableName: table,
            Key: monitorKeys.recipient(userId, email),
            UpdateExpression: 'REMOVE sent_at, expires_at',
            // Only the link this call made: a newer one stays.
            ConditionExpression: 'sent_at = :sent',
            ExpressionAttributeValues: { ':sent': sentAt },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },

    async confirm(tokenHash, nowSeconds, nowMs) {
      const { Item: link } = await ddb.send(
        new GetCommand({ TableName: table, Key: monitorKeys.recipientLink(tokenHash), ConsistentRead: true }),
      );
      // TTL deletes within days of expiry, not at it: the expiry itself decides.
      if (!link || (link.expires_at as number) <= nowSeconds) return undefined;
      const { Attributes } = await ddb.send(
        new UpdateCommand({
          TableName: table,
          Key: monitorKeys.recipient(link.user_id as string, link.email as string),
          UpdateExpression:
            'SET #type = :type, user_id = :user, email = :email, confirmed = :yes, confirmed_at = if_not_exists(confirmed_at, :now)',
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: {
            ':type': 'MonitorRecipient',
            ':user': link.user_id,
            ':email': link.email,
            ':yes': true,
            ':now': nowMs,
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes ? fromRecipientItem(Attributes) : undefined;
    },
  };
}

/**
 * An alert's redeliveries, counted on the alert item itself (attribute `redeliveries`) by a
 * conditional ADD, so parallel calls cannot count past the cap and the count goes with the alert.
 */
export function createRedeliveryCounter(ddb: DynamoDBDocumentClient, table: string): RedeliveryCounter {
  return {
    async used(alertId) {
      const { Item } = await ddb.send(
        new GetCommand({
          TableName: table,
          Key: monitorKeys.alert(alertId),
          ProjectionExpression: 'redeliveries',
          ConsistentRead: true,
        }),
      );
      return (Item?.redeliveries as number | undefined) ?? 0;
    },

    async take(alertId, max) {
      try {
        const { Attributes } = await ddb.send(
          new UpdateCommand({
            TableName: table,
            Key: monitorKeys.alert(alertId),
            UpdateExpression: 'ADD redeliveries :one',
            ConditionExpression:
              'attribute_exists(PK) AND (attribute_not_exists(redeliveries) OR redeliveries < :max)',
            ExpressionAttributeValues: { ':one': 1, ':max': max },
            ReturnValues: 'UPDATED_NEW',
          }),
        );
        return Attributes?.redeliveries as number;
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },
  };
}
