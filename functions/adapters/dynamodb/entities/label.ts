import { z } from 'zod';
import type { Chain } from '../../../../shared/rules/chain-rules';
import type { RiskCategory } from '../../../../shared/rules/query-rules';
import type { AddressLabel } from '../../../domain/labels/address-label';
import type { LabelIndexHeader } from '../../../domain/labels/label.ports';
import { labelSlot } from '../../../domain/labels/label-feed';
import { camelCased, type EntityDoc, type ItemKey, padded, snakeCased, storedText } from './entity';

/**
 * Address labels, the store of record (DESIGN §6): one item per label of an address, slot =
 * `<source>#<category>` or `<source>#exchange`; and the per-chain membership snapshot that
 * screening loads (domain/labels/label-index.ts): a header naming the current version, and its
 * parts, immutable once written.
 */
export const labelKey = (chain: string, address: string, slot: string): ItemKey => ({
  PK: `LABEL#${chain}#${address}`,
  SK: slot,
});
/** The current version of a chain's label membership snapshot (screening reloads on change). */
export const labelIndexVersionKey = (chain: string): ItemKey => ({
  PK: `LABELINDEX#${chain}`,
  SK: 'VERSION',
});
export const labelIndexPartKey = (chain: string, version: string, part: number): ItemKey => ({
  PK: `LABELINDEX#${chain}`,
  SK: `PART#${version}#${padded(part, 3)}`,
});

/** How far our own chain-built label source (the Tether freeze feed) has read a chain. */
export const labelFeedCursorKey = (source: string, chain: string): ItemKey => ({
  PK: `LABELFEED#${source}`,
  SK: `CURSOR#${chain}`,
});

export const labelFeedCursorItemSchema = z.object({ reader: z.string(), position: z.number() });

/** Empty texts read as absent, as a label without them was written. */
const optionalText = <T extends string>() =>
  storedText<T>()
    .nullish()
    .transform((text) => text || undefined);

export const labelItemSchema = z.object({
  chain: storedText<Chain>(),
  address: z.string(),
  source: z.string(),
  source_date: z.string(),
  category: optionalText<RiskCategory>(),
  exchange_name: optionalText(),
  name: optionalText(),
  frozen_at: z.number().optional(),
  destroyed_amount: z.string().optional(),
  destroyed_at: z.number().optional(),
});

export const toLabelItem = (label: AddressLabel): Record<string, unknown> => ({
  ...labelKey(label.chain, label.address, labelSlot(label)),
  type: 'Label',
  ...snakeCased(label),
});

export const labelFromItem = (item: Record<string, unknown>): AddressLabel =>
  camelCased(labelItemSchema.parse(item));

export const labelIndexHeaderItemSchema = z.object({
  version: z.string(),
  slots: z.array(z.string()),
  count: z.number(),
  parts: z.number(),
});

export const toLabelIndexHeaderItem = (chain: string, header: LabelIndexHeader) => ({
  ...labelIndexVersionKey(chain),
  type: 'LabelIndex',
  version: header.version,
  slots: [...header.slots],
  count: header.count,
  parts: header.parts,
});

export const labelIndexHeaderFromItem = (item: Record<string, unknown>): LabelIndexHeader =>
  labelIndexHeaderItemSchema.parse(item);

export const toLabelIndexPartItem = (chain: string, version: string, part: number, data: Uint8Array) => ({
  ...labelIndexPartKey(chain, version, part),
  type: 'LabelIndexPart',
  data,
});

export const labelDocs: readonly EntityDoc[] = [
  {
    item: 'label source cursor',
    key: { PK: 'LABELFEED#<source>', SK: 'CURSOR#<chain>' },
    example: labelFeedCursorKey('tether-freeze', 'tron'),
    reads: ["how far the Tether freeze feed has read a chain's blacklist events"],
    holds: "reader (its name: positions are in the reader's units), position (the last one read), updated_at",
  },
  {
    item: 'label',
    key: { PK: 'LABEL#<chain>#<address>', SK: '<source>#<category or exchange>' },
    example: labelKey('tron', 'TAddr', 'ofac#sanctions'),
    reads: [
      'screening: the labels of the addresses the snapshot says carry some (batch reads of exact keys)',
      'the labels of one address (a Query on its partition)',
      'the label import (batch writes and deletes)',
    ],
    holds:
      'chain, address, source, source_date, category, exchange_name, name; a Tether freeze also frozen_at, destroyed_amount, destroyed_at',
  },
  {
    item: 'label snapshot version',
    key: { PK: 'LABELINDEX#<chain>', SK: 'VERSION' },
    example: labelIndexVersionKey('tron'),
    reads: ['which addresses of a chain carry labels: the current snapshot (screening reloads on change)'],
    holds: 'version (content hash), slots, count, parts; switched after the parts are written',
  },
  {
    item: 'label snapshot part',
    key: { PK: 'LABELINDEX#<chain>', SK: 'PART#<version>#<part, 3 digits>' },
    example: labelIndexPartKey('tron', 'v1a2b3', 0),
    reads: ["a snapshot's parts (consistent batch read)"],
    holds: 'data: labelled addresses and a bit mask of their label items, ≤ 350 KB a part; immutable',
  },
];
