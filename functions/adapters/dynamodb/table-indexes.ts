/**
 * The table's six global secondary indexes, named once: the repositories query them by these
 * objects, the entity modules write their keys, and the physical design
 * (functions/platform/resource-design.ts: CDK and the local seed) creates them from this list.
 * Index keys are strings.
 */
export interface IndexDesign {
  readonly name: string;
  readonly partitionKey: string;
  readonly sortKey: string;
  /** ALL: the index answers with whole items; KEYS_ONLY: with the table and index keys only. */
  readonly projection: 'ALL' | 'KEYS_ONLY';
}

export const tableIndexes = {
  GSI1: { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK', projection: 'ALL' },
  GSI2: { name: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK', projection: 'ALL' },
  /**
   * GSI1's keys alone (~170 bytes an entry, the whole query ~600): a page found by number skips
   * the entries before it here, then reads only its own items from GSI1 (paging.ts). Written only
   * when an item is created, since no later update changes a key.
   */
  GSI1Keys: { name: 'GSI1Keys', partitionKey: 'GSI1PK', sortKey: 'GSI1SK', projection: 'KEYS_ONLY' },
  /** GSI2's keys alone, for the pages of one address's history (or one alert type) in the same way. */
  GSI2Keys: { name: 'GSI2Keys', partitionKey: 'GSI2PK', sortKey: 'GSI2SK', projection: 'KEYS_ONLY' },
  /**
   * Sparse: only pending and processing queries carry its keys (the sweeper's overdue read,
   * which maps the items it finds, so it projects them whole).
   */
  OpenQueries: { name: 'OpenQueries', partitionKey: 'OPEN_PK', sortKey: 'OPEN_SK', projection: 'ALL' },
  /**
   * Sparse: only active monitored addresses carry its keys, write-sharded (MON_PK =
   * MONITORS#<shard>), so one poll message reads one shard's addresses without a scan
   * (entities/monitor.ts).
   */
  ActiveMonitors: { name: 'ActiveMonitors', partitionKey: 'MON_PK', sortKey: 'MON_SK', projection: 'ALL' },
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
