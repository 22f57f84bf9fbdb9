import { createHash } from 'node:crypto';
import type { Chain } from '../../../shared/rules/chain-rules';
import type { AddressLabel } from './address-label';
import { labelSlot } from './label-feed';

/**
 * The membership snapshot of one chain's labelled addresses: which addresses carry labels and
 * under which slots (`<source>#<category|exchange>`, the label items' sort keys). Screening
 * loads it once per process and asks DynamoDB only for the hits, with exact keys (BatchGetItem).
 *
 * Encoding, chosen to stay far below DynamoDB's 400 KB item limit while loading in one or two
 * reads: fixed-width entries (EVM: the 20 address bytes; TRON: the 34 ASCII characters) each
 * followed by a 4-byte big-endian bit mask over the slot dictionary, split into parts of at most
 * PART_BYTES. ~15k Ethereum addresses take ~360 KB, i.e. two parts. The version is a content
 * hash, so re-importing the same feeds produces byte-identical items (idempotent).
 */
export const PART_BYTES = 300_000;
const MASK_BYTES = 4;
const MAX_SLOTS = MASK_BYTES * 8;

/** address → slots; the in-memory form used for merging. */
export type IndexEntries = Map<string, Set<string>>;

export interface EncodedLabelIndex {
  readonly version: string;
  readonly slots: readonly string[];
  readonly count: number;
  readonly parts: readonly Uint8Array[];
}

/** What screening keeps in memory: address → slot mask, plus the dictionary. */
export interface LabelMembership {
  readonly version: string;
  readonly slots: readonly string[];
  readonly members: ReadonlyMap<string, number>;
}

const addressWidth = (chain: Chain) => (chain === 'tron' ? 34 : 20);

function writeAddress(chain: Chain, address: string, target: Uint8Array, at: number): void {
  if (chain === 'tron') target.set(Buffer.from(address, 'ascii'), at);
  else target.set(Buffer.from(address.slice(2), 'hex'), at);
}

function readAddress(chain: Chain, source: Uint8Array, at: number): string {
  const bytes = Buffer.from(source.buffer, source.byteOffset + at, addressWidth(chain));
  return chain === 'tron' ? bytes.toString('ascii') : `0x${bytes.toString('hex')}`;
}

export function entriesOfLabels(
  labels: Iterable<AddressLabel>,
  into: IndexEntries = new Map(),
): IndexEntries {
  for (const label of labels) {
    const slots = into.get(label.address) ?? new Set<string>();
    slots.add(labelSlot(label));
    into.set(label.address, slots);
  }
  return into;
}

export function encodeLabelIndex(chain: Chain, entries: IndexEntries): EncodedLabelIndex {
  const slots = [...new Set([...entries.values()].flatMap((s) => [...s]))].sort();
  if (slots.length > MAX_SLOTS)
    throw new Error(`Label index supports ${MAX_SLOTS} slots, got ${slots.length}`);
  const bit = new Map(slots.map((slot, i) => [slot, i]));
  const width = addressWidth(chain) + MASK_BYTES;
  const perPart = Math.floor(PART_BYTES / width);
  const addresses = [...entries.keys()].sort();
  const parts: Uint8Array[] = [];
  for (let start = 0; start < addresses.length; start += perPart) {
    const chunk = addresses.slice(start, start + perPart);
    const part = new Uint8Array(chunk.length * width);
    const view = new DataView(part.buffer);
    chunk.forEach((address, i) => {
      writeAddress(chain, address, part, i * width);
      let mask = 0;
      for (const slot of entries.get(address)!) mask |= 1 << bit.get(slot)!;
      view.setUint32(i * width + addressWidth(chain), mask >>> 0);
    });
    parts.push(part);
  }
  const hash = createHash('sha256').update(slots.join('\n'));
  for (const part of parts) hash.update(part);
  return { version: hash.digest('hex').slice(0, 16), slots, count: addresses.length, parts };
}

export function decodeLabelIndex(
  chain: Chain,
  index: Pick<EncodedLabelIndex, 'version' | 'slots' | 'parts'>,
): LabelMembership {
  const width = addressWidth(chain) + MASK_BYTES;
  const members = new Map<string, number>();
  for (const part of index.parts) {
    const view = new DataView(part.buffer, part.byteOffset, part.byteLength);
    for (let at = 0; at + width <= part.byteLength; at += width)
      members.set(readAddress(chain, part, at), view.getUint32(at + addressWidth(chain)));
  }
  return { version: index.version, slots: index.slots, members };
}

/** The slots a mask stands for. */
export function slotsOfMask(slots: readonly string[], mask: number): string[] {
  const found: string[] = [];
  for (let i = 0; i < slots.length; i++) if (mask & (1 << i)) found.push(slots[i]!);
  return found;
}

export function entriesOfMembership(membership: LabelMembership): IndexEntries {
  const entries: IndexEntries = new Map();
  for (const [address, mask] of membership.members)
    entries.set(address, new Set(slotsOfMask(membership.slots, mask)));
  return entries;
}

const sourceOfSlot = (slot: string) => slot.slice(0, slot.indexOf('#'));

/**
 * Replaces the given sources' entries in a previous index by fresh labels, keeping the entries
 * of sources not refreshed this time (a feed that failed to download keeps its last snapshot).
 * Also returns the slots that were indexed before but are gone now: their label items are stale
 * and must be deleted (an address delisted from OFAC stops being "sanctioned").
 */
export function mergeLabelIndex(
  previous: IndexEntries,
  refreshedSources: ReadonlySet<string>,
  fresh: readonly AddressLabel[],
): { entries: IndexEntries; stale: { address: string; slot: string }[] } {
  const entries: IndexEntries = new Map();
  for (const [address, slots] of previous) {
    const kept = [...slots].filter((slot) => !refreshedSources.has(sourceOfSlot(slot)));
    if (kept.length > 0) entries.set(address, new Set(kept));
  }
  entriesOfLabels(fresh, entries);
  const stale: { address: string; slot: string }[] = [];
  for (const [address, slots] of previous)
    for (const slot of slots) if (!entries.get(address)?.has(slot)) stale.push({ address, slot });
  return { entries, stale };
}
