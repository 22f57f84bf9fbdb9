import { tokenContracts } from '../../../../shared/constants/tokens';
import type { Chain } from '../../../../shared/rules/chain-rules';
import { isLookalikeOf } from '../../../../shared/rules/lookalike-rules';
import { isValidTronAddress } from '../../../domain/chain/address-codec';
import type { Transfer, TransferHistory } from '../../../domain/chain/chain-source';
import { fixtureAnchors } from './anchor-labels.fixture';
import type { AnchorSet } from './anchor-set';
import { SHOWCASE_ADDRESSES } from './showcase-addresses';
import { createSimulatedLedgerSource, simulateTransfers } from './simulated-ledger.source';
import { buildWorld } from './world';

const NOW = Date.UTC(2026, 0, 15, 10, 30); // epoch ms, mid-morning UTC
const DAY = 86_400;
const ALL = 10_000_000;

const anchors: Record<Chain, AnchorSet> = {
  tron: fixtureAnchors('tron'),
  ethereum: fixtureAnchors('ethereum'),
  bsc: fixtureAnchors('bsc'),
};

const ledger = (now = NOW) =>
  createSimulatedLedgerSource({ loadAnchors: async (chain) => anchors[chain], now: () => now });

const fetchAll = (chain: Chain, address: string, source = ledger()) =>
  source.fetchTransfers({ chain, token: 'usdt', address, limit: ALL });

const showcase = (key: (typeof SHOWCASE_ADDRESSES)[number]['key']) =>
  SHOWCASE_ADDRESSES.find((s) => s.key === key)!;

/** The generated year, without the live tail that arrived since the last midnight (live-tail.ts). */
const untilMidnight = (history: TransferHistory, nowMs: number) => {
  const midnight = Math.floor(nowMs / 1000 / DAY) * DAY;
  return history.transfers.filter((t) => t.timestamp <= midnight);
};

const counterpartyOf = (t: Transfer, address: string) => (t.from === address ? t.to : t.from);

const isValidAddress = (chain: Chain, address: string) =>
  chain === 'tron' ? isValidTronAddress(address) : /^0x[0-9a-f]{40}$/.test(address);

/** Replays the history from zero: no outflow may spend more than was received before it. */
function replayBalance(history: TransferHistory, address: string): bigint {
  let balance = 0n;
  for (const t of history.transfers) {
    const value = BigInt(t.value);
    if (t.to === address) balance += value;
    else {
      if (value > balance) throw new Error(`outflow ${t.txHash} of ${value} exceeds balance ${balance}`);
      balance -= value;
    }
  }
  return balance;
}

const TRON_USER = 'TDqSquXBgUCLYvYC4XZgrprLK589dkhSCf'; // any valid address: derived from nothing but itself
const ETH_USER = '0x1111111111111111111111111111111111111111';

