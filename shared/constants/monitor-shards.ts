/**
 * Write shards of the ActiveMonitors index (functions/adapters/dynamodb/entities/monitor.ts): the
 * poll fans out one message per shard, and on AWS the shard poller's event source runs at most
 * this many at once. A constant both the functions and the infrastructure read.
 */
export const MONITOR_SHARDS = 32;
