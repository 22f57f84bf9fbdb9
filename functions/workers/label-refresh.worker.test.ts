import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { downloadPinnedFeed } from '../adapters/labels/label-download';
import { storeSimulationAnchors } from '../adapters/labels/simulation-anchors';
import type { AddressLabel } from '../domain/labels/address-label';
import type { LabelRepository } from '../domain/labels/label.ports';
import { createInMemoryLabelRepository } from '../domain/labels/label-fakes';
import { feedGuards } from '../domain/labels/label-feed-guards';
import { type LabelFeedPins, labelFeedPins, sha256Hex } from '../domain/labels/label-feed-pins';
import { downloadedFeeds, type LabelFeed } from '../domain/labels/label-feeds';
import { storeLabelFeeds } from '../domain/labels/label-store.service';
import { createLogger, type Logger } from '../platform/logger';
import { alarmedLogEvents } from '../platform/resource-design';
import { publishedCopyOf, publishedLabelsDir } from '../testing/published-labels';
import {
  createLabelRefreshWorker,
  type LabelRefreshDeps,
  LabelRefreshError,
  type RefreshSummary,
} from './label-refresh.worker';

/**
 * The refresh job against a fake fetch that serves the local copies of the canonical files: the
 * committed pins are the commits those copies were taken from, so they pass as pinned.
 */
const log = createLogger('silent');

function fakeFetch(override: (url: string) => Response | undefined = () => undefined) {
  const requested: string[] = [];
  const fetchImpl = (async (input: string | URL | Request) => {
    const url = String(input);
    requested.push(url);
    const replaced = override(url);
    if (replaced) return replaced;
    const file = publishedCopyOf(url);
    if (!file) return new Response('not found', { status: 404 });
    return new Response(await readFile(join(publishedLabelsDir, file), 'utf8'));
  }) as typeof fetch;
  return { fetchImpl, requested };
}

/**
 * The worker over a fetch of the test's choosing and an in-memory repository, with its adapters
 * built as the container builds them; `deps` replaces the silent log, the clock or the switch.
 */
/** The anchors the refresh chooses are the simulated ledger's business; here they go nowhere. */
const noAnchorStore = { putSimulationAnchors: async () => {} };

const workerOver = (
  fetchImpl: typeof fetch,
  repository: LabelRepository,
  deps: Partial<Pick<LabelRefreshDeps, 'log' | 'enabled' | 'pins'>> = {},
) =>
  createLabelRefreshWorker({
    download: (feed: LabelFeed, pins) => downloadPinnedFeed(fetchImpl, feed, pins),
    storeAnchors: (labels: readonly AddressLabel[]) => storeSimulationAnchors(labels, noAnchorStore),
    repository,
    log,
    ...deps,
  });

/** Pins of what a fetch serves at the committed pins' URLs: as if an operator had pinned it. */
async function pinsOfServed(fetchImpl: typeof fetch): Promise<LabelFeedPins> {
  const pins: Record<string, Record<string, unknown>> = {};
  for (const feed of downloadedFeeds) {
    pins[feed.id] = {};
    for (const remote of feed.remote) {
      const pin = labelFeedPins[feed.id]![remote.path]!;
      const body = new Uint8Array(await (await fetchImpl(pin.url)).arrayBuffer());
      pins[feed.id]![remote.path] = { ...pin, sha256: sha256Hex(body) };
    }
  }
  return pins as LabelFeedPins;
}

