import { fallbackLanguage, type Language, languages } from '../../../shared/i18n/languages';
import { authMessages } from '../features/auth/messages';
import { consoleMessages } from '../features/console/messages';
import { docsMessages } from '../features/docs/messages';
import { homeMessages } from '../features/home/messages';
import { legalMessages } from '../features/legal/messages';
import { notFoundMessages } from '../features/not-found/messages';
import { pricingMessages } from '../features/pricing/messages';
import { shellMessages } from '../features/shell/messages';
import { commonMessages } from './common.messages';
import type { FeatureMessages } from './feature-messages';

/**
 * Every feature's messages. A feature adds its module here; the merged table per language is
 * what react-intl gets, with zh-CN (the fallback, spec 01 §1) underneath every other language.
 */
export const featureMessages: readonly FeatureMessages[] = [
  commonMessages,
  shellMessages,
  homeMessages,
  pricingMessages,
  legalMessages,
  authMessages,
  docsMessages,
  consoleMessages,
  notFoundMessages,
];

const merged = (language: Language): Record<string, string> =>
  Object.assign({}, ...featureMessages.map((m) => m[language]));

export const messagesOf = (language: Language): Record<string, string> =>
  language === fallbackLanguage ? merged(language) : { ...merged(fallbackLanguage), ...merged(language) };

export { languages };
