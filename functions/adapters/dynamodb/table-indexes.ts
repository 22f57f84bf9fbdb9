/**
 * The table's six global secondary indexes, named once: the repositories query them by these
 * objects, the entity modules (entities/) write their keys, and the physical design
 * (functions/platform/resource-design.ts: CDK and the local seed) creates them from this list.
 * Index keys are strings.
 */
export interface IndexDesign {
  readonly name: string;
  readonly partitionKey: string;
  readonly sortKey: string;
  /** ALL: the index answers with whole items; KEYS_ONLY: with the table and index keys only. */
  readonly projection: 'ALL' | 'KEYS_ONLY';
  /** What the index is for (docs/areas/table.md). */
  readonly purpose: string;
}

export const tableIndexes = {
  GSI1: {
    name: 'GSI1',
    partitionKey: 'GSI1PK',
    sortKey: 'GSI1SK',
    projection: 'ALL',
    purpose: "A user's lists, newest first: queries, monitored addresses, alerts.",
  },
  GSI2: {
    name: 'GSI2',
    partitionKey: 'GSI2PK',
    sortKey: 'GSI2SK',
    projection: 'ALL',
    purpose: "A second list of the same items: a user's queries of one address, alerts of one type.",
  },
  GSI1Keys: {
    name: 'GSI1Keys',
    partitionKey: 'GSI1PK',
    sortKey: 'GSI1SK',
    projection: 'KEYS_ONLY',
    purpose:
      "GSI1's keys alone (~170 bytes an entry, a whole query ~600): a page found by number skips the entries before it here, then reads only its own items from GSI1 (paging.ts). Written only when an item is created, since no later update changes a key.",
  },
  GSI2Keys: {
    name: 'GSI2Keys',
    partitionKey: 'GSI2PK',
    sortKey: 'GSI2SK',
    projection: 'KEYS_ONLY',
    purpose: "GSI2's keys alone, skipped on in the same way.",
  },
  OpenQueries: {
    name: 'OpenQueries',
    partitionKey: 'OPEN_PK',
    sortKey: 'OPEN_SK',
    projection: 'ALL',
    purpose:
      'Sparse: only pending and processing queries carry its keys, so the sweeper reads the overdue ones without a scan (it maps the items it finds, so they are projected whole).',
  },
  ActiveMonitors: {
    name: 'ActiveMonitors',
    partitionKey: 'MON_PK',
    sortKey: 'MON_SK',
    projection: 'ALL',
    purpose:
      "Sparse: only active monitored addresses carry its keys, write-sharded over 32 partitions, so one poll message reads one shard's addresses without a scan.",
  },
} as const satisfies Record<string, IndexDesign>;

export type IndexName = keyof typeof tableIndexes;

/** Every index, in the order the table declares them. */
export const tableIndexList = [
  tableIndexes.GSI1,
  tableIndexes.GSI2,
  tableIndexes.GSI1Keys,
  tableIndexes.GSI2Keys,
  tableIndexes.OpenQueries,
  tableIndexes.ActiveMonitors,
] as const;

/** An index holding whole items and the KEYS_ONLY index on the same keys that pages skip on. */
export const listIndexes = {
  GSI1: { index: tableIndexes.GSI1, keysIndex: tableIndexes.GSI1Keys.name },
  GSI2: { index: tableIndexes.GSI2, keysIndex: tableIndexes.GSI2Keys.name },
} as const;