describe('label refresh worker', () => {
  it('downloads every feed at its pinned commit, dates it by that commit and stores it', async () => {
    // Prepare
    const store = createInMemoryLabelRepository();
    const { fetchImpl, requested } = fakeFetch();
    const refresh = workerOver(fetchImpl, store.repository);
    // Act
    const summary = (await refresh()) as RefreshSummary;
    // Assess
    expect(requested).toHaveLength(downloadedFeeds.flatMap((f) => f.remote).length);
    expect(
      requested.every((url) =>
        /^https:\/\/raw\.githubusercontent\.com\/[^/]+\/[^/]+\/[0-9a-f]{40}\//.test(url),
      ),
    ).toBe(true);
    expect(summary.failed).toEqual([]);
    expect(summary.refused).toEqual([]);
    expect(summary.feeds.map((f) => f.feed)).toEqual(downloadedFeeds.map((f) => f.id));
    expect(await store.repository.queryLabels('tron', 'TAYhjpL8pPs8T84FSM329nffQpc6jD8GBM')).toEqual([
      {
        chain: 'tron',
        address: 'TAYhjpL8pPs8T84FSM329nffQpc6jD8GBM',
        source: 'ofac',
        sourceDate: '2025-11-19',
        category: 'sanction',
      },
    ]);
    expect(summary.chains.find((c) => c.chain === 'ethereum')!.addresses).toBeGreaterThan(10_000);
  });

  it('keeps the previous labels of a feed that fails, and leaves out an optional list pinned as absent', async () => {
    // Prepare: an earlier import holds a Forta label and an imported-only DefiLlama exchange
    // wallet; this time Forta answers 500, and OFAC's ARB list was missing when it was pinned.
    const store = createInMemoryLabelRepository();
    const earlier: AddressLabel = {
      chain: 'ethereum',
      address: '0x80d7bb18521acbef32d7906502ebe94928690e93',
      source: 'forta-etherscan',
      sourceDate: '2023-01-26',
      category: 'fraudulent',
    };
    const imported: AddressLabel = {
      chain: 'tron',
      address: 'TCz47XgC9TjCeF4UzfB6qZbM9LTF9s1tG7',
      source: 'defillama-cex',
      sourceDate: '2026-08-22',
      exchangeName: 'OKX',
    };
    await storeLabelFeeds(
      [
        { feed: 'forta-etherscan', labels: [earlier], rows: 1, skipped: {} },
        { feed: 'defillama-cex', labels: [imported], rows: 1, skipped: {} },
      ],
      { repository: store.repository, log },
    );
    const arb = labelFeedPins.ofac!['sanctioned_addresses_ARB.txt']!;
    const pins = {
      ...labelFeedPins,
      ofac: {
        ...labelFeedPins.ofac,
        'sanctioned_addresses_ARB.txt': { url: arb.url, absent: true, date: arb.date },
      },
    } as LabelFeedPins;
    const { fetchImpl, requested } = fakeFetch((url) => {
      if (url.includes('labelled-datasets')) return new Response('boom', { status: 500 });
      return undefined;
    });
    // Act
    const summary = (await workerOver(fetchImpl, store.repository, { pins })()) as RefreshSummary;
    // Assess
    expect(summary.failed.map((f) => f.feed)).toEqual(['forta-etherscan']);
    expect(summary.feeds.map((f) => f.feed)).toContain('ofac');
    expect(requested).not.toContain(arb.url);
    expect(summary.feeds.map((f) => f.feed)).not.toContain('forta-etherscan');
    expect(await store.repository.queryLabels('ethereum', earlier.address)).toContainEqual(earlier);
    // A feed the refresh does not download is neither requested nor dropped.
    expect(summary.feeds.map((f) => f.feed)).not.toContain('defillama-cex');
    expect(await store.repository.queryLabels('tron', imported.address)).toContainEqual(imported);
  });

  it('fails the run when no feed can be downloaded', async () => {
    const store = createInMemoryLabelRepository();
    const { fetchImpl } = fakeFetch(() => new Response('down', { status: 503 }));
    const refresh = workerOver(fetchImpl, store.repository);
    await expect(refresh()).rejects.toBeInstanceOf(LabelRefreshError);
    expect(store.labels.size).toBe(0);
  });

  it('downloads nothing and writes nothing when it is off (the local stack)', async () => {
    const store = createInMemoryLabelRepository();
    const { fetchImpl, requested } = fakeFetch();
    const refresh = workerOver(fetchImpl, store.repository, { enabled: false });

    expect(await refresh()).toEqual({ skipped: true });
    expect(requested).toEqual([]);
    expect(store.labels.size).toBe(0);
  });
});

