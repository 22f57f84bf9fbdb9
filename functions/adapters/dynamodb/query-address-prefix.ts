import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { AppError } from '../../domain/app-error';
import {
  addressListCountsKey,
  addressListCountsPrefix,
  addressOfListCounts,
  listCountsItemSchema,
} from './entities/list-counts';
import { queryAddressPartition } from './entities/query';
import { tableIndexes } from './table-indexes';

/**
 * History search by the start of an address, without a scan. Every address a
 * user has analysed has its own counter item (`USER#<sub>` / `LIST_COUNTS#ADDR#<address>`, moved
 * by create's transaction), so the addresses starting with a prefix are one Query on the user's
 * partition (`begins_with` on the sort key), and their counters give the total at once.
 *   - one address matches: its history is paged as an exact search (cursor and all);
 *   - several match: each one's newest `number × size` queries are read from GSI2 and merged
 *     newest first; pages by number only (no cursor), at most PREFIX_ADDRESSES_MAX addresses
 *     (the first in address order) and PREFIX_DEPTH_MAX queries deep.
 */
export const PREFIX_ADDRESSES_MAX = 20;
export const PREFIX_DEPTH_MAX = 500;

type Item = Record<string, unknown>;

export interface PrefixMatches {
  readonly addresses: { address: string; queries: number }[];
}

export function createAddressPrefixSearch(ddb: DynamoDBDocumentClient, table: string) {
  /** The caller's analysed addresses starting with `prefix`, with how many queries each has. */
  async function matches(userId: string, prefix: string): Promise<PrefixMatches> {
    const { Items } = await ddb.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: {
          ':pk': addressListCountsKey(userId, '').PK,
          ':prefix': addressListCountsPrefix(prefix),
        },
        ProjectionExpression: 'SK, queries',
        Limit: PREFIX_ADDRESSES_MAX,
      }),
    );
    return {
      addresses: (Items ?? [])
        .map((i) => ({
          address: addressOfListCounts(String(i.SK)),
          queries: listCountsItemSchema.parse(i).queries ?? 0,
        }))
        .filter((a) => a.queries > 0),
    };
  }

  /** One page of the merged histories of several addresses, newest first. */
  async function mergedPage(
    userId: string,
    addresses: readonly string[],
    page: { number: number; size: number; cursor?: string },
  ): Promise<Item[]> {
    if (page.cursor !== undefined) throw new AppError('invalid_cursor');
    const depth = page.number * page.size;
    if (depth > PREFIX_DEPTH_MAX) return [];
    const lists = await Promise.all(
      addresses.map(async (address) => {
        const { Items } = await ddb.send(
          new QueryCommand({
            TableName: table,
            IndexName: tableIndexes.GSI2.name,
            KeyConditionExpression: 'GSI2PK = :pk',
            ExpressionAttributeValues: { ':pk': queryAddressPartition(userId, address) },
            ScanIndexForward: false,
            Limit: depth,
          }),
        );
        return Items ?? [];
      }),
    );
    // GSI2SK starts with the creation time (15 digits), so the text order is the time order.
    return lists
      .flat()
      .sort((a, b) => String(b.GSI2SK).localeCompare(String(a.GSI2SK)))
      .slice(depth - page.size, depth);
  }

  return { matches, mergedPage };
}
