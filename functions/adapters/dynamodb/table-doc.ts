import { everyEntityDoc, tableEntities } from './entities/table-entities';
import { tableIndexList } from './table-indexes';

/**
 * docs/areas/table.md, rendered from the entity modules and the index list, so the key tables
 * cannot drift from the code: table-doc.test.ts fails when the committed page differs, and
 * rewrites it when run with `-u`.
 */
const REGENERATE = 'npx vitest run --project unit functions/adapters/dynamodb/table-doc.test.ts -u';

const code = (text: string) => `\`${text}\``;
const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const row = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |`;
const table = (head: readonly string[], rows: readonly (readonly string[])[]) =>
  [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');

export function renderTableDoc(): string {
  const indexRows = tableIndexList.map((index) => [
    code(index.name),
    code(index.partitionKey),
    code(index.sortKey),
    index.projection,
    index.purpose,
  ]);

  const areas = tableEntities.map(({ area, modules }) => {
    const rows = Object.entries(modules).flatMap(([module, docs]) =>
      docs.map((doc) => [
        `${doc.item} (${code(`${module}.ts`)})`,
        code(doc.key.pattern.PK),
        code(doc.key.pattern.SK),
        doc.reads.join('; '),
        doc.holds,
      ]),
    );
    return [`### ${area}`, '', table(['item (module)', 'PK', 'SK', 'read by', 'holds'], rows)].join('\n');
  });

  const indexKeyRows = tableIndexList.flatMap((index) =>
    everyEntityDoc.flatMap((doc) =>
      (doc.indexes ?? [])
        .filter((key) => key.index === index.name)
        .map(({ key, sparse }) => [
          code(index.name),
          doc.item,
          code(key.pattern.pk),
          code(key.pattern.sk),
          sparse ?? '',
        ]),
    ),
  );

  return [
    '# The table: keys and access patterns',
    '',
    `<!-- Generated from functions/adapters/dynamodb/entities/ and table-indexes.ts; do not edit. After a change there, run: ${REGENERATE} -->`,
    '',
    `One DynamoDB table: keys ${code('PK')} / ${code('SK')} (strings), TTL attribute ${code('ttl')}, and ${tableIndexList.length} global secondary indexes. Every item is built, keyed and read back through its entity module in ${code('functions/adapters/dynamodb/entities/')} (key templates, from which both its key builders and the patterns below come, a zod item schema and the mappings to the domain's records); the repositories build and read items only through them. ${code('<name>')} is a value, ${code('<name, N digits>')} a zero-padded number; ${code('<sub>')} is the user id.`,
    '',
    '## Indexes',
    '',
    table(['index', 'partition key', 'sort key', 'projection', 'for'], indexRows),
    '',
    '## Items',
    '',
    areas.join('\n\n'),
    '',
    '## Index keys',
    '',
    `The ${code('Keys')} indexes carry the same keys as the index they mirror.`,
    '',
    table(['index', 'item', 'partition key', 'sort key', 'only on'], indexKeyRows),
    '',
  ].join('\n');
}
