import {
  BatchGetCommand,
  type DynamoDBDocumentClient,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { RecipientRepository, RedeliveryCounter } from '../../domain/monitoring/delivery-guards.ports';
import { EXISTS, NOT_EXISTS, updatedWhenAllowed, whenAllowed } from './conditions';
import { alertKey } from './entities/alert';
import { userPartition } from './entities/entity';
import {
  newRecipientItem,
  RECIPIENT_PREFIX,
  RECIPIENT_TYPE,
  recipientFromItem,
  recipientKey,
  recipientLinkItemSchema,
  recipientLinkKey,
  toRecipientLinkItem,
} from './entities/recipient';
import { getItem, type Item, queryPrefix } from './reads';
import { transactWrite } from './transact-write';

/**
 * The e-mail recipients of a user's alerts and their confirmation links (the domain's
 * RecipientRepository), and the count of an alert's redeliveries (RedeliveryCounter).
 *
 * A link (entities/recipient.ts) holds whose recipient it confirms and when it expires (TTL
 * removes it a little later; the expiry is checked on every confirm). A new link and the
 * recipient's sent time are written in one transaction whose condition on the recipient is the
 * claim: a confirmed recipient never gets a link, and with `onlyIfUnsent` only a recipient never
 * sent one does, so two saves at once mail it once.
 */

/** At most this many recipient records are listed (20 per configuration; far above real use). */
const MAX_LISTED = 500;
/** Rounds of a batch read while DynamoDB leaves keys unprocessed (throttling). */
const READ_ROUNDS = 5;

export function createRecipientRepository(ddb: DynamoDBDocumentClient, table: string): RecipientRepository {
  /** Sets a recipient's attributes, making the item when it is new. */
  const recipientUpdate = (userId: string, email: string, set: string) => ({
    TableName: table,
    Key: recipientKey(userId, email),
    UpdateExpression: `SET #type = :type, user_id = :user, email = :email, ${set}`,
    ExpressionAttributeNames: { '#type': 'type' },
  });
  const owner = (userId: string, email: string) => ({
    ':type': RECIPIENT_TYPE,
    ':user': userId,
    ':email': email,
  });

  return {
    async getMany(userId, emails) {
      if (emails.length === 0) return [];
      let pending: Item[] = [...new Set(emails)].map((e) => ({ ...recipientKey(userId, e) }));
      const found: Item[] = [];
      for (let round = 0; pending.length > 0; round++) {
        if (round >= READ_ROUNDS) throw new Error(`${pending.length} recipient reads left unprocessed`);
        if (round > 0) await new Promise((r) => setTimeout(r, 50 * 2 ** round));
        const answer = await ddb.send(
          new BatchGetCommand({ RequestItems: { [table]: { Keys: pending, ConsistentRead: true } } }),
        );
        found.push(...(answer.Responses?.[table] ?? []));
        pending = (answer.UnprocessedKeys?.[table]?.Keys ?? []) as Item[];
      }
      return found.map(recipientFromItem);
    },

    async list(userId) {
      const items = await queryPrefix(ddb, table, userPartition(userId), RECIPIENT_PREFIX, {}, MAX_LISTED);
      return items.slice(0, MAX_LISTED).map(recipientFromItem);
    },

    async ensure(userId, email) {
      await whenAllowed(
        ddb.send(
          new PutCommand({
            TableName: table,
            Item: newRecipientItem(userId, email),
            ConditionExpression: NOT_EXISTS,
          }),
        ),
      );
    },

    addLink: (link, onlyIfUnsent) =>
      whenAllowed(
        transactWrite(ddb, {
          TransactItems: [
            {
              Update: {
                ...recipientUpdate(
                  link.userId,
                  link.email,
                  'sent_at = :sent, expires_at = :expires, confirmed = if_not_exists(confirmed, :no)',
                ),
                ConditionExpression: onlyIfUnsent
                  ? 'attribute_not_exists(PK) OR (confirmed = :no AND attribute_not_exists(sent_at))'
                  : 'attribute_not_exists(PK) OR confirmed = :no',
                ExpressionAttributeValues: {
                  ...owner(link.userId, link.email),
                  ':sent': link.sentAt,
                  ':expires': link.expiresAt,
                  ':no': false,
                },
              },
            },
            { Put: { TableName: table, Item: toRecipientLinkItem(link), ConditionExpression: NOT_EXISTS } },
          ],
        }),
      ),

    async clearLink(userId, email, sentAt) {
      await whenAllowed(
        ddb.send(
          new UpdateCommand({
            TableName: table,
            Key: recipientKey(userId, email),
            UpdateExpression: 'REMOVE sent_at, expires_at',
            // Only the link this call made: a newer one stays.
            ConditionExpression: 'sent_at = :sent',
            ExpressionAttributeValues: { ':sent': sentAt },
          }),
        ),
      );
    },

    async confirm(tokenHash, nowSeconds, nowMs) {
      const found = await getItem(ddb, table, recipientLinkKey(tokenHash), { consistent: true });
      const link = found && recipientLinkItemSchema.parse(found);
      // TTL deletes within days of expiry, not at it: the expiry itself decides.
      if (!link || link.expires_at <= nowSeconds) return undefined;
      const { Attributes } = await ddb.send(
        new UpdateCommand({
          ...recipientUpdate(
            link.user_id,
            link.email,
            'confirmed = :yes, confirmed_at = if_not_exists(confirmed_at, :now)',
          ),
          ExpressionAttributeValues: { ...owner(link.user_id, link.email), ':yes': true, ':now': nowMs },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes ? recipientFromItem(Attributes) : undefined;
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
      const item = await getItem(ddb, table, alertKey(alertId), {
        consistent: true,
        projection: 'redeliveries',
      });
      return (item?.redeliveries as number | undefined) ?? 0;
    },

    async take(alertId, max) {
      return updatedWhenAllowed(
        ddb,
        {
          TableName: table,
          Key: alertKey(alertId),
          UpdateExpression: 'ADD redeliveries :one',
          ConditionExpression: `${EXISTS} AND (attribute_not_exists(redeliveries) OR redeliveries < :max)`,
          ExpressionAttributeValues: { ':one': 1, ':max': max },
          ReturnValues: 'UPDATED_NEW',
        },
        (attributes) => attributes?.redeliveries as number,
      );
    },
  };
}
