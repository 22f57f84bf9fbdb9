import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { downloadPinnedFeed } from '../../functions/adapters/labels/label-download';
import { createInMemoryLabelRepository } from '../../functions/domain/labels/label-fakes';
import { labelFeedPins, sha256Hex } from '../../functions/domain/labels/label-feed-pins';
import { labelFeeds, rawGitHubUrl } from '../../functions/domain/labels/label-feeds';
import { createLogger } from '../../functions/platform/logger';
import { publishedCopyOf, publishedLabelsDir } from '../../functions/testing/published-labels';
import { createLabelRefreshWorker, type RefreshSummary } from '../../functions/workers/label-refresh.worker';
import { GITHUB_API, pinFeeds } from './pin-feeds';

/**
 * The pin script's work over a fake internet: GitHub's commits API answers one head commit for
 * every branch, raw URLs at that commit serve the local copies with the test's changes, and the
 * pinned URLs serve the local copies as they are (the committed pins' bodies).
 */
const HEAD = 'c0ffee'.padEnd(40, '0');
const HEAD_DAY = '2026-09-01';
const feed = (id: string) => labelFeeds.find((f) => f.id === id)!;
const local = (file: string) => readFile(join(publishedLabelsDir, file), 'utf8');

function fakeInternet(atHead: Readonly<Record<string, string>>) {
  const requested: string[] = [];
  const fetchImpl = (async (input: string | URL | Request) => {
    const url = String(input);
    requested.push(url);
    if (url.startsWith(`${GITHUB_API}/repos/`))
      return Response.json({ sha: HEAD, commit: { committer: { date: `${HEAD_DAY}T12:00:00Z` } } });
    const path = new URL(url).pathname.split('/').slice(4).join('/');
    if (url.includes(`/${HEAD}/`) && atHead[path] !== undefined) return new Response(atHead[path]);
    const file = publishedCopyOf(url);
    return file ? new Response(await local(file)) : new Response('not found', { status: 404 });
  }) as typeof fetch;
  return { fetchImpl, requested };
}

describe('labels:pin', () => {
  it('moves a changed feed to its head with a diff of its labels, and the refresh accepts the new pins', async () => {
    // Prepare: at the head, ScamSniffer's address list gains one address and loses one that its
    // domain list does not also give.
    const combined = await local('scamsniffer/combined.json');
    const addresses = JSON.parse(await local('scamsniffer/address.json')) as string[];
    const removed = addresses.find((a) => !combined.includes(a))!;
    const added = `0x${'a11ce'.padStart(40, '0')}`;
    const headList = JSON.stringify([added, ...addresses.filter((a) => a !== removed)]);
    const { fetchImpl, requested } = fakeInternet({ 'blacklist/address.json': headList });
    // Act
    const { pins, reviews } = await pinFeeds({
      fetchImpl,
      feeds: [feed('scamsniffer'), feed('mew-darklist')],
      pins: labelFeedPins,
    });
    // Assess: the review, per chain and category, with the address the refresh would re-screen for.
    const [scamsniffer, mew] = reviews;
    expect(scamsniffer).toMatchObject({
      feed: 'scamsniffer',
      heads: { 'scamsniffer/scam-database@main': HEAD },
      unchanged: false,
    });
    expect(scamsniffer!.refusedBy).toBeUndefined();
    expect(scamsniffer!.diff.changes).toEqual(
      (['ethereum', 'bsc'] as const).map((chain) => ({
        chain,
        category: 'fraudulent',
        added: 1,
        removed: 1,
        sampleAdded: [added],
        sampleRemoved: [removed],
      })),
    );
    expect(scamsniffer!.diff.riskRaised.map((c) => [c.chain, c.address, c.sourceDate])).toEqual([
      ['ethereum', added, HEAD_DAY],
      ['bsc', added, HEAD_DAY],
    ]);
    expect(mew).toMatchObject({ feed: 'mew-darklist', unchanged: true, diff: { changes: [] } });
    // The new pins: the head's immutable URLs and hashes; the unchanged feed keeps its pins.
    expect(pins.scamsniffer).toEqual({
      'blacklist/address.json': {
        url: rawGitHubUrl('scamsniffer/scam-database', HEAD, 'blacklist/address.json'),
        sha256: sha256Hex(headList),
        date: HEAD_DAY,
      },
      'blacklist/combined.json': {
        url: rawGitHubUrl('scamsniffer/scam-database', HEAD, 'blacklist/combined.json'),
        sha256: sha256Hex(combined),
        date: HEAD_DAY,
      },
    });
    expect(pins['mew-darklist']).toBe(labelFeedPins['mew-darklist']);
    expect(
      requested.every(
        (url) => url.startsWith(GITHUB_API) || url.startsWith('https://raw.githubusercontent.com/'),
      ),
    ).toBe(true);
    // The refresh over the new pins takes the head.
    const store = createInMemoryLabelRepository();
    const summary = (await createLabelRefreshWorker({
      download: (f, p) => downloadPinnedFeed(fetchImpl, f, p),
      storeAnchors: async () => {},
      repository: store.repository,
      log: createLogger('silent'),
      feeds: [feed('scamsniffer')],
      pins,
    })()) as RefreshSummary;
    expect(summary.refused).toEqual([]);
    expect(await store.repository.queryLabels('ethereum', added)).toEqual([
      expect.objectContaining({ source: 'scamsniffer', category: 'fraudulent', sourceDate: HEAD_DAY }),
    ]);
  });

  it('says when the refresh would refuse the head: an emptied list loses every label', async () => {
    const { fetchImpl } = fakeInternet({ 'src/addresses/addresses-darklist.json': '[]' });

    const { reviews } = await pinFeeds({ fetchImpl, feeds: [feed('mew-darklist')], pins: labelFeedPins });

    const [review] = reviews;
    expect(review!.refusedBy).toMatchObject({ reason: 'too_small' });
    expect(review!.diff.after).toBe(0);
    expect(review!.diff.changes).toEqual([
      expect.objectContaining({
        chain: 'ethereum',
        category: 'fraudulent',
        added: 0,
        removed: review!.diff.before,
      }),
    ]);
  });
});
