import { type IndexName, tableIndexes } from '../table-indexes';
import type { ItemKey } from './entity';
import type { DocumentedKey } from './key-template';

/**
 * How an entity module describes its items for the key tables of docs/areas/table.md
 * (table-doc.ts). The keys come from the modules' key templates (key-template.ts), so the
 * documented shape is the written one.
 */
export interface EntityDoc {
  /** What the item is called in the docs. */
  readonly item: string;
  /** The table key, from its template. */
  readonly key: DocumentedKey<ItemKey>;
  readonly indexes?: readonly IndexKeyDoc[];
  /** The access patterns that read it (what asks, and why). */
  readonly reads: readonly string[];
  /** What it holds and how it is written. */
  readonly holds: string;
}

/** One index key of an item, as patterns and as the builders made it for an example. */
export interface IndexKeyDoc {
  readonly index: IndexName;
  readonly key: DocumentedKey<{ readonly pk: string; readonly sk: string }>;
  /** When only some items carry these keys. */
  readonly sparse?: string;
}

/** The keys of one index among the index attributes a template lays out. */
export const indexKeyDoc = (
  index: IndexName,
  attributes: DocumentedKey<Readonly<Record<string, string>>>,
  sparse?: string,
): IndexKeyDoc => {
  const { partitionKey, sortKey } = tableIndexes[index];
  const pick = (built: Readonly<Record<string, string>>) => ({
    pk: built[partitionKey] ?? '',
    sk: built[sortKey] ?? '',
  });
  return {
    index,
    key: { pattern: pick(attributes.pattern), example: pick(attributes.example) },
    ...(sparse === undefined ? {} : { sparse }),
  };
};
