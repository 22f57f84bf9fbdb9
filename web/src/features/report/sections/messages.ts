import { defineMessages } from '../../../i18n/feature-messages';

/** Texts of the report's non-chart sections (header, risk metrics, overview, top transactions, footer). */
export const reportSectionMessages = defineMessages({
  'en-US': {},
  'zh-CN': {},
  'zh-TW': {},
});
