import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { encodeCursor, type IndexedList, type Item, type Page, type PageRequest, startKeyOf } from './paging';

/**
 * Pages of a list with a filter or a sort-key range (monitored addresses by chain/token/status,
 * alerts by status or time). The counted pager (paging.ts) needs a counter per list, which a
 * filter cannot have; here the total is one COUNT query over the partition's range (it reads
 * what it counts, filtered or not, without returning it), and the page reads matches newest
 * first from its start (a cursor reads only its own page). The partition still comes from the
 * caller, never from the cursor.
 */
export interface ListSlice {
  /** Inclusive sort-key bounds. */
  readonly from?: string;
  readonly to?: string;
  readonly filter?: {
    readonly expression: string;
    readonly names: Record<string, string>;
    readonly values: Record<string, unknown>;
  };
}

export async function filteredPage(
  ddb: DynamoDBDocumentClient,
  table: string,
  list: IndexedList,
  request: PageRequest,
  slice: ListSlice,
): Promise<Page> {
  const names: Record<string, string> = { '#pk': list.index.partitionKey, ...slice.filter?.names };
  const values: Record<string, unknown> = { ':pk': list.partition, ...slice.filter?.values };
  let keyCondition = '#pk = :pk';
  if (slice.from !== undefined || slice.to !== undefined) {
    names['#sk'] = list.index.sortKey;
    if (slice.from !== undefined && slice.to !== undefined) {
      keyCondition += ' AND #sk BETWEEN :from AND :to';
      Object.assign(values, { ':from': slice.from, ':to': slice.to });
    } else if (slice.from !== undefined) {
      keyCondition += ' AND #sk >= :from';
      values[':from'] = slice.from;
    } else {
      keyCondition += ' AND #sk <= :to';
      values[':to'] = slice.to;
    }
  }
  const base = {
    TableName: table,
    IndexName: list.index.name,
    KeyConditionExpression: keyCondition,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ...(slice.filter ? { FilterExpression: slice.filter.expression } : {}),
  };

  const count = async () => {
    let total = 0;
    let next: Record<string, unknown> | undefined;
    do {
      const answer = await ddb.send(new QueryCommand({ ...base, Select: 'COUNT', ExclusiveStartKey: next }));
      total += answer.Count ?? 0;
      next = answer.LastEvaluatedKey;
    } while (next);
    return total;
  };

  const read = async () => {
    const skip = request.cursor === undefined ? (request.number - 1) * request.size : 0;
    const want = skip + request.size + 1;
    const items: Item[] = [];
    let next = request.cursor === undefined ? undefined : startKeyOf(list, request.cursor);
    do {
      const answer = await ddb.send(
        new QueryCommand({
          ...base,
          ScanIndexForward: false,
          ExclusiveStartKey: next,
          Limit: Math.max(want, 25),
        }),
      );
      items.push(...(answer.Items ?? []));
      next = answer.LastEvaluatedKey;
    } while (next && items.length < want);
    return items.slice(skip, want);
  };

  const [total, read_] = await Promise.all([count(), read()]);
  const items = read_.slice(0, request.size);
  const last = items.at(-1);
  return read_.length > request.size && last
    ? { items, total, nextCursor: encodeCursor(list, last) }
    : { items, total };
}
