import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { TETHER_FREEZE_SOURCE } from '../../domain/labels/label-feed';
import type { FreezeCursorStore } from '../../domain/labels/tether-freeze/freeze-event';
import { labelFeedCursorItemSchema, labelFeedCursorKey } from './entities/label';

/** The Tether freeze feed's cursor per chain (entities/label.ts), beside the labels it writes. */
export function createFreezeCursorRepository(ddb: DynamoDBDocumentClient, table: string): FreezeCursorStore {
  return {
    async getCursor(chain) {
      const { Item } = await ddb.send(
        new GetCommand({
          TableName: table,
          Key: labelFeedCursorKey(TETHER_FREEZE_SOURCE, chain),
          ConsistentRead: true,
        }),
      );
      return Item ? labelFeedCursorItemSchema.parse(Item) : undefined;
    },
    async putCursor(chain, cursor) {
      await ddb.send(
        new PutCommand({
          TableName: table,
          Item: {
            ...labelFeedCursorKey(TETHER_FREEZE_SOURCE, chain),
            type: 'LabelFeedCursor',
            reader: cursor.reader,
            position: cursor.position,
            updated_at: Date.now(),
          },
        }),
      );
    },
  };
}
