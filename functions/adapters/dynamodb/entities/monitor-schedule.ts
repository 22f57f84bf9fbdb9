import type { EntityDoc } from './entity-doc';
import { documented, number, soleItem, text } from './key-template';

/**
 * The monitor poller's claims: when the newest poll of a shard was scheduled, and the block scan
 * of a chain (`scheduledAt` of the newest scan claimed, `block`, the last block scanned, and
 * `failedScans`, the scans in a row that left an address failing after it). Both move only by
 * conditional updates, so a backlog of older messages is skipped, not re-read.
 */
export const shardPollKey = soleItem('MONITOR_SHARD#', number('shard 0-31'), 'POLL');
export const chainScanKey = soleItem('MONITOR_SCAN#', text('chain'), 'SCAN');

/** The newest poll or scan claimed (epoch ms): moved only forward, so an older message is skipped. */
export const SCHEDULED_AT = 'scheduledAt';

export const monitorScheduleDocs: readonly EntityDoc[] = [
  {
    item: 'shard poll',
    key: documented(shardPollKey, 7),
    reads: ['the newest poll claimed for a shard (the poller)'],
    holds:
      '`scheduledAt` (epoch ms); a conditional update claims a poll only if it is newer (one write per shard and minute)',
  },
  {
    item: 'chain scan',
    key: documented(chainScanKey, 'ethereum'),
    reads: [
      "a chain's block scan: the newest claimed scan and the last block scanned (consistent read by the scan and by shard polls)",
    ],
    holds:
      '`scheduledAt` claimed like a shard poll; `block` moved by compare-and-set, which also clears `failedScans` (added to, on the same condition, by a scan that left an address failing)',
  },
];
