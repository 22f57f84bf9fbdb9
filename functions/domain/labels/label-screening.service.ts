import {
  type Chain,
  evmAddressPattern,
  normalizeAddress,
  tronAddressPattern,
} from '../../../shared/rules/chain-rules';
import type { Clock } from '../ports/clock';
import type { AddressLabel } from './address-label';
import type { LabelKey, LabelRepository } from './label.ports';
import { decodeLabelIndex, type LabelMembership, slotsOfMask } from './label-index';

/**
 * "Which of these N counterparties carry labels, and what are they", fast for
 * thousands of addresses with DynamoDB as the store of record:
 * - each chain's membership snapshot (label-index.ts, a few items) is loaded once per process and
 *   kept in memory; after `ttlSeconds` the next call re-reads the small header item and reloads
 *   the snapshot only when its version changed (a label import or refresh ran);
 * - the addresses are filtered in memory, and only the hits' labels are fetched, by exact key,
 *   with BatchGetItem (100 keys a call, calls in parallel).
 * A chain that was never imported has no snapshot: nothing is labelled there.
 */
export interface LabelScreening {
  /** Labels per hit, keyed by normalised address (EVM lower-case); unlabelled addresses are absent. */
  screen(chain: Chain, addresses: readonly string[]): Promise<Map<string, AddressLabel[]>>;
  labelsOf(chain: Chain, address: string): Promise<AddressLabel[]>;
}

export interface LabelScreeningDeps {
  readonly repository: LabelRepository;
  /** Tells when a loaded snapshot is due for a version check. */
  readonly clock: Clock;
  /** How long a loaded snapshot is trusted before its version is checked again. */
  readonly ttlSeconds?: number;
}

export const DEFAULT_SCREENING_TTL_SECONDS = 300;

interface Loaded {
  readonly membership: LabelMembership | undefined;
  readonly checkedAt: number;
}

const EMPTY: LabelMembership = { version: '', slots: [], members: new Map() };

export function createLabelScreening({
  repository,
  clock,
  ttlSeconds = DEFAULT_SCREENING_TTL_SECONDS,
}: LabelScreeningDeps): LabelScreening {
  const loaded = new Map<Chain, Promise<Loaded>>();

  const load = async (chain: Chain, current: LabelMembership | undefined): Promise<Loaded> => {
    // Two attempts: an import may replace the snapshot between reading its header and its parts.
    for (let attempt = 0; attempt < 2; attempt++) {
      const checkedAt = clock.nowSeconds();
      const header = await repository.getLabelIndexHeader(chain);
      if (!header) return { membership: undefined, checkedAt };
      if (current?.version === header.version) return { membership: current, checkedAt };
      const index = await repository.getLabelIndex(chain, header);
      if (index) return { membership: decodeLabelIndex(chain, index), checkedAt };
    }
    throw new Error(`The ${chain} label snapshot kept changing while it was read`);
  };

  /** Single flight: concurrent screens of a chain share one load. */
  const membershipOf = async (chain: Chain): Promise<LabelMembership> => {
    let entry = loaded.get(chain);
    if (entry) {
      const state = await entry;
      if (clock.nowSeconds() - state.checkedAt < ttlSeconds) return state.membership ?? EMPTY;
      if (loaded.get(chain) === entry) loaded.set(chain, load(chain, state.membership));
    } else loaded.set(chain, load(chain, undefined));
    entry = loaded.get(chain)!;
    try {
      return (await entry).membership ?? EMPTY;
    } catch (error) {
      if (loaded.get(chain) === entry) loaded.delete(chain);
      throw error;
    }
  };

  const pattern = (chain: Chain) => (chain === 'tron' ? tronAddressPattern : evmAddressPattern);

  const screen = async (chain: Chain, addresses: readonly string[]) => {
    const { members, slots } = await membershipOf(chain);
    const hits: LabelKey[] = [];
    const seen = new Set<string>();
    for (const raw of addresses) {
      const address = normalizeAddress(chain, raw);
      // Most counterparties carry no label: look them up first, and dedupe only the hits.
      const mask = members.get(address);
      if (mask === undefined || seen.has(address)) continue;
      seen.add(address);
      if (!pattern(chain).test(address)) continue;
      for (const slot of slotsOfMask(slots, mask)) hits.push({ chain, address, slot });
    }
    const found = new Map<string, AddressLabel[]>();
    if (hits.length === 0) return found;
    for (const label of await repository.getLabels(hits)) {
      const list = found.get(label.address);
      if (list) list.push(label);
      else found.set(label.address, [label]);
    }
    // BatchGetItem answers in no particular order; callers and tests want a stable one.
    for (const list of found.values()) list.sort(compareLabels);
    return found;
  };

  return {
    screen,
    async labelsOf(chain, address) {
      return (await screen(chain, [address])).get(normalizeAddress(chain, address)) ?? [];
    },
  };
}

const compareLabels = (a: AddressLabel, b: AddressLabel) =>
  `${a.source}#${a.category ?? 'exchange'}`.localeCompare(`${b.source}#${b.category ?? 'exchange'}`);
