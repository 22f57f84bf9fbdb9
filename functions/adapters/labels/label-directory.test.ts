import type { AddressLabel } from '../../domain/labels/address-label';
import type { FeedId, FeedParseResult } from '../../domain/labels/label-feed';
import { labelFeeds, localSnapshotDateOf } from '../../domain/labels/label-feeds';
import { publishedLabelsDir } from '../../testing/published-labels';
import { readFeedDocuments } from './label-directory';

/**
 * Every parser on the real published files (../shared/data/labels), read the way the import reads
 * them, with counts checked against each feed's PROVENANCE.md and the examples it quotes.
 */
const results = new Map<FeedId, FeedParseResult>();

beforeAll(async () => {
  for (const feed of labelFeeds) {
    const documents = await readFeedDocuments(publishedLabelsDir, feed);
    if (documents) results.set(feed.id, feed.parse(documents, localSnapshotDateOf(feed.id)));
  }
});

const parsed = (feed: FeedId) => results.get(feed)!;
const find = (feed: FeedId, chain: string, address: string) =>
  parsed(feed).labels.filter((l) => l.chain === chain && l.address === address);
/** The one label `feed` gives `address` on `chain`: its own fields besides chain, address and source. */
const expectOnlyLabel = (
  feed: FeedId,
  chain: string,
  address: string,
  fields: Omit<AddressLabel, 'chain' | 'address' | 'source'>,
) => expect(find(feed, chain, address)).toEqual([{ chain, address, source: feed, ...fields }]);
const count = (feed: FeedId, where: (l: AddressLabel) => boolean) => parsed(feed).labels.filter(where).length;

describe('OFAC per-asset lists', () => {
  it('merges every list by address format: TRON on tron, EVM keys on ethereum AND bsc', () => {
    // Upstream TRX (184) ∪ brave-intl TRX (29) ∪ USDT's TRON entries; EVM: ETH 96 superset ∪ USDT/USDC/BSC/ARB.
    expect(count('ofac', (l) => l.chain === 'tron')).toBe(262);
    expect(count('ofac', (l) => l.chain === 'ethereum')).toBe(100);
    expect(count('ofac', (l) => l.chain === 'bsc')).toBe(100);
    expect(parsed('ofac').labels.every((l) => l.category === 'sanction' && l.source === 'ofac')).toBe(true);
  });

  it('skips BTC, Omni and bnb1 entries as other chains', () => {
    // USDT: 7 Omni/BTC in each of .txt and .json; BNB: one bnb1… in each.
    expect(parsed('ofac').skipped).toEqual({ other_chain: 16 });
  });

  it('labels the PROVENANCE example on tron, dated by the list snapshot', () => {
    expectOnlyLabel('ofac', 'tron', 'TAYhjpL8pPs8T84FSM329nffQpc6jD8GBM', {
      sourceDate: '2025-11-19',
      category: 'sanction',
    });
  });

  it('sanctions a checksum-cased ETH entry lower-cased on both EVM chains', () => {
    const address = '0x04dba1194ee10112fe6c3207c0687def0e78bacf';
    expect(find('ofac', 'ethereum', address)).toHaveLength(1);
    expect(find('ofac', 'bsc', address)).toHaveLength(1);
  });
});

describe('ScamSniffer', () => {
  it('labels the union of address.json (2,530) and combined.json on ethereum and bsc', () => {
    expect(count('scamsniffer', (l) => l.chain === 'ethereum')).toBe(2612);
    expect(count('scamsniffer', (l) => l.chain === 'bsc')).toBe(2612);
    expect(parsed('scamsniffer').labels.every((l) => l.category === 'fraudulent')).toBe(true);
  });

  it('keeps the phishing domain as the name when one is known', () => {
    expect(find('scamsniffer', 'bsc', '0x3da02e1f29bcbed185eca0d3299efd46e6e7e155')[0]).toMatchObject({
      name: 'degenalgo.art',
      sourceDate: '2026-08-22',
    });
    expect(find('scamsniffer', 'ethereum', '0x101ce0cedd142f199c9ef61739ae59b6611a0fc0')[0]?.category).toBe(
      'fraudulent',
    );
  });
});

