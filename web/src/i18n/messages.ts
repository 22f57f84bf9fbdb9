import { fallbackLanguage, type Language } from '../../../shared/i18n/languages';
import { commonMessages } from './common.messages';
import type { FeatureMessages } from './feature-messages';
import { riskMessages } from './risk.messages';

/**
 * The messages react-intl knows. The common ones and the risk texts are here; the app registers
 * the shell's and the home page's with the entry chunk (app/providers.tsx), and every other
 * feature registers its own
 * when its route chunk loads (`registerMessages` at the top of the route module), so the first
 * page does not download every page's texts in three languages. zh-CN, the fallback
 * (spec 01 §1), sits underneath every other language.
 */
const registered: FeatureMessages[] = [commonMessages, riskMessages];
const listeners = new Set<() => void>();
let version = 0;

export function registerMessages(messages: FeatureMessages): void {
  if (registered.includes(messages)) return;
  registered.push(messages);
  version++;
  for (const listener of listeners) listener();
}

export const subscribeToMessages = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Changes whenever a feature registers its messages. */
export const messagesVersion = (): number => version;

const merged = (language: Language): Record<string, string> =>
  Object.assign({}, ...registered.map((m) => m[language]));

export const messagesOf = (language: Language): Record<string, string> =>
  language === fallbackLanguage ? merged(language) : { ...merged(fallbackLanguage), ...merged(language) };
