import { createHash } from 'node:crypto';
import type { Chain } from '../../../shared/rules/chain-rules';
import { createInMemoryCounterparties } from '../../testing/in-memory-counterparties';
import { monitorRecord } from '../../testing/monitor-records';
import type { ChainSource, TransferQuery } from '../chain/chain-source';
import type { AddressLabel } from '../labels/address-label';
import { silentLogger } from '../ports/logger';
import type { ChainScanRepository, ChainTransferScanner, ScannedTransfer } from './chain-scan.ports';
import {
  SCAN_CONFIRMATIONS,
  SCAN_FIRST_OVERLAP,
  SCAN_MAX_BLOCKS,
  SCAN_MAX_FAILED,
} from './chain-scan.service';
import { createMonitorPoller, STALE_POLL_MS } from './monitor-poller.service';
import type { AlertRecord, MonitorRecord, MonitorRepository } from './monitoring.ports';

const NOW_S = 1_800_000_000;
const NOW_MS = NOW_S * 1000;
const watched = '0x1111aaaa000000000000000000000000bbbb2222';
const other = '0x3333cccc000000000000000000000000dddd4444';
const sanctioned = '0x7f367cc41522ce07553e823bf3be79a889debe1b';
const stranger = '0x9999000000000000000000000000000000000009';

const monitorOf = (id: string, address: string, patch: Partial<MonitorRecord> = {}): MonitorRecord =>
  monitorRecord(id, address, { cursor: NOW_S - 600, ...patch });

let tx = 0;
const transfer = (block: number, from: string, to: string, timestamp = NOW_S - 60): ScannedTransfer => ({
  txHash: `0x${(++tx).toString(16).padStart(64, '0')}`,
  index: 0,
  block,
  timestamp,
  from,
  to,
  value: '1000000',
});

/** The scan against in-memory ports: a chain of blocks, the scan item, monitors and alerts. */
function world(options: {
  head: number;
  cursor?: number;
  monitors: MonitorRecord[];
  blocks?: ScannedTransfer[];
  pollPeriodSeconds?: number;
}) {
  const state = { cursor: options.cursor, claimed: -1, failedScans: 0 };
  const alerts = new Map<string, AlertRecord>();
  const cursors = new Map<string, number>();
  const ranges: [number, number][] = [];
  const histories: string[] = [];
  const enqueued: string[] = [];
  const failing = new Set<string>();
  const scans: ChainScanRepository = {
    async claimChainScan(_chain, at) {
      if (at <= state.claimed) return false;
      state.claimed = at;
      return true;
    },
    scanCursor: async () => state.cursor,
    async moveScanCursor(_chain, from, to) {
      if (state.cursor !== from) return false;
      state.cursor = to;
      state.failedScans = 0;
      return true;
    },
    async countFailedScan(_chain, cursor) {
      if (state.cursor !== cursor) return 0;
      return ++state.failedScans;
    },
    activeOnChain: async (chain) => options.monitors.filter((m) => m.chain === chain),
  };
  const scanner: ChainTransferScanner = {
    head: async () => options.head,
    async transfers(_chain, _token, from, to) {
      ranges.push([from, to]);
      return (options.blocks ?? []).filter((t) => t.block >= from && t.block <= to);
    },
  };
  const monitors = {
    async putAlertWithinCap(alert: AlertRecord) {
      if (failing.has(alert.monitorId)) throw new Error('table unavailable');
      if (alerts.has(alert.id)) return 'exists';
      alerts.set(alert.id, alert);
      return 'new';
    },
    getAlert: async (id: string) => alerts.get(id),
    getSettings: async () => ({ config: null, paused: false }),
    async advanceCursor(record: MonitorRecord, cursor: number) {
      cursors.set(record.id, cursor);
    },
    claimShardPoll: async () => true,
    activeInShard: async () => options.monitors,
  } as unknown as MonitorRepository;
  const shardReads: string[] = [];
  const source: ChainSource = {
    name: 'simulated',
    supports: () => true,
    async fetchTransfers(query: TransferQuery) {
      if (query.startAt === undefined) histories.push(query.address);
      else shardReads.push(query.address);
      // Whom `watched` paid: `other` (so a lookalike of it would be poisoning).
      const transfers = query.address === watched ? [{ ...transfer(1, watched, other, NOW_S - 9000) }] : [];
      return { transfers, truncated: false, currentBalance: '0', source: 'simulated', simulated: true };
    },
  };
  const labels = new Map<string, AddressLabel[]>([
    [
      sanctioned,
      [
        {
          chain: 'ethereum',
          address: sanctioned,
          source: 'ofac',
          sourceDate: '2026-01-01',
          category: 'sanction',
        },
      ],
    ],
  ]);
  const enqueuedScans: { chain: Chain; at: number; delay: number }[] = [];
  const poller = createMonitorPoller({
    monitors,
    sourceFor: () => source,
    screen: async (_chain, addresses) =>
      new Map(addresses.flatMap((a) => (labels.has(a) ? [[a, labels.get(a)!]] : []))),
    enqueueAlert: async (id) => void enqueued.push(id),
    enqueueShard: async () => {},
    counterparties: createInMemoryCounterparties().index,
    shards: 2,
    clock: { nowMs: () => NOW_MS, nowSeconds: () => NOW_S },
    sha256Hex: (t) => createHash('sha256').update(t).digest('hex'),
    log: silentLogger,
    scan: {
      scannerFor: (chain) => (chain === 'ethereum' ? scanner : undefined),
      scans,
      candidates: ['ethereum'],
      enqueueScan: async (chain, at, delay) => void enqueuedScans.push({ chain, at, delay }),
      ...(options.pollPeriodSeconds !== undefined && { pollPeriodSeconds: options.pollPeriodSeconds }),
    },
  });
  return { poller, state, alerts, cursors, ranges, histories, enqueued, failing, shardReads, enqueuedScans };
}