describe('label refresh supply-chain guards', () => {
  const localText = (file: string) => readFile(join(publishedLabelsDir, file), 'utf8');

  // Yesterday's full refresh, made once: every test starts from a copy of its store.
  let yesterday: ReturnType<typeof createInMemoryLabelRepository>;
  beforeAll(async () => {
    yesterday = createInMemoryLabelRepository();
    await workerOver(fakeFetch().fetchImpl, yesterday.repository)();
  });

  /**
   * A store holding yesterday's full refresh, and a second refresh over a fetch override. The
   * guards bound what an operator pins, so by default the second run's pins are of what the
   * override serves; `committed`: the committed pins (what the refresh runs with).
   */
  async function refreshAfterFullRun(
    override: (url: string) => Response | undefined,
    secondRunLog: Logger = log,
    pins: 'served' | 'committed' = 'served',
  ) {
    const store = yesterday.copy();
    const before = new Map(store.labels);
    const { fetchImpl } = fakeFetch(override);
    const summary = (await workerOver(fetchImpl, store.repository, {
      log: secondRunLog,
      ...(pins === 'served' ? { pins: await pinsOfServed(fetchImpl) } : {}),
    })()) as RefreshSummary;
    return { store, before, summary };
  }

  const labelsOf = (labels: Map<string, AddressLabel>, source: string) =>
    [...labels.values()].filter((l) => l.source === source);

  it('passes an unchanged refresh over stored feeds: the counts it compares agree', async () => {
    const { store, before, summary } = await refreshAfterFullRun(() => undefined);

    expect(summary.refused).toEqual([]);
    expect(summary.failed).toEqual([]);
    expect(summary.feeds.map((f) => f.feed)).toEqual(downloadedFeeds.map((f) => f.id));
    expect(store.labels.size).toBe(before.size);
    expect(labelsOf(store.labels, 'ofac').every((l) => l.sourceDate === '2025-11-19')).toBe(true);
  });

  it('refuses a truncated OFAC list and keeps every stored sanction label', async () => {
    // Prepare: the TRX list loses its second half (still well above the minimum size).
    const trx = await localText('ofac/upstream_0xB10C_index_17121db/sanctioned_addresses_TRX.txt');
    const lines = trx.trimEnd().split('\n');
    const kept = lines.slice(0, Math.ceil(lines.length / 2)).join('\n');
    const dropped = lines.at(-1)!.trim();
    expect(Buffer.byteLength(kept)).toBeGreaterThan(feedGuards.ofac.minDocumentBytes);
    // Act
    const { store, before, summary } = await refreshAfterFullRun((url) =>
      url.endsWith('sanctioned_addresses_TRX.txt') ? new Response(kept) : undefined,
    );
    // Assess
    expect(summary.refused).toEqual([
      expect.objectContaining({
        feed: 'ofac',
        reason: 'sanction_drop',
        numbers: expect.objectContaining({ downloaded: expect.any(Number), stored: expect.any(Number) }),
      }),
    ]);
    const { stored, downloaded } = summary.refused[0]!.numbers as { stored: number; downloaded: number };
    expect(downloaded).toBeLessThan(stored);
    expect(summary.feeds.map((f) => f.feed)).not.toContain('ofac');
    expect(labelsOf(store.labels, 'ofac')).toEqual(labelsOf(before, 'ofac'));
    expect(await store.repository.queryLabels('tron', dropped)).toContainEqual(
      expect.objectContaining({ source: 'ofac', category: 'sanction', sourceDate: '2025-11-19' }),
    );
    // The other feeds were refreshed.
    expect(summary.feeds.map((f) => f.feed)).toContain('scamsniffer');
  });

  it('refuses a body that is not the pinned one, keeps the labels and logs the line the stage alarm filters on', async () => {
    // Prepare: the pinned URL serves a list with one address more (a tampered or re-written
    // file); the JSON format is what the Lambda writes to CloudWatch.
    const added = '0x00000000000000000000000000000000000a11ce';
    const address = await localText('scamsniffer/address.json');
    const lines: string[] = [];
    const jsonLog = createLogger('info', { format: 'json', write: (line) => lines.push(line) });
    // Act
    const { store, before, summary } = await refreshAfterFullRun(
      (url) =>
        url.endsWith('blacklist/address.json')
          ? new Response(address.replace('[', `["${added}",`))
          : undefined,
      jsonLog,
      'committed',
    );
    // Assess: refused with both hashes; the stored feed is as before, the new address unlabelled.
    expect(summary.refused).toEqual([
      expect.objectContaining({
        feed: 'scamsniffer',
        reason: 'pin_mismatch',
        numbers: expect.objectContaining({
          expected: (labelFeedPins.scamsniffer!['blacklist/address.json'] as { sha256: string }).sha256,
          received: sha256Hex(address.replace('[', `["${added}",`)),
        }),
      }),
    ]);
    expect(labelsOf(store.labels, 'scamsniffer')).toEqual(labelsOf(before, 'scamsniffer'));
    expect(await store.repository.queryLabels('ethereum', added)).toEqual([]);
    // Exactly one event at the top level of one line, naming the feed and the reason.
    const events = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.event === alarmedLogEvents.labelFeedRefused);
    expect(events).toEqual([
      expect.objectContaining({ level: 'ERROR', feed: 'scamsniffer', reason: 'pin_mismatch' }),
    ]);
  });

  it('refuses a feed document without a pin, and downloads none of that feed', async () => {
    const store = createInMemoryLabelRepository();
    const { fetchImpl, requested } = fakeFetch();
    const { 'mew-darklist': _unpinned, ...pins } = labelFeedPins;

    const summary = (await workerOver(fetchImpl, store.repository, { pins })()) as RefreshSummary;

    expect(summary.refused.map((r) => [r.feed, r.reason])).toEqual([['mew-darklist', 'unpinned']]);
    expect(requested.filter((url) => url.includes('ethereum-lists'))).toEqual([]);
  });

  it('logs no alarmed event when every feed passes its guards', async () => {
    const lines: string[] = [];
    const jsonLog = createLogger('info', { format: 'json', write: (line) => lines.push(line) });
    await refreshAfterFullRun(() => undefined, jsonLog);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => line.includes(alarmedLogEvents.labelFeedRefused))).toEqual([]);
  });

  it('refuses an emptied OFAC list by its size', async () => {
    const { store, before, summary } = await refreshAfterFullRun((url) =>
      url.endsWith('sanctioned_addresses_ETH.txt') ? new Response('') : undefined,
    );

    expect(summary.refused.map((r) => [r.feed, r.reason])).toEqual([['ofac', 'too_small']]);
    expect(labelsOf(store.labels, 'ofac')).toEqual(labelsOf(before, 'ofac'));
  });

  it('refuses a feed that shrinks past the floor, and accepts one that shrinks within it', async () => {
    const darklist = JSON.parse(await localText('mew-darklist/addresses-darklist.json')) as unknown[];
    const serving = (share: number) => (url: string) =>
      url.endsWith('addresses-darklist.json')
        ? new Response(JSON.stringify(darklist.slice(0, Math.floor(darklist.length * share))))
        : undefined;

    const shrunk = await refreshAfterFullRun(serving(0.6));
    expect(shrunk.summary.refused).toEqual([
      expect.objectContaining({ feed: 'mew-darklist', reason: 'shrink' }),
    ]);
    expect(labelsOf(shrunk.store.labels, 'mew-darklist')).toEqual(labelsOf(shrunk.before, 'mew-darklist'));

    const trimmed = await refreshAfterFullRun(serving(0.95));
    expect(trimmed.summary.refused).toEqual([]);
    const kept = labelsOf(trimmed.store.labels, 'mew-darklist').length;
    expect(kept).toBeLessThan(labelsOf(trimmed.before, 'mew-darklist').length);
  });

  it('cuts off an oversized document while it streams and keeps the stored feed', async () => {
    // Prepare: a body 8 MB over the bound, in 1 MB chunks (finite, so a broken guard fails cleanly).
    const MB = 1024 * 1024;
    const { maxDocumentBytes } = feedGuards['forta-etherscan'];
    let sent = 0;
    const oversized = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          pull(controller) {
            if (sent >= maxDocumentBytes + 8 * MB) return controller.close();
            sent += MB;
            controller.enqueue(new Uint8Array(MB).fill(0x61));
          },
        }),
      );
    // Act
    const { store, before, summary } = await refreshAfterFullRun(
      (url) => (url.endsWith('phishing_scams.csv') ? oversized() : undefined),
      log,
      'committed',
    );
    // Assess: cut off while it streams, before its hash could be taken.
    expect(summary.refused).toEqual([
      expect.objectContaining({
        feed: 'forta-etherscan',
        reason: 'too_large',
        numbers: expect.objectContaining({
          maxDocumentBytes: feedGuards['forta-etherscan'].maxDocumentBytes,
        }),
      }),
    ]);
    // Cut off at the bound (the stream reads one chunk ahead): the rest of the body is never pulled.
    expect(sent).toBeLessThanOrEqual(maxDocumentBytes + 2 * MB);
    expect(labelsOf(store.labels, 'forta-etherscan')).toEqual(labelsOf(before, 'forta-etherscan'));
  });

  it('fails the run when every feed is refused', async () => {
    const store = createInMemoryLabelRepository();
    const { fetchImpl } = fakeFetch(() => new Response('x'));
    const refresh = workerOver(fetchImpl, store.repository);
    await expect(refresh()).rejects.toThrow(/0 failed, 5 refused/);
    expect(store.labels.size).toBe(0);
  });
});
