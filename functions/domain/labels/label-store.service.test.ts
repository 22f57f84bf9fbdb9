import { silentLogger } from '../ports/logger';
import type { AddressLabel } from './address-label';
import { createInMemoryLabelRepository } from './label-fakes';
import type { FeedId, FeedParseResult } from './label-feed';
import { storeLabelFeeds } from './label-store.service';

const log = silentLogger;
const label = (chain: AddressLabel['chain'], address: string, source: FeedId): AddressLabel => ({
  chain,
  address,
  source,
  sourceDate: '2024-01-01',
  category: source === 'ofac' ? 'sanction' : 'fraudulent',
});
const feed = (id: FeedId, labels: AddressLabel[]): FeedParseResult => ({
  feed: id,
  labels,
  rows: labels.length,
  skipped: {},
});

const A = '0x00000000000000000000000000000000000000aa';
const B = '0x00000000000000000000000000000000000000bb';
const T = 'TAYhjpL8pPs8T84FSM329nffQpc6jD8GBM';

describe('storeLabelFeeds', () => {
  it('writes labels and one snapshot per chain, and a second run changes nothing', async () => {
    // Prepare
    const store = createInMemoryLabelRepository();
    const feeds = [feed('ofac', [label('ethereum', A, 'ofac'), label('tron', T, 'ofac')])];
    // Act
    const first = await storeLabelFeeds(feeds, { repository: store.repository, log });
    const second = await storeLabelFeeds(feeds, { repository: store.repository, log });
    // Assess
    expect(store.labels.size).toBe(2);
    expect(first.chains.map((c) => [c.chain, c.addresses])).toEqual([
      ['tron', 1],
      ['ethereum', 1],
      ['bsc', 0],
    ]);
    expect(second.chains.map((c) => c.version)).toEqual(first.chains.map((c) => c.version));
    expect(second.chains.every((c) => c.deleted === 0)).toBe(true);
  });

  it('deletes labels a refreshed feed dropped and keeps feeds that were not refreshed', async () => {
    // Prepare
    const store = createInMemoryLabelRepository();
    await storeLabelFeeds(
      [
        feed('ofac', [label('ethereum', A, 'ofac'), label('ethereum', B, 'ofac')]),
        feed('scamsniffer', [label('ethereum', A, 'scamsniffer')]),
      ],
      { repository: store.repository, log },
    );
    // Act: OFAC delists B; ScamSniffer failed to download this time.
    const summary = await storeLabelFeeds([feed('ofac', [label('ethereum', A, 'ofac')])], {
      repository: store.repository,
      log,
    });
    // Assess
    expect(summary.chains.find((c) => c.chain === 'ethereum')).toMatchObject({ addresses: 1, deleted: 1 });
    expect(await store.repository.queryLabels('ethereum', B)).toEqual([]);
    expect((await store.repository.queryLabels('ethereum', A)).map((l) => l.source).sort()).toEqual([
      'ofac',
      'scamsniffer',
    ]);
  });
});

describe('storeLabelFeeds and re-screening', () => {
  it('hands over the addresses that gained a risk label before the snapshot switches, never on a first import', async () => {
    // Prepare: a first import, then a run where B is newly sanctioned.
    const store = createInMemoryLabelRepository();
    const handed: string[][] = [];
    let versionWhenHanded: string | undefined;
    const onRiskLabelsAdded = async (changes: readonly { address: string; category: string }[]) => {
      handed.push(changes.map((c) => `${c.address} ${c.category}`));
      versionWhenHanded = store.headers.get('ethereum')?.version;
    };
    const first = await storeLabelFeeds([feed('ofac', [label('ethereum', A, 'ofac')])], {
      repository: store.repository,
      log,
      onRiskLabelsAdded,
    });

    // Act
    const second = await storeLabelFeeds(
      [feed('ofac', [label('ethereum', A, 'ofac'), label('ethereum', B, 'ofac')])],
      { repository: store.repository, log, onRiskLabelsAdded },
    );
    const third = await storeLabelFeeds(
      [feed('ofac', [label('ethereum', A, 'ofac'), label('ethereum', B, 'ofac')])],
      { repository: store.repository, log, onRiskLabelsAdded },
    );

    // Assess: only the second run raised B, while the first run's snapshot was still current.
    expect(handed).toEqual([[`${B} sanction`]]);
    expect(versionWhenHanded).toBe(first.chains.find((c) => c.chain === 'ethereum')?.version);
    expect(second.chains.find((c) => c.chain === 'ethereum')?.riskRaised).toBe(1);
    expect(third.chains.every((c) => c.riskRaised === 0)).toBe(true);
  });
});
