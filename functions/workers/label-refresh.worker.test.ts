import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { downloadFeedDocuments } from '../adapters/labels/label-download';
import { storeSimulationAnchors } from '../adapters/labels/simulation-anchors';
import type { AddressLabel } from '../domain/analysis/model';
import type { LabelRepository } from '../domain/labels/label.ports';
import { createInMemoryLabelRepository } from '../domain/labels/label-fakes';
import { type LabelFeed, labelFeeds } from '../domain/labels/label-feeds';
import { storeLabelFeeds } from '../domain/labels/label-store.service';
import { createLogger } from '../platform/logger';
import { createLabelRefreshWorker, LabelRefreshError, type RefreshSummary } from './label-refresh.worker';

/** The refresh job against a fake fetch that serves the local copies of the canonical files. */
const labelsDir = join(fileURLToPath(new URL('../../', import.meta.url)), '..', 'shared', 'data', 'labels');
const log = createLogger('silent');
const NOW_MS = Date.UTC(2027, 0, 15, 3);
const clock = { nowSeconds: () => NOW_MS / 1000, nowMs: () => NOW_MS };

/** Canonical path (after the branch) → local copy. */
function localCopyOf(url: string): string | undefined {
  const path = new URL(url).pathname.split('/').slice(4).join('/');
  const ofac = /^sanctioned_addresses_(TRX|ETH|USDT|USDC|BSC|ARB)\.txt$/.exec(path);
  if (ofac)
    return ofac[1] === 'TRX' || ofac[1] === 'ETH'
      ? `ofac/upstream_0xB10C_index_17121db/${path}`
      : `ofac/brave-intl_lists_2025-11-19/${path}`;
  if (path.startsWith('blacklist/')) return `scamsniffer/${path.slice('blacklist/'.length)}`;
  if (path.startsWith('labels/1/')) return `forta-etherscan/${path}`;
  if (path.endsWith('addresses-darklist.json')) return 'mew-darklist/addresses-darklist.json';
  const names = /^data\/(etherscan|bscscan)\/combined\/combinedAllLabels\.json$/.exec(path);
  if (names) return `etherscan-names/${names[1]}/combinedAllLabels.json`;
  return undefined;
}

function fakeFetch(override: (url: string) => Response | undefined = () => undefined) {
  const requested: string[] = [];
  const fetchImpl = (async (input: string | URL | Request) => {
    const url = String(input);
    requested.push(url);
    const replaced = override(url);
    if (replaced) return replaced;
    const file = localCopyOf(url);
    if (!file) return new Response('not found', { status: 404 });
    return new Response(await readFile(join(labelsDir, file), 'utf8'));
  }) as typeof fetch;
  return { fetchImpl, requested };
}

/** The worker's adapters over a fetch of the test's choosing, as the container builds them. */
const feedAdapters = (fetchImpl: typeof fetch, repository: LabelRepository) => ({
  download: (feed: LabelFeed) => downloadFeedDocuments(fetchImpl, feed),
  storeAnchors: (labels: readonly AddressLabel[]) => storeSimulationAnchors(labels, repository),
});

describe('label refresh worker', () => {
  it('downloads every feed from raw.githubusercontent.com, dates it by the day and stores it', async () => {
    // Prepare
    const store = createInMemoryLabelRepository();
    const { fetchImpl, requested } = fakeFetch();
    const refresh = createLabelRefreshWorker({
      ...feedAdapters(fetchImpl, store.repository),
      repository: store.repository,
      log,
      clock,
    });
    // Act
    const summary = (await refresh()) as RefreshSummary;
    // Assess
    expect(requested).toHaveLength(labelFeeds.flatMap((f) => f.remote).length);
    expect(requested.every((url) => url.startsWith('https://raw.githubusercontent.com/'))).toBe(true);
    expect(summary.failed).toEqual([]);
    expect(summary.feeds.map((f) => f.feed)).toEqual(labelFeeds.map((f) => f.id));
    expect(await store.repository.queryLabels('tron', 'TAYhjpL8pPs8T84FSM329nffQpc6jD8GBM')).toEqual([
      {
        chain: 'tron',
        address: 'TAYhjpL8pPs8T84FSM329nffQpc6jD8GBM',
        source: 'ofac',
        sourceDate: '2027-01-15',
        category: 'sanction',
      },
    ]);
    expect(summary.chains.find((c) => c.chain === 'ethereum')!.addresses).toBeGreaterThan(10_000);
  });

  it('keeps the previous labels of a feed that fails, and tolerates a missing optional list', async () => {
    // Prepare: an earlier import holds a Forta label; this time Forta answers 500 and OFAC ARB 404.
    const store = createInMemoryLabelRepository();
    const earlier: AddressLabel = {
      chain: 'ethereum',
      address: '0x80d7bb18521acbef32d7906502ebe94928690e93',
      source: 'forta-etherscan',
      sourceDate: '2023-01-26',
      category: 'fraudulent',
    };
    await storeLabelFeeds([{ feed: 'forta-etherscan', labels: [earlier], rows: 1, skipped: {} }], {
      repository: store.repository,
      log,
    });
    const { fetchImpl } = fakeFetch((url) => {
      if (url.includes('labelled-datasets')) return new Response('boom', { status: 500 });
      if (url.endsWith('sanctioned_addresses_ARB.txt')) return new Response('missing', { status: 404 });
      return undefined;
    });
    // Act
    const summary = (await createLabelRefreshWorker({
      ...feedAdapters(fetchImpl, store.repository),
      repository: store.repository,
      log,
      clock,
    })()) as RefreshSummary;
    // Assess
    expect(summary.failed.map((f) => f.feed)).toEqual(['forta-etherscan']);
    expect(summary.feeds.map((f) => f.feed)).not.toContain('forta-etherscan');
    expect(await store.repository.queryLabels('ethereum', earlier.address)).toContainEqual(earlier);
  });

  it('fails the run when no feed can be downloaded', async () => {
    const store = createInMemoryLabelRepository();
    const { fetchImpl } = fakeFetch(() => new Response('down', { status: 503 }));
    const refresh = createLabelRefreshWorker({
      ...feedAdapters(fetchImpl, store.repository),
      repository: store.repository,
      log,
      clock,
    });
    await expect(refresh()).rejects.toBeInstanceOf(LabelRefreshError);
    expect(store.labels.size).toBe(0);
  });

  it('downloads nothing and writes nothing when it is off (the local stack)', async () => {
    const store = createInMemoryLabelRepository();
    const { fetchImpl, requested } = fakeFetch();
    const refresh = createLabelRefreshWorker({
      ...feedAdapters(fetchImpl, store.repository),
      repository: store.repository,
      log,
      clock,
      enabled: false,
    });

    expect(await refresh()).toEqual({ skipped: true });
    expect(requested).toEqual([]);
    expect(store.labels.size).toBe(0);
  });
});
