import { z } from 'zod';
import type { Chain } from '../../../../shared/rules/chain-rules';
import type { RiskCategory } from '../../../../shared/rules/query-rules';
import type { AddressLabel } from '../../../domain/labels/address-label';
import type { LabelIndexHeader } from '../../../domain/labels/label.ports';
import { labelSlot } from '../../../domain/labels/label-feed';
import type { FreezeCursor } from '../../../domain/labels/tether-freeze/freeze-event';
import { camelCased, snakeCased, storedText } from './entity';
import type { EntityDoc } from './entity-doc';
import { digits, documented, joined, keyTemplate, text } from './key-template';

/**
 * Address labels, the store of record (DESIGN §6): one item per label of an address, slot =
 * `<source>#<category>` or `<source>#exchange`; and the per-chain membership snapshot that
 * screening loads (domain/labels/label-index.ts): a header naming the current version, and its
 * parts, immutable once written.
 */
export const labelKey = keyTemplate(
  [text('chain'), text('address'), joined('<source>#<category or exchange>')],
  (chain, address, slot) => ({ PK: `LABEL#${chain}#${address}`, SK: slot }),
);
const labelIndexPartition = (chain: string) => `LABELINDEX#${chain}`;
/** The current version of a chain's label membership snapshot (screening reloads on change). */
export const labelIndexVersionKey = keyTemplate([text('chain')], (chain) => ({
  PK: labelIndexPartition(chain),
  SK: 'VERSION',
}));
export const labelIndexPartKey = keyTemplate(
  [text('chain'), text('version'), digits('part', 3)],
  (chain, version, part) => ({ PK: labelIndexPartition(chain), SK: `PART#${version}#${part}` }),
);

/** How far our own chain-built label source (the Tether freeze feed) has read a chain. */
export const labelFeedCursorKey = keyTemplate([text('source'), text('chain')], (source, chain) => ({
  PK: `LABELFEED#${source}`,
  SK: `CURSOR#${chain}`,
}));

export const labelFeedCursorItemSchema = z.object({ reader: z.string(), position: z.number() });

/** `updatedAt` epoch ms. */
export const toLabelFeedCursorItem = (
  source: string,
  chain: Chain,
  cursor: FreezeCursor,
  updatedAt: number,
) => ({
  ...labelFeedCursorKey(source, chain),
  type: 'LabelFeedCursor',
  reader: cursor.reader,
  position: cursor.position,
  updated_at: updatedAt,
});

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
    key: documented(labelFeedCursorKey, 'tether-freeze', 'tron'),
    reads: ["how far the Tether freeze feed has read a chain's blacklist events"],
    holds: "reader (its name: positions are in the reader's units), position (the last one read), updated_at",
  },
  {
    item: 'label',
    key: documented(labelKey, 'tron', 'TAddr', 'ofac#sanctions'),
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
    key: documented(labelIndexVersionKey, 'tron'),
    reads: ['which addresses of a chain carry labels: the current snapshot (screening reloads on change)'],
    holds: 'version (content hash), slots, count, parts; switched after the parts are written',
  },
  {
    item: 'label snapshot part',
    key: documented(labelIndexPartKey, 'tron', 'v1a2b3', 0),
    reads: ["a snapshot's parts (consistent batch read)"],
    holds: 'data: labelled addresses and a bit mask of their label items, ≤ 350 KB a part; immutable',
  },
];
