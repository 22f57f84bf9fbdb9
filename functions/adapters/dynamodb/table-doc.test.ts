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
    '%s: its documented keys are the keys its builders make',
    (_, doc) => {
      expect(doc.example.PK).toMatch(patternOf(doc.key.PK));
      expect(doc.example.SK).toMatch(patternOf(doc.key.SK));
      for (const key of doc.indexes ?? []) {
        expect(key.example.pk).toMatch(patternOf(key.pk));
        expect(key.example.sk).toMatch(patternOf(key.sk));
      }
    },
  );

  it('describe every item once', () => {
    const keys = everyEntityDoc.map((doc) => `${doc.key.PK} ${doc.key.SK}`);

    expect(new Set(keys).size).toBe(keys.length);
  });

  it('are what docs/areas/table.md shows (run this file with -u after changing an entity)', async () => {
    await expect(renderTableDoc()).toMatchFileSnapshot('../../../docs/areas/table.md');
  });
});