describe('Forta / Etherscan CSVs', () => {
  it('maps phish-hack → fraudulent, exploit → attack, heist → thefts, on ethereum only', () => {
    expect(count('forta-etherscan', (l) => l.category === 'fraudulent')).toBe(7530);
    expect(count('forta-etherscan', (l) => l.category === 'attack')).toBe(204);
    expect(count('forta-etherscan', (l) => l.category === 'thefts')).toBe(120);
    expect(parsed('forta-etherscan').labels.every((l) => l.chain === 'ethereum')).toBe(true);
    expect(parsed('forta-etherscan').skipped).toEqual({ unmapped: 44 });
  });

  it('reads the PROVENANCE example rows', () => {
    expectOnlyLabel('forta-etherscan', 'ethereum', '0x80d7bb18521acbef32d7906502ebe94928690e93', {
      sourceDate: '2023-01-26',
      category: 'fraudulent',
      name: 'Fake_Phishing1772',
    });
    expect(find('forta-etherscan', 'ethereum', '0x000000000532b45f47779fce440748893b257865')[0]?.name).toBe(
      'Fake_Phishing3901',
    );
    expect(
      find('forta-etherscan', 'ethereum', '0x04ae3226c80e8c04d35e6e56089345bdd06da6de')[0],
    ).toMatchObject({
      category: 'attack',
      name: 'Multichain Exploiter 10',
    });
    // The contract's creator carries the same Etherscan label.
    expect(
      find('forta-etherscan', 'ethereum', '0x98f5b0a99f258a09403d965647ee9d53677914af')[0]?.category,
    ).toBe('attack');
  });

  it('keeps a quoted name with commas whole', () => {
    expect(find('forta-etherscan', 'ethereum', '0xc5d88efc558762a53b5e9924c1e7ab995281c2f6')[0]?.name).toBe(
      'Amazon.com, Inc. - Common Token (AMZN)',
    );
  });

  it('skips the Optimism (chain 10) file', () => {
    expect(
      parsed('forta-etherscan').labels.some(
        (l) => l.address === '0x4f3a120e72c76c22ae802d129f599bfdbc31cb81',
      ),
    ).toBe(false);
  });
});

describe('MyEtherWallet darklist', () => {
  it('labels the distinct valid addresses on ethereum, skipping the malformed one', () => {
    expect(parsed('mew-darklist').labels).toHaveLength(629);
    expect(parsed('mew-darklist').skipped).toEqual({ invalid_address: 1 });
  });

  it('keeps the comment as the name', () => {
    expectOnlyLabel('mew-darklist', 'ethereum', '0xf193a9afb00715aacf7ca9ebffafe02c77517c2e', {
      sourceDate: '2021-05-02',
      category: 'fraudulent',
      name: 'Fake copy of ROCK2PAY token',
    });
  });
});

describe('Etherscan / BscScan names', () => {
  it('gives Binance 14 its exchange name', () => {
    expectOnlyLabel('etherscan-names', 'ethereum', '0x28c6c06298d514db089934071355e5743bf21d60', {
      sourceDate: '2023-06-18',
      exchangeName: 'Binance',
      name: 'Binance 14',
    });
  });

  it('derives the exchange from the name under the generic BscScan label', () => {
    expect(find('etherscan-names', 'bsc', '0x0d0707963952f2fba59dd06f2b425ace40b492fe')[0]).toMatchObject({
      exchangeName: 'Gate.io',
      sourceDate: '2023-03-26',
    });
    const binanceHotWallets = count(
      'etherscan-names',
      (l) => l.chain === 'bsc' && l.exchangeName === 'Binance',
    );
    expect(binanceHotWallets).toBeGreaterThanOrEqual(20);
  });

  it('maps the risk labels', () => {
    expect(find('etherscan-names', 'bsc', '0xb4e502bee63fb4394e682ef53150d4733dc62aa8')[0]).toMatchObject({
      category: 'thefts',
      name: 'Fake_Phishing143',
    });
    expect(count('etherscan-names', (l) => l.category === 'money_laundering')).toBe(63);
    expect(count('etherscan-names', (l) => l.chain === 'ethereum' && l.category === 'blocked')).toBe(462);
    expect(count('etherscan-names', (l) => l.category === 'sanction')).toBe(72);
    expect(count('etherscan-names', (l) => l.chain === 'bsc' && l.category === 'gamble')).toBe(79);
  });

  it('does not turn take-action (hack-alert victims) into risk labels', () => {
    expect(parsed('etherscan-names').labels.some((l) => l.name?.startsWith('Multichain Hack Alert'))).toBe(
      false,
    );
  });

  it('skips keys that are not addresses ("", "No matching records found")', () => {
    expect(parsed('etherscan-names').skipped.invalid_address).toBe(3);
  });
});