describe('simulated ledger', () => {
  it('marks every history as simulated', async () => {
    const history = await fetchAll('tron', TRON_USER);

    expect(history).toMatchObject({ source: 'simulated', simulated: true, truncated: false });
    expect(ledger().name).toBe('simulated');
    expect(['tron', 'ethereum', 'bsc'].every((c) => ledger().supports(c as Chain))).toBe(true);
  });

  it('gives the same history for the same address and day, a different one for another address', async () => {
    // Act: two separate sources, so nothing comes from a cache.
    const first = await fetchAll('tron', TRON_USER, ledger());
    const again = await fetchAll('tron', TRON_USER, ledger(NOW + 3 * 3600 * 1000));
    const other = await fetchAll('tron', showcase('clean').address);

    // Assess: the same year; the live tail since midnight grows with the time of day.
    expect(untilMidnight(again, NOW)).toEqual(untilMidnight(first, NOW));
    expect(other.transfers.map((t) => t.txHash)).not.toEqual(first.transfers.map((t) => t.txHash));
  });

  it('moves the same history by one day on the next day', async () => {
    const today = await fetchAll('ethereum', ETH_USER);
    const tomorrow = await fetchAll('ethereum', ETH_USER, ledger(NOW + DAY * 1000));

    expect(untilMidnight(tomorrow, NOW + DAY * 1000).map((t) => t.timestamp - DAY)).toEqual(
      untilMidnight(today, NOW).map((t) => t.timestamp),
    );
  });

  it('keeps a year of transfers before now, oldest first', async () => {
    const nowSeconds = NOW / 1000;
    for (const { chain, address } of SHOWCASE_ADDRESSES) {
      const { transfers } = await fetchAll(chain, address);

      expect(transfers.length).toBeGreaterThan(0);
      expect(transfers.at(-1)!.timestamp).toBeLessThan(nowSeconds);
      expect(transfers[0]!.timestamp).toBeGreaterThan(nowSeconds - 367 * DAY);
      const unordered = transfers.findIndex((t, i) => i > 0 && t.timestamp < transfers[i - 1]!.timestamp);
      expect(unordered).toBe(-1);
    }
  });

  it('never lets a balance go negative and reports the balance now', async () => {
    const addresses: [Chain, string][] = [
      ['tron', TRON_USER],
      ['ethereum', ETH_USER],
      ...SHOWCASE_ADDRESSES.map((s): [Chain, string] => [s.chain, s.address]),
      ...Array.from({ length: 30 }, (_, i): [Chain, string] => [
        'bsc',
        `0x${i.toString(16).padStart(40, 'a')}`,
      ]),
    ];
    for (const [chain, address] of addresses) {
      const history = await fetchAll(chain, address);

      expect(replayBalance(history, address)).toBe(BigInt(history.currentBalance));
    }
  });

  it('writes every value as a non-negative integer string in the chain base units', async () => {
    for (const chain of ['tron', 'ethereum', 'bsc'] as const) {
      const history = await fetchAll(chain, chain === 'tron' ? TRON_USER : ETH_USER);
      const decimals = tokenContracts[chain].usdt.decimals;

      for (const t of history.transfers) {
        expect(t.value).toMatch(/^(0|[1-9][0-9]*)$/);
        // The world counts in micro-USDT: bsc's 18 decimals end in 12 zeros.
        if (decimals === 18 && t.value !== '0') expect(t.value.endsWith('000000000000')).toBe(true);
      }
      expect(history.currentBalance).toMatch(/^(0|[1-9][0-9]*)$/);
      const hash = chain === 'tron' ? /^[0-9a-f]{64}$/ : /^0x[0-9a-f]{64}$/;
      expect(history.transfers.every((t) => hash.test(t.txHash))).toBe(true);
    }
  });

  it('uses only valid addresses: the queried one, labelled anchors and generated actors', async () => {
    for (const { chain, address } of SHOWCASE_ADDRESSES) {
      const { transfers } = await fetchAll(chain, address);
      const seen = new Set(transfers.flatMap((t) => [t.from, t.to]));

      expect([...seen].filter((a) => !isValidAddress(chain, a))).toEqual([]);
      expect(transfers.every((t) => t.from === address || t.to === address)).toBe(true);
    }
  });

  it('returns the newest `limit` transfers of the time range and says when it truncated', async () => {
    // Prepare
    const all = (await fetchAll('tron', showcase('poisoning-victim').address)).transfers;
    const startAt = all[10]!.timestamp;
    const endAt = all[all.length - 10]!.timestamp;
    const inRange = all.filter((t) => t.timestamp >= startAt && t.timestamp <= endAt);
    const query = {
      chain: 'tron',
      token: 'usdt',
      address: showcase('poisoning-victim').address,
      startAt,
      endAt,
    } as const;

    // Act
    const limited = await ledger().fetchTransfers({ ...query, limit: 25 });
    const exact = await ledger().fetchTransfers({ ...query, limit: inRange.length });

    // Assess
    expect(limited.truncated).toBe(true);
    expect(limited.transfers).toEqual(inRange.slice(-25));
    expect(exact.truncated).toBe(false);
    expect(exact.transfers).toEqual(inRange);
    expect(limited.currentBalance).toBe(exact.currentBalance);
  });

  it('counts what a fetch without a limit would return, for the whole history and for a range', async () => {
    // Prepare: the live tail since midnight is part of both
    const address = showcase('poisoning-victim').address;
    const source = ledger(NOW + 6 * 3600 * 1000);
    const all = (await fetchAll('tron', address, source)).transfers;
    const startAt = all[10]!.timestamp;
    const endAt = all[all.length - 10]!.timestamp;

    // Act
    const whole = await source.countTransfers!({ chain: 'tron', token: 'usdt', address });
    const range = await source.countTransfers!({ chain: 'tron', token: 'usdt', address, startAt, endAt });
    const before = await source.countTransfers!({
      chain: 'tron',
      token: 'usdt',
      address,
      endAt: NOW / 1000 - 400 * DAY,
    });

    // Assess
    expect(whole).toBe(all.length);
    expect(range).toBe(all.filter((t) => t.timestamp >= startAt && t.timestamp <= endAt).length);
    expect(before).toBe(0);
  });

  it('counts the payment processor’s year without building its transfers', async () => {
    const source = ledger();
    const address = showcase('payment-processor').address;

    const count = await source.countTransfers!({ chain: 'tron', token: 'usdt', address });
    const newest = await source.fetchTransfers({ chain: 'tron', token: 'usdt', address, limit: 10 });

    expect(count).toBeGreaterThan(100_000);
    expect(newest.truncated).toBe(true);
  });

  it('returns nothing for a range before the first transfer', async () => {
    const history = await ledger().fetchTransfers({
      chain: 'ethereum',
      token: 'usdt',
      address: ETH_USER,
      endAt: NOW / 1000 - 400 * DAY,
      limit: 100,
    });

    expect(history.transfers).toEqual([]);
    expect(history.truncated).toBe(false);
  });

  it('serves a repeated query from its cache', async () => {
    const source = ledger();
    const address = showcase('exchange').address;

    const first = await source.fetchTransfers({ chain: 'ethereum', token: 'usdt', address, limit: 50 });
    const second = await source.fetchTransfers({ chain: 'ethereum', token: 'usdt', address, limit: 50 });

    expect(second.transfers[0]).toBe(first.transfers[0]);
  });

  it('honours an aborted signal', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stop'));

    await expect(
      ledger().fetchTransfers(
        { chain: 'tron', token: 'usdt', address: TRON_USER, limit: 1 },
        controller.signal,
      ),
    ).rejects.toThrow('stop');
  });

  describe('showcase roles', () => {
    it('an exchange hot wallet deals with thousands of counterparties', async () => {
      const { address } = showcase('exchange');

      const { transfers } = await fetchAll('ethereum', address);

      const counterparties = new Set(transfers.map((t) => counterpartyOf(t, address)));
      expect(transfers.length).toBeGreaterThan(20_000);
      expect(counterparties.size).toBeGreaterThan(2_000);
    });

    it('the sanctioned-exposure wallet transfers directly with an OFAC TRON address, both ways', async () => {
      const { address } = showcase('sanctioned-exposure');
      const sanctioned = new Set(
        anchors.tron.risks.filter((r) => r.category === 'sanction').map((r) => r.address),
      );

      const { transfers } = await fetchAll('tron', address);

      const withOfac = transfers.filter((t) => sanctioned.has(counterpartyOf(t, address)));
      expect(withOfac.length).toBeGreaterThanOrEqual(3);
      expect(withOfac.some((t) => t.to === address)).toBe(true);
      expect(withOfac.some((t) => t.from === address)).toBe(true);
    });

    it('the clean wallet has no labelled or laundering counterparty', async () => {
      const { address } = showcase('clean');
      const world = buildWorld(anchors.tron);
      const risky = new Set([...anchors.tron.risks.map((r) => r.address), ...world.launderers]);

      const { transfers } = await fetchAll('tron', address);

      expect(transfers.filter((t) => risky.has(counterpartyOf(t, address)))).toEqual([]);
    });

    it('the poisoning victim gets zero or dust from lookalikes of addresses it really paid', async () => {
      // Prepare
      const { address } = showcase('poisoning-victim');
      const { transfers } = await fetchAll('tron', address);
      const paid = new Set(transfers.filter((t) => t.from === address).map((t) => t.to));

      // Act
      const poisoning = transfers.filter(
        (t) => t.to === address && [...paid].some((target) => isLookalikeOf('tron', t.from, target)),
      );

      // Assess
      expect(poisoning.length).toBeGreaterThanOrEqual(5);
      for (const t of poisoning) {
        expect(BigInt(t.value)).toBeLessThanOrEqual(10_000n); // at most 0.01 USDT
        expect(paid.has(t.from)).toBe(false);
      }
    });

    it('an indirect-exposure wallet receives from intermediaries whose own history shows risk anchors', async () => {
      // Prepare
      const { address } = showcase('indirect-exposure');
      const world = buildWorld(anchors.bsc);
      const risky = new Set(anchors.bsc.risks.map((r) => r.address));
      const { transfers } = await fetchAll('bsc', address);

      // Act: the report screens each counterparty's own history (1 hop).
      const intermediaries = [...new Set(transfers.map((t) => counterpartyOf(t, address)))].filter((c) =>
        world.launderers.includes(c),
      );
      const hops = await Promise.all(intermediaries.map((c) => fetchAll('bsc', c)));

      // Assess
      expect(intermediaries.length).toBeGreaterThan(0);
      expect(transfers.some((t) => risky.has(counterpartyOf(t, address)))).toBe(false);
      for (const [n, hop] of hops.entries()) {
        const inflowsFromRisk = hop.transfers.filter((t) => t.to === intermediaries[n] && risky.has(t.from));
        expect(inflowsFromRisk.length).toBeGreaterThan(0);
      }
    });

    it('the payment processor has over 100,000 transfers and a limit keeps the newest', async () => {
      const { address } = showcase('payment-processor');
      const source = ledger();

      const started = performance.now();
      const all = await fetchAll('tron', address, source);
      const elapsed = performance.now() - started;
      const newest = await source.fetchTransfers({ chain: 'tron', token: 'usdt', address, limit: 10_000 });

      console.info(
        `payment processor: ${all.transfers.length} transfers generated in ${elapsed.toFixed(0)} ms`,
      );
      expect(all.transfers.length).toBeGreaterThan(100_000);
      expect(newest.truncated).toBe(true);
      expect(newest.transfers).toEqual(all.transfers.slice(-10_000));
    });
  });

  it('simulateTransfers generates exactly N transfers for benchmarks', () => {
    for (const count of [1_000, 100_000]) {
      const started = performance.now();
      const history = simulateTransfers('bsc', ETH_USER, count, NOW);
      const elapsed = performance.now() - started;

      console.info(`simulateTransfers: ${count} transfers in ${elapsed.toFixed(0)} ms`);
      expect(history.transfers).toHaveLength(count);
      expect(history.simulated).toBe(true);
      expect(replayBalance(history, ETH_USER)).toBe(BigInt(history.currentBalance));
    }
    expect(simulateTransfers('tron', TRON_USER, 500, NOW)).toEqual(
      simulateTransfers('tron', TRON_USER, 500, NOW),
    );
  });
});
