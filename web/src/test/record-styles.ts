import type { EmotionCache } from '@emotion/cache';
import type { RecordedStyles } from '../components/recorded-styles';

/**
 * Records each class `cache` inserts from here on (emotion's name and the rules its sheet was
 * given, in order), as components/recorded-styles.ts takes them. Global styles (no class) are
 * not recorded: the app's come with its built sheet.
 */
export function recordStyleInserts(cache: EmotionCache): { readonly recorded: () => RecordedStyles } {
  const entries = new Map<string, string[]>();
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const rules: string[] = [];
    const sheetInsert = sheet.insert;
    sheet.insert = (rule: string) => {
      // emotion's development build inserts an empty rule for a class that has no declarations;
      // its production build, which the recording is for, does not.
      if (!/^[^{]*\{\}$/.test(rule)) rules.push(rule);
      sheetInsert.call(sheet, rule);
    };
    try {
      return insert(selector, serialized, sheet, shouldCache);
    } finally {
      sheet.insert = sheetInsert;
      if (selector.startsWith('.') && rules.length > 0 && !entries.has(serialized.name))
        entries.set(serialized.name, rules);
    }
  };
  return { recorded: () => [...entries] };
}
