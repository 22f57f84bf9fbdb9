import type { Language } from '../../../shared/i18n/languages';

/**
 * Messages are kept by feature (`features/<name>/messages.ts`), each a record per language with
 * the same ids (`shell.header.login`, `auth.register.title`…). A test fails when a language
 * misses an id another one has.
 */
export type FeatureMessages = Readonly<Record<Language, Readonly<Record<string, string>>>>;

export const defineMessages = <T extends FeatureMessages>(messages: T): T => messages;
