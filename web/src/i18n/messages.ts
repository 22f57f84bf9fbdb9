import { fallbackLanguage, type Language } from '../../../shared/i18n/languages';
import { commonMessages } from './common.messages';
import type { FeatureMessages } from './feature-messages';
import { riskMessages } from './risk.messages';

/**
 * The messages react-intl knows. The common ones and the risk texts are here; the app registers
 * the shell's with the entry chunk (app/providers.tsx), and every feature registers its own when
 * its route chunk loads (`registerMessages` at the top of the route module), so the first page
 * does not download every page's texts in three languages. zh-CN, the fallback
 * (spec 01 §1), sits underneath every other language.
 */
const registered: FeatureMessages[] = [commonMessages, riskMessages];

/** Each language's texts, built when first asked for and grown in place as features register. */
const tables = new Map<Language, Record<string, string>>();

/** The texts of `sets` in `language`, each set's fallback texts under its own. */
const textsOf = (sets: readonly FeatureMessages[], language: Language): Record<string, string> =>
  Object.assign(
    {},
    ...sets.flatMap((m) =>
      language === fallbackLanguage ? [m[language]] : [m[fallbackLanguage], m[language]],
    ),
  );

export function registerMessages(messages: FeatureMessages): void {
  if (registered.includes(messages)) return;
  registered.push(messages);
  // No id is in two sets (messages.test.ts), so adding the new set's texts to a table gives the
  // table a merge of every set would.
  for (const [language, table] of tables) Object.assign(table, textsOf([messages], language));
}

/**
 * The texts react-intl reads in a language: the same object across registrations, which add to
 * it. A new object would make react-intl build its intl object again (~30 ms: it asks the
 * browser which locales it supports) and draw every component that reads it again; no component
 * needs that, since a route or a lazy part registers its texts when its module loads, before it
 * draws.
 */
export function messagesOf(language: Language): Record<string, string> {
  let table = tables.get(language);
  if (!table) {
    table = textsOf(registered, language);
    tables.set(language, table);
  }
  return table;
}
