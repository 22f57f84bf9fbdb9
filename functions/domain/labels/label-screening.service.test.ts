import { silentLogger } from '../ports/logger';
import type { AddressLabel } from './address-label';
import { createInMemoryLabelRepository } from './label-fakes';
import type { FeedId } from './label-feed';
import { createLabelScreening } from './label-screening.service';
import { storeLabelFeeds } from './label-store.service';

const log = silentLogger;
const BINANCE_14 = '0x28c6c06298d514db089934071355e5743bf21d60';
const PHISH = '0x80d7bb18521acbef32d7906502ebe94928690e93';
const CLEAN = '0x1111111111111111111111111111111111111111';
const SANCTIONED_TRON = 'TAYhjpL8pPs8T84FSM329nffQpc6jD8GBM';

const labels: AddressLabel[] = [
  {
    chain: 'ethereum',
    address: BINANCE_14,
    source: 'etherscan-names',
    sourceDate: '2023-06-18',
    exchangeName: 'Binance',
    name: 'Binance 14',
  },
  {
    chain: 'ethereum',
    address: PHISH,
    source: 'forta-etherscan',
    sourceDate: '2023-01-26',
    category: 'fraudulent',
    name: 'Fake_Phishing1772',
  },
  {
    chain: 'ethereum',
    address: PHISH,
    source: 'scamsniffer',
    sourceDate: '2026-08-22',
    category: 'fraudulent',
  },
  { chain: 'tron', address: SANCTIONED_TRON, source: 'ofac', sourceDate: '2025-11-19', category: 'sanction' },
];

async function seeded(list = labels) {
  const store = createInMemoryLabelRepository();
  const feeds = [...new Set(list.map((l) => l.source as FeedId))];
  await storeLabelFeeds(
    feeds.map((feed) => {
      const ls = list.filter((l) => l.source === feed);
      return { feed, labels: ls, rows: ls.length, skipped: {} };
    }),
    { repository: store.repository, log },
  );
  for (const name of Object.keys(store.calls)) store.calls[name as keyof typeof store.calls] = 0;
  return store;
}

const clockAt = (start: number) => {
  const clock = { now: start, nowSeconds: () => clock.now, nowMs: () => clock.now * 1000 };
  return clock;
};

describe('createLabelScreening', () => {
  it('returns the labels of the labelled addresses only, keyed by normalised address', async () => {
    // Prepare
    const store = await seeded();
    const screening = createLabelScreening({ repository: store.repository, clock: clockAt(1_000) });
    // Act
    const found = await screening.screen('ethereum', [
      CLEAN,
      BINANCE_14.toUpperCase().replace('0X', '0x'),
      PHISH,
      PHISH,
      'junk',
    ]);
    // Assess
    expect([...found.keys()].sort()).toEqual([BINANCE_14, PHISH].sort());
    expect(found.get(BINANCE_14)).toEqual([labels[0]]);
    expect(found.get(PHISH)?.map((l) => l.source)).toEqual(['forta-etherscan', 'scamsniffer']);
  });

  it('asks the store only for the hits, by exact key', async () => {
    const store = await seeded();
    const screening = createLabelScreening({ repository: store.repository, clock: clockAt(1_000) });
    const counterparties = [
      PHISH,
      ...Array.from({ length: 5000 }, (_, i) => `0x${i.toString(16).padStart(40, '0')}`),
    ];

    await screening.screen('ethereum', counterparties);

    expect(store.calls.getLabels).toBe(1);
    expect(store.calls.keysRequested).toBe(2);
  });

  it('answers nothing and asks nothing when no address is labelled', async () => {
    const store = await seeded();
    const screening = createLabelScreening({ repository: store.repository, clock: clockAt(1_000) });
    expect((await screening.screen('ethereum', [CLEAN])).size).toBe(0);
    expect(store.calls.getLabels).toBe(0);
  });

  it('keeps chains apart', async () => {
    const store = await seeded();
    const screening = createLabelScreening({ repository: store.repository, clock: clockAt(1_000) });
    expect(await screening.labelsOf('tron', SANCTIONED_TRON)).toEqual([labels[3]]);
    expect(await screening.labelsOf('bsc', PHISH)).toEqual([]);
  });

  it('loads the snapshot once, and re-checks its version only after the TTL', async () => {
    // Prepare
    const store = await seeded();
    const clock = clockAt(1_000);
    const screening = createLabelScreening({ repository: store.repository, clock, ttlSeconds: 300 });
    // Act: parallel first calls share one load; later calls within the TTL read nothing.
    await Promise.all([screening.screen('ethereum', [CLEAN]), screening.screen('ethereum', [CLEAN])]);
    await screening.screen('ethereum', [CLEAN]);
    clock.now += 299;
    await screening.screen('ethereum', [CLEAN]);
    // Assess
    expect(store.calls.getLabelIndexHeader).toBe(1);
    expect(store.calls.getLabelIndex).toBe(1);

    // Act: past the TTL the header is read again; the same version is not reloaded.
    clock.now += 1;
    await screening.screen('ethereum', [CLEAN]);
    expect(store.calls.getLabelIndexHeader).toBe(2);
    expect(store.calls.getLabelIndex).toBe(1);
  });

  it('picks up a new import after the TTL', async () => {
    // Prepare
    const store = await seeded();
    const clock = clockAt(1_000);
    const screening = createLabelScreening({ repository: store.repository, clock });
    expect(await screening.labelsOf('ethereum', CLEAN)).toEqual([]);
    const added: AddressLabel = {
      chain: 'ethereum',
      address: CLEAN,
      source: 'mew-darklist',
      sourceDate: '2021-05-02',
      category: 'fraudulent',
    };
    await storeLabelFeeds([{ feed: 'mew-darklist', labels: [added], rows: 1, skipped: {} }], {
      repository: store.repository,
      log,
    });
    // Act
    clock.now += 301;
    // Assess
    expect(await screening.labelsOf('ethereum', CLEAN)).toEqual([added]);
  });

  it('treats a chain without an import as unlabelled', async () => {
    const store = createInMemoryLabelRepository();
    const screening = createLabelScreening({ repository: store.repository, clock: clockAt(1_000) });
    expect((await screening.screen('bsc', [PHISH])).size).toBe(0);
  });
});
