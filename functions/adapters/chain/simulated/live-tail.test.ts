import type { Chain } from '../../../../shared/rules/chain-rules';
import { isLookalikeOf } from '../../../../shared/rules/lookalike-rules';
import type { Transfer } from '../../../domain/chain/chain-source';
import { fixtureAnchors } from './anchor-labels.fixture';
import type { AnchorSet } from './anchor-set';
import type { InjectedTransfers } from './injected-transfers.ports';
import { SHOWCASE_ADDRESSES } from './showcase-addresses';
import { createSimulatedLedgerSource } from './simulated-ledger.source';
import { buildWorld } from './world';

const MIDNIGHT = Date.UTC(2026, 0, 15); // epoch ms
const anchors: Record<Chain, AnchorSet> = {
  tron: fixtureAnchors('tron'),
  ethereum: fixtureAnchors('ethereum'),
  bsc: fixtureAnchors('bsc'),
};
const at = (ms: number, injected?: InjectedTransfers) =>
  createSimulatedLedgerSource({
    loadAnchors: async (c) => anchors[c],
    now: () => ms,
    ...(injected ? { injected } : {}),
  });
const since = (chain: Chain, address: string, fromMs: number, nowMs: number, source = at(nowMs)) =>
  source
    .fetchTransfers({ chain, token: 'usdt', address, startAt: Math.floor(fromMs / 1000), limit: 1_000_000 })
    .then((h) => h.transfers);

const exchange = buildWorld(anchors.ethereum).exchanges[0]!;
const ETH_USER = '0x1111111111111111111111111111111111111111';

describe('live tail of the simulated ledger', () => {
  it('keeps transfers arriving after midnight, at a busy exchange every few seconds', async () => {
    const noon = MIDNIGHT + 12 * 3600_000;
    const lastMinute = await since('ethereum', exchange, noon - 60_000, noon);
    expect(lastMinute.length).toBeGreaterThanOrEqual(6);
    expect(lastMinute.length).toBeLessThanOrEqual(14);
    expect(lastMinute.every((t) => t.from === exchange || t.to === exchange)).toBe(true);
  });

  it('is the same for every reader and only grows with time', async () => {
    const early = await since('ethereum', exchange, MIDNIGHT, MIDNIGHT + 3600_000);
    const later = await since('ethereum', exchange, MIDNIGHT, MIDNIGHT + 2 * 3600_000);
    const again = await since('ethereum', exchange, MIDNIGHT, MIDNIGHT + 2 * 3600_000);
    expect(later).toEqual(again);
    expect(later.slice(0, early.length)).toEqual(early);
    expect(later.length).toBeGreaterThan(early.length);
  });

  it('gives an ordinary wallet a few transfers a day at least', async () => {
    const day = await since('ethereum', ETH_USER, MIDNIGHT, MIDNIGHT + 86_399_000);
    expect(day.length).toBeGreaterThanOrEqual(2);
  });

  it('brings the occasional risky counterparty and poisoning attempt', async () => {
    const world = buildWorld(anchors.ethereum);
    const risky = new Set([...world.risksByCategory.values()].flat());
    // Six hours of a busy exchange: ~4,300 transfers, so ~2% of each kind shows.
    const day: readonly Transfer[] = await since('ethereum', exchange, MIDNIGHT, MIDNIGHT + 6 * 3600_000);
    const launderer = world.launderers[0]!;
    const laundering = await since('ethereum', launderer, MIDNIGHT, MIDNIGHT + 6 * 3600_000);
    expect(laundering.some((t) => risky.has(t.from === launderer ? t.to : t.from))).toBe(true);
    // A busy exchange's tail deals with no risk address: the 1-hop screening would carry it elsewhere.
    expect(day.some((t) => risky.has(t.from === exchange ? t.to : t.from))).toBe(false);
    const paid = new Set(day.filter((t) => t.from === exchange).map((t) => t.to));
    const poisoned = day.filter(
      (t) => t.to === exchange && [...paid].some((p) => isLookalikeOf('ethereum', t.from, p)),
    );
    expect(poisoned.length).toBeGreaterThan(0);
  }, 20_000);

  it('adds injected transfers to both addresses, with the balance after them', async () => {
    const now = MIDNIGHT + 3600_000;
    const injected: Transfer = {
      txHash: `0x${'ab'.repeat(32)}`,
      timestamp: Math.floor(now / 1000) - 5,
      from: SHOWCASE_ADDRESSES[0]!.address.toLowerCase(),
      to: ETH_USER,
      value: '5000000',
    };
    const store: InjectedTransfers = {
      add: async () => {},
      forAddress: async (_chain, address) => (address === ETH_USER ? [injected] : []),
    };
    const before = await at(now).fetchTransfers({
      chain: 'ethereum',
      token: 'usdt',
      address: ETH_USER,
      limit: 1e6,
    });
    const after = await at(now, store).fetchTransfers({
      chain: 'ethereum',
      token: 'usdt',
      address: ETH_USER,
      limit: 1e6,
    });
    expect(after.transfers).toContainEqual(injected);
    expect(BigInt(after.currentBalance) - BigInt(before.currentBalance)).toBe(5_000_000n);
  });
});
