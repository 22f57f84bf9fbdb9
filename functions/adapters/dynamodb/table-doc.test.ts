import { describe, expect, it } from 'vitest';
import { everyEntityDoc } from './entities/table-entities';
import { renderTableDoc } from './table-doc';

/** A key pattern as a regular expression: `<name, N digits>` is N digits, any other `<…>` some text. */
const patternOf = (pattern: string): RegExp =>
  new RegExp(
    `^${pattern
      .split(/(<[^>]*>)/)
      .map((part) => {
        if (!part.startsWith('<')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        const digits = /, (\d+) digits>$/.exec(part)?.[1];
        return digits ? `\\d{${digits}}` : '.+';
      })
      .join('')}$`,
  );

describe('the table entities', () => {
  it.each(everyEntityDoc.map((doc) => [doc.item, doc] as const))(
    '%s: its key parts write what their patterns show',
    (_, doc) => {
      expect(doc.key.example.PK).toMatch(patternOf(doc.key.pattern.PK));
      expect(doc.key.example.SK).toMatch(patternOf(doc.key.pattern.SK));
      for (const { key } of doc.indexes ?? []) {
        expect(key.example.pk).toMatch(patternOf(key.pattern.pk));
        expect(key.example.sk).toMatch(patternOf(key.pattern.sk));
      }
    },
  );

  it('describe every item once', () => {
    const keys = everyEntityDoc.map((doc) => `${doc.key.pattern.PK} ${doc.key.pattern.SK}`);

    expect(new Set(keys).size).toBe(keys.length);
  });

  it('are what docs/areas/table.md shows (run this file with -u after changing an entity)', async () => {
    await expect(renderTableDoc()).toMatchFileSnapshot('../../../docs/areas/table.md');
  });
});
