import { tokenContracts } from '../../../../shared/constants/tokens';
import { type Chain, chains, normalizeAddress } from '../../../../shared/rules/chain-rules';
import { SECOND_MS, utcDayOf } from '../../../../shared/rules/time';
import { addressFromBody } from '../../chain/address-codec';
import { tokenUnits } from '../../chain/token-units';
import type { AddressLabel } from '../address-label';
import { TETHER_FREEZE_SOURCE } from '../label-feed';
import type { FreezeEvent } from './freeze-event';

/**
 * The `blocked` labels the Tether freeze events make, pure: AddedBlackList labels an address
 * (dated by the freeze's block), RemovedBlackList removes its label, DestroyedBlackFunds adds the
 * USDT burnt to it. Replaying events already applied changes nothing, so a window read again
 * after a failed run is harmless.
 *
 * Tether's blacklist also holds addresses that are not anyone's wallet: the USDT contracts
 * themselves, the zero address and other token contracts. Those are never labelled, so a
 * counterparty that is a token contract never turns a report risky.
 */

/** Token contracts besides USDT that Tether's lists are known to hold or that users send to. */
const otherTokenContracts: Readonly<Partial<Record<Chain, readonly string[]>>> = {
  // USDC on ethereum and on TRON.
  ethereum: ['0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'],
  tron: ['TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8'],
};

const zeroAddressOf = (chain: Chain): string => addressFromBody(chain, new Uint8Array(20));

const neverRisky: ReadonlyMap<Chain, ReadonlySet<string>> = new Map(
  chains.map((chain) => [
    chain,
    new Set(
      [
        zeroAddressOf(chain),
        ...chains.flatMap((c) => Object.values(tokenContracts[c]).map((t) => t.contract)),
        ...(otherTokenContracts[chain] ?? []),
      ].map((address) => normalizeAddress(chain, address)),
    ),
  ]),
);

/** The USDT contracts, the zero address and known token contracts: never labelled risky. */
export const isNeverRiskyFreezeTarget = (chain: Chain, address: string): boolean =>
  neverRisky.get(chain)?.has(normalizeAddress(chain, address)) ?? false;

const minuteOf = (epochSeconds: number): string =>
  new Date(epochSeconds * SECOND_MS).toISOString().slice(11, 16);

/** The label's own text, as screening answers it: "Frozen by Tether on <date> …". */
export function freezeLabelName(label: Pick<AddressLabel, 'chain' | 'frozenAt' | 'destroyedAmount'>): string {
  const at = label.frozenAt ?? 0;
  const frozen = `Frozen by Tether on ${utcDayOf(at * SECOND_MS)} at ${minuteOf(at)} UTC (USDT blacklist)`;
  return label.destroyedAmount
    ? `${frozen}; ${tokenUnits(label.chain, label.destroyedAmount)} USDT of it destroyed`
    : frozen;
}

function freezeLabel(chain: Chain, address: string, fields: Partial<AddressLabel>): AddressLabel {
  const frozenAt = fields.frozenAt ?? 0;
  const base = {
    chain,
    address,
    source: TETHER_FREEZE_SOURCE,
    sourceDate: utcDayOf(frozenAt * SECOND_MS),
    category: 'blocked' as const,
    frozenAt,
    ...(fields.destroyedAmount && { destroyedAmount: fields.destroyedAmount }),
    ...(fields.destroyedAt !== undefined && { destroyedAt: fields.destroyedAt }),
  };
  return { ...base, name: freezeLabelName(base) };
}

export interface AppliedFreezes {
  /** Every freeze label of the chain after the events, by address. */
  readonly labels: Map<string, AddressLabel>;
  /** Events about the USDT contracts, the zero address or token contracts: left out. */
  readonly ignored: number;
}

/** The chain's freeze labels after `events` (in chain order) are applied to `current`. */
export function applyFreezeEvents(
  current: ReadonlyMap<string, AddressLabel>,
  events: readonly FreezeEvent[],
): AppliedFreezes {
  const labels = new Map(current);
  let ignored = 0;
  for (const event of events) {
    if (isNeverRiskyFreezeTarget(event.chain, event.address)) {
      ignored++;
      continue;
    }
    const seen = labels.get(event.address);
    switch (event.action) {
      case 'added':
        // Frozen again (or read again) while labelled: the first freeze's time stands.
        if (!seen)
          labels.set(event.address, freezeLabel(event.chain, event.address, { frozenAt: event.timestamp }));
        break;
      case 'removed':
        labels.delete(event.address);
        break;
      case 'destroyed': {
        // A burn is only possible on a frozen address; one read before its freeze (a backfill
        // that started late) is dated by the burn.
        if (seen?.destroyedAt !== undefined && seen.destroyedAt >= event.timestamp) break;
        const burnt = BigInt(seen?.destroyedAmount ?? '0') + BigInt(event.amount ?? '0');
        labels.set(
          event.address,
          freezeLabel(event.chain, event.address, {
            frozenAt: seen?.frozenAt ?? event.timestamp,
            destroyedAmount: burnt.toString(),
            destroyedAt: event.timestamp,
          }),
        );
        break;
      }
    }
  }
  return { labels, ignored };
}
