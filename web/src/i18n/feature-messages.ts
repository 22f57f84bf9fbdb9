import { type Language, languages } from '../../../shared/i18n/languages';

/**
 * Messages are kept by feature (`features/<name>/messages.ts`), each a record per language with
 * the same ids (`shell.header.login`, `auth.register.title`…). A test fails when a language
 * misses an id another one has.
 */
export type FeatureMessages = Readonly<Record<Language, Readonly<Record<string, string>>>>;

export const defineMessages = <T extends FeatureMessages>(messages: T): T => messages;

/** One record per language made of several feature parts (a page whose texts live in several files). */
export const joinMessages = (...parts: readonly FeatureMessages[]): FeatureMessages =>
  Object.fromEntries(
    languages.map((language) => [language, Object.assign({}, ...parts.map((part) => part[language]))]),
  ) as FeatureMessages;
