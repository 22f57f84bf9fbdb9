import { type DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { TETHER_FREEZE_SOURCE } from '../../domain/labels/label-feed';
import type { FreezeCursorStore } from '../../domain/labels/tether-freeze/freeze-event';
import { labelFeedCursorItemSchema, labelFeedCursorKey, toLabelFeedCursorItem } from './entities/label';
import { getItem } from './reads';

/** The Tether freeze feed's cursor per chain (entities/label.ts), beside the labels it writes. */
export function createFreezeCursorRepository(ddb: DynamoDBDocumentClient, table: string): FreezeCursorStore {
  return {
    async getCursor(chain) {
      const item = await getItem(ddb, table, labelFeedCursorKey(TETHER_FREEZE_SOURCE, chain), {
        consistent: true,
      });
      return item ? labelFeedCursorItemSchema.parse(item) : undefined;
    },
    async putCursor(chain, cursor) {
      await ddb.send(
        new PutCommand({
          TableName: table,
          Item: toLabelFeedCursorItem(TETHER_FREEZE_SOURCE, chain, cursor, Date.now()),
        }),
      );
    },
  };
}
