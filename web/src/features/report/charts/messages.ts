import { defineMessages } from '../../../i18n/feature-messages';

/** Texts of the report's chart sections (risk types, fund flow, hourly habit, balance). */
export const reportChartMessages = defineMessages({
  'en-US': {},
  'zh-CN': {},
  'zh-TW': {},
});