describe('the chain scan', () => {
  it('starts two minutes of blocks before the settled head on its first run, reading nothing yet', async () => {
    const w = world({
      head: 1000,
      monitors: [monitorOf('a', watched)],
      blocks: [transfer(990, sanctioned, watched)],
    });
    const scanned = await w.poller.scanChain('ethereum', NOW_MS);
    expect(scanned).toMatchObject({
      skipped: 'started',
      toBlock: 1000 - SCAN_CONFIRMATIONS.ethereum - SCAN_FIRST_OVERLAP.ethereum,
      cursorMoved: true,
    });
    // The last per-address poll read up to a minute ago: the scan overlaps it, leaves no gap.
    expect(w.state.cursor).toBe(987);
    expect(w.ranges).toEqual([]);
    expect(w.alerts.size).toBe(0);
  });

  it('reads the blocks after the cursor up to the confirmations, matches both ends and raises known_risk once', async () => {
    const incoming = transfer(995, sanctioned, watched);
    const w = world({
      head: 1000,
      cursor: 990,
      monitors: [monitorOf('a', watched), monitorOf('b', other), monitorOf('t', 'TXYZ', { chain: 'tron' })],
      blocks: [
        incoming,
        transfer(996, other, stranger),
        transfer(996, stranger, '0x5555000000000000000000000000000000000005'),
        // Not settled yet: left for the next scan.
        transfer(998, sanctioned, watched),
      ],
    });
    const scanned = await w.poller.scanChain('ethereum', NOW_MS);
    expect(scanned).toMatchObject({
      fromBlock: 991,
      toBlock: 997,
      transfers: 3,
      matched: 2,
      failed: 0,
      cursorMoved: true,
    });
    expect(w.ranges).toEqual([[991, 997]]);
    expect(w.state.cursor).toBe(997);
    const known = [...w.alerts.values()].filter((a) => a.monitorType === 'known_risk');
    expect(known).toHaveLength(1);
    expect(known[0]).toMatchObject({ monitorId: 'a', txHash: incoming.txHash, counterparty: sanctioned });
    expect(w.enqueued).toEqual([known[0]!.id]);
    // Each matched address's cursor moved to its newest transfer; only those.
    expect([...w.cursors.keys()].sort()).toEqual(['a', 'b']);
    // similar_address is off by default: no per-address history was read.
    expect(w.histories).toEqual([]);
  });

  it('ignores transfers older than an address’s cursor (a new address starts from now)', async () => {
    const w = world({
      head: 1000,
      cursor: 990,
      monitors: [monitorOf('a', watched, { cursor: NOW_S })],
      blocks: [transfer(995, sanctioned, watched, NOW_S - 1), transfer(996, sanctioned, watched, NOW_S)],
    });
    const scanned = await w.poller.scanChain('ethereum', NOW_MS);
    expect(scanned).toMatchObject({ transfers: 2, matched: 1, alerts: 1 });
    expect([...w.alerts.values()][0]!.txHash).toBe(`0x${tx.toString(16).padStart(64, '0')}`);
  });

  it('reads at most the chain’s block budget per poll', async () => {
    const w = world({ head: 10_000, cursor: 100, monitors: [] });
    await w.poller.scanChain('ethereum', NOW_MS);
    expect(w.ranges).toEqual([[101, 100 + SCAN_MAX_BLOCKS.ethereum]]);
    expect(w.state.cursor).toBe(100 + SCAN_MAX_BLOCKS.ethereum);
  });

  /** Two monitored addresses, each sent a sanctioned transfer in block 995; reading the second fails. */
  const secondAddressFailing = () => {
    const w = world({
      head: 1000,
      cursor: 990,
      monitors: [monitorOf('a', watched), monitorOf('b', other)],
      blocks: [transfer(995, sanctioned, watched), transfer(995, sanctioned, other)],
    });
    w.failing.add('b');
    return w;
  };

  it('keeps the chain cursor when an address failed, and a re-read raises nothing twice', async () => {
    const w = secondAddressFailing();
    expect(await w.poller.scanChain('ethereum', NOW_MS)).toMatchObject({
      failed: 1,
      alerts: 1,
      cursorMoved: false,
    });
    expect(w.state.cursor).toBe(990);
    w.failing.clear();
    expect(await w.poller.scanChain('ethereum', NOW_MS + 1)).toMatchObject({
      failed: 0,
      alerts: 1,
      cursorMoved: true,
    });
    expect(w.alerts.size).toBe(2);
    expect(w.state.cursor).toBe(997);
  });

  it('leaves an address behind after it failed SCAN_MAX_FAILED scans in a row, so the chain goes on', async () => {
    const w = secondAddressFailing();
    for (let run = 1; run < SCAN_MAX_FAILED; run++) {
      expect(await w.poller.scanChain('ethereum', NOW_MS + run)).toMatchObject({ cursorMoved: false });
      expect(w.state.cursor).toBe(990);
    }
    expect(await w.poller.scanChain('ethereum', NOW_MS + SCAN_MAX_FAILED)).toMatchObject({
      failed: 1,
      cursorMoved: true,
    });
    expect(w.state.cursor).toBe(997);
    expect(w.state.failedScans).toBe(0);
  });

  it('reads whom the address paid only for a matched incoming transfer with similar_address on', async () => {
    const poisoner = '0x3333ccccffffffffffffffffffffffffdddd4444';
    const on = { detection: { normal_transaction: false, similar_address: true, known_risk: true } } as never;
    const w = world({
      head: 1000,
      cursor: 990,
      monitors: [monitorOf('a', watched, { config: on }), monitorOf('b', other, { config: on })],
      blocks: [transfer(995, poisoner, watched), transfer(996, other, stranger)],
    });
    await w.poller.scanChain('ethereum', NOW_MS);
    expect(w.histories).toEqual([watched]);
    expect([...w.alerts.values()].map((a) => a.monitorType)).toEqual(['similar_address']);
  });

  it('raises each alert once when two scans overlap on one range, and moves the cursor once', async () => {
    const w = world({
      head: 1000,
      cursor: 990,
      monitors: [monitorOf('a', watched)],
      blocks: [transfer(995, sanctioned, watched)],
    });
    // The next scan, 10 s later, starts while this one still runs: both read from cursor 990.
    const [first, second] = await Promise.all([
      w.poller.scanChain('ethereum', NOW_MS),
      w.poller.scanChain('ethereum', NOW_MS + 10_000),
    ]);
    expect(first.fromBlock).toBe(991);
    expect(second.fromBlock).toBe(991);
    expect(w.alerts.size).toBe(1);
    expect([first.cursorMoved, second.cursorMoved].sort()).toEqual([false, true]);
    expect(w.state.cursor).toBe(997);
  });

  it('skips a chain without scanner, a stale message and one a newer scan superseded', async () => {
    const w = world({ head: 1000, cursor: 990, monitors: [] });
    expect(await w.poller.scanChain('tron', NOW_MS)).toMatchObject({ skipped: 'not_scanned' });
    expect(await w.poller.scanChain('ethereum', NOW_MS - STALE_POLL_MS - 1)).toMatchObject({
      skipped: 'stale',
    });
    expect((await w.poller.scanChain('ethereum', NOW_MS)).skipped).toBeUndefined();
    expect(await w.poller.scanChain('ethereum', NOW_MS - 1)).toMatchObject({ skipped: 'superseded' });
  });
});

