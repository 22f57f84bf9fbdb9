import { defineMessages } from '../../i18n/feature-messages';

/** Texts of the risk analyzer (spec 01 §2 analyzer screen, §5 rules). */
export const analyzerMessages = defineMessages({
  'en-US': {},
  'zh-CN': {},
  'zh-TW': {},
});
