import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Chain } from '../../../../shared/rules/chain-rules';
import { isLookalikeOf } from '../../../../shared/rules/lookalike-rules';
import { generatedAddress, isValidTronAddress } from '../../../domain/chain/address-codec';
import { fixtureAnchors } from './anchor-labels.fixture';
import { emptyAnchorSet } from './anchor-set';
import { SHOWCASE_ADDRESSES } from './showcase-addresses';
import { buildWorld, USER_POOL_SIZE } from './world';

const chains: readonly Chain[] = ['tron', 'ethereum', 'bsc'];
const valid = (chain: Chain, address: string) =>
  chain === 'tron' ? isValidTronAddress(address) : /^0x[0-9a-f]{40}$/.test(address);

describe('simulated world', () => {
  it('generates only valid addresses for every actor', () => {
    for (const chain of chains) {
      const world = buildWorld(fixtureAnchors(chain));
      const generated = [
        ...world.exchanges,
        ...world.merchants,
        ...world.launderers,
        ...world.gamblingSites,
        ...world.lookalikes.values(),
        ...Array.from({ length: USER_POOL_SIZE }, (_, i) => world.poolUser(i)),
      ];

      const invalid = generated.filter((a) => !valid(chain, a));

      expect(invalid).toEqual([]);
      expect(new Set(generated).size).toBe(generated.length);
    }
  });

  it('builds the same world from the same anchors', () => {
    const a = buildWorld(fixtureAnchors('ethereum'));
    const b = buildWorld(fixtureAnchors('ethereum'));

    expect([...a.lookalikes]).toEqual([...b.lookalikes]);
    expect(a.poolUser(42)).toBe(b.poolUser(42));
  });

  it('casts labelled anchors in their roles and leaves TRON exchanges unnamed', () => {
    const eth = buildWorld(fixtureAnchors('ethereum'));
    const tron = buildWorld(fixtureAnchors('tron'));

    expect(eth.roleOf('0x28C6C06298D514DB089934071355E5743BF21D60')).toEqual({
      kind: 'exchange',
      exchangeName: 'Binance',
    });
    expect(eth.roleOf('0x932d447274dcffb4aea4f0944d3c804e88056416')).toEqual({ kind: 'gambling' });
    expect(tron.roleOf('TAYhjpL8pPs8T84FSM329nffQpc6jD8GBM')).toEqual({ kind: 'risk', category: 'sanction' });
    expect(tron.exchanges.map((e) => tron.roleOf(e))).toEqual(
      tron.exchanges.map(() => ({ kind: 'exchange' })),
    );
    expect(tron.roleOf('TDqSquXBgUCLYvYC4XZgrprLK589dkhSCf')).toEqual({ kind: 'user' });
  });

  it('gives every poisoning target a lookalike attacker', () => {
    for (const chain of chains) {
      const world = buildWorld(emptyAnchorSet(chain));

      for (const [target, lookalike] of world.lookalikes) {
        expect(isLookalikeOf(chain, lookalike, target)).toBe(true);
        expect(world.roleOf(lookalike)).toEqual({ kind: 'poisoner', target });
      }
      expect(world.merchants.every((m) => world.lookalikes.has(m))).toBe(true);
    }
  });
});

describe('showcase addresses', () => {
  it('are the generated addresses of their seeds, or a real labelled exchange', () => {
    for (const showcase of SHOWCASE_ADDRESSES) {
      if (showcase.role.kind === 'exchange-anchor') continue;
      expect(showcase.address).toBe(
        generatedAddress(showcase.chain, `showcase:${showcase.chain}:${showcase.key}`),
      );
    }
  });

  it('are documented in docs/showcase-addresses.md', () => {
    const docs = readFileSync(
      fileURLToPath(new URL('../../../../docs/showcase-addresses.md', import.meta.url)),
      'utf8',
    );

    for (const showcase of SHOWCASE_ADDRESSES) expect(docs).toContain(showcase.address);
  });
});
