import { tokenContracts } from '../../../../shared/constants/tokens';
import type { Chain } from '../../../../shared/rules/chain-rules';
import { addressFromBody } from '../../../domain/chain/address-codec';
import type {
  FreezeAction,
  FreezeEvent,
  FreezeEventReader,
} from '../../../domain/labels/tether-freeze/freeze-event';

/**
 * The simulated ledger's USDT blacklist, so the freeze feed works offline: the six TRON freezes
 * public reporting names (../shared/data/labels/tether-freeze-fixtures, PROVENANCE.md: on-chain
 * times 2024-01-01 18:14–18:15 UTC for five, 2024-04-09 20:29 UTC for the sixth; the order within
 * the minute is ours), the two entries Tether's real list holds that are no one's wallet (the
 * contract itself and the zero address, which the feed must ignore), and the freezes injected on
 * the local stack (POST /_local/ledger/freezes). Positions are times in ms.
 */
export interface InjectedFreeze {
  readonly action: Exclude<FreezeAction, 'destroyed'>;
  /** Normalised. */
  readonly address: string;
  /** Epoch ms of the injection. */
  readonly atMs: number;
}

/** Freezes and unfreezes injected into the simulated ledger on the local stack (never on AWS). */
export interface InjectedFreezes {
  add(chain: Chain, freeze: InjectedFreeze): Promise<void>;
  /** Those injected in [fromMs, toMs], oldest first. */
  between(chain: Chain, fromMs: number, toMs: number): Promise<InjectedFreeze[]>;
}

const at = (iso: string) => Date.parse(iso);

const fixture = (address: string, atMs: number, txHash: string, action: FreezeAction = 'added') => ({
  action,
  address,
  atMs,
  txHash,
});

/** The fixtures' tx of TU4ised… is the one Tokenview cites; the others are marked simulated. */
const simulatedTx = (n: number) => `${'5'.repeat(56)}${n.toString(16).padStart(8, '0')}`;

const tronBlacklist = [
  fixture(tokenContracts.tron.usdt.contract, at('2024-01-01T18:13:00Z'), simulatedTx(1)),
  fixture(addressFromBody('tron', new Uint8Array(20)), at('2024-01-01T18:13:30Z'), simulatedTx(2)),
  fixture(
    'TU4isedhHXquDQQvyK4CVGNRDWTvwqTpxR',
    at('2024-01-01T18:14:00Z'),
    'b3b38075f9987af64f56c7059f9adb1dd4233de2af36d2d60bf45d9e30446bc9',
  ),
  fixture('TSrYN29e3yaCCQmwRsJjcYUHaH8sF5gENC', at('2024-01-01T18:14:20Z'), simulatedTx(3)),
  fixture('TLA6AgDY2Vkbm4LSBDp5NAAwXG2sUysbN9', at('2024-01-01T18:14:40Z'), simulatedTx(4)),
  fixture('TTxG1K83vkWz9XFLZJSberhvrZghHVDW5B', at('2024-01-01T18:15:00Z'), simulatedTx(5)),
  fixture('TEUDYsGYbPShTeqJMZ6GdA2ydj4j1UkyW3', at('2024-01-01T18:15:20Z'), simulatedTx(6)),
  fixture('TTbgnFEFEmicu1eXN3bvuE8fKbdx3di8Yb', at('2024-04-09T20:29:00Z'), simulatedTx(7)),
];

/** The fixture freezes of the simulated ledger's USDT contracts, by chain. */
export const simulatedBlacklist: Readonly<Partial<Record<Chain, readonly FreezeEvent[]>>> = {
  tron: tronBlacklist.map((f, index) => ({
    chain: 'tron',
    action: f.action,
    address: f.address,
    timestamp: Math.floor(f.atMs / 1000),
    position: f.atMs,
    txHash: f.txHash,
    index,
  })),
};

/** Injected events newer than this wait for the next run: the injection's write may still be on its way. */
export const INJECTED_FREEZE_SETTLE_MS = 1000;

export interface SimulatedFreezeReaderDeps {
  readonly injected?: InjectedFreezes;
  /** Epoch ms. */
  readonly now?: () => number;
}

export function createSimulatedFreezeReader(
  chain: Chain,
  deps: SimulatedFreezeReaderDeps,
): FreezeEventReader {
  const now = deps.now ?? Date.now;
  return {
    name: 'simulated',
    origin: 0,
    // One window: the simulated ledger answers any range at once.
    windowSize: Number.MAX_SAFE_INTEGER,
    head: async () => now() - INJECTED_FREEZE_SETTLE_MS,
    async events(from, to) {
      const fixed = (simulatedBlacklist[chain] ?? []).filter((e) => e.position >= from && e.position <= to);
      const injected = deps.injected ? await deps.injected.between(chain, from, to) : [];
      return [
        ...fixed,
        ...injected.map(
          (f, index): FreezeEvent => ({
            chain,
            action: f.action,
            address: f.address,
            timestamp: Math.floor(f.atMs / 1000),
            position: f.atMs,
            txHash: `${chain === 'tron' ? '' : '0x'}${f.atMs.toString(16).padStart(64, '0')}`,
            index,
          }),
        ),
      ];
    },
  };
}