describe('shard polls and the fan-out with a scanned chain', () => {
  it('fans out per candidate chain one scan every 10 s of the minute, each delayed to its own time', async () => {
    const w = world({ head: 1000, monitors: [] });
    expect(await w.poller.fanOut()).toEqual({ shards: 2, scans: 6 });
    expect(w.enqueuedScans).toEqual(
      [0, 10, 20, 30, 40, 50].map((delay) => ({ chain: 'ethereum', at: NOW_MS + delay * 1000, delay })),
    );
    // Locally the period is the scan interval itself (or shorter): one scan at once per run.
    for (const period of [10, 2]) {
      const local = world({ head: 1000, monitors: [], pollPeriodSeconds: period });
      expect(await local.poller.fanOut()).toEqual({ shards: 2, scans: 1 });
      expect(local.enqueuedScans).toEqual([{ chain: 'ethereum', at: NOW_MS, delay: 0 }]);
    }
  });

  it('leave a scanned chain’s addresses to the scan once it has started, and read the others', async () => {
    const tron = monitorOf('t', 'TXYZ', { chain: 'tron' });
    const before = world({ head: 1000, monitors: [monitorOf('a', watched), tron] });
    expect(await before.poller.pollShard(0, NOW_MS)).toMatchObject({ addresses: 2 });
    expect(before.shardReads.sort()).toEqual(['TXYZ', watched].sort());

    const after = world({ head: 1000, cursor: 990, monitors: [monitorOf('a', watched), tron] });
    expect(await after.poller.pollShard(0, NOW_MS)).toMatchObject({ addresses: 1 });
    expect(after.shardReads).toEqual(['TXYZ']);
  });
});