describe('DefiLlama CEX wallets', () => {
  it('labels every exchange wallet of the three chains, the first TRON exchange labels', () => {
    expect(count('defillama-cex', (l) => l.chain === 'tron')).toBe(194);
    expect(count('defillama-cex', (l) => l.chain === 'ethereum')).toBe(742);
    expect(count('defillama-cex', (l) => l.chain === 'bsc')).toBe(140);
    expect(parsed('defillama-cex').skipped).toEqual({});
  });

  it('names the exchange by its display name, not the adapter slug, and carries no risk', () => {
    expectOnlyLabel('defillama-cex', 'tron', 'TCz47XgC9TjCeF4UzfB6qZbM9LTF9s1tG7', {
      sourceDate: '2026-08-22',
      exchangeName: 'OKX',
    });
    const names = new Set(parsed('defillama-cex').labels.map((l) => l.exchangeName));
    expect(names).toContain('HTX');
    expect(names).toContain('Gate.io');
    expect(names).not.toContain('okex');
    expect(names.size).toBe(66);
    expect(parsed('defillama-cex').labels.some((l) => l.category !== undefined || l.name)).toBe(false);
  });
});

describe('Tornado Cash pools', () => {
  it('labels the ETH and BSC pools money_laundering (a mixer, not a sanction), skipping other chains', () => {
    expect(count('tornado-cash-pools', (l) => l.chain === 'ethereum')).toBe(20);
    expect(count('tornado-cash-pools', (l) => l.chain === 'bsc')).toBe(5);
    expect(parsed('tornado-cash-pools').labels.every((l) => l.category === 'money_laundering')).toBe(true);
    expect(parsed('tornado-cash-pools').skipped).toEqual({ other_chain: 24 });
    expectOnlyLabel('tornado-cash-pools', 'bsc', '0xd47438c816c9e7f2e2888e060936a499af9582b3', {
      sourceDate: '2022-08-05',
      category: 'money_laundering',
      name: 'Tornado Cash: 1 BNB pool',
    });
  });
});

describe('EtherScamDB', () => {
  it('labels phishing and scam addresses fraudulent, on ethereum and tron, dated by the snapshot', () => {
    expect(count('etherscamdb', (l) => l.chain === 'ethereum')).toBe(2018);
    expect(count('etherscamdb', (l) => l.chain === 'tron')).toBe(7);
    expect(parsed('etherscamdb').labels.every((l) => l.category === 'fraudulent')).toBe(true);
    // Three listings of one TRX giveaway scam merge; the first site's name speaks for it.
    expectOnlyLabel('etherscamdb', 'tron', 'TPcDNYz4AxCaLCY2Xx4i95jGYwCjUrxg5r', {
      sourceDate: '2019-07-17',
      category: 'fraudulent',
      name: 'Scamming/Trust-Trading: xtrony.blogspot.com (EtherScamDB id 6023)',
    });
  });
});

it('gives every label a source date in YYYY-MM-DD', () => {
  const all = [...results.values()].flatMap((r) => r.labels);
  expect(all.filter((l) => !/^\d{4}-\d{2}-\d{2}$/.test(l.sourceDate))).toEqual([]);
  expect(results.size).toBe(labelFeeds.length);
});
