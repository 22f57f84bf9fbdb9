import { defineMessages } from '../../i18n/feature-messages';

/** Texts of the console feature. */
export const consoleMessages = defineMessages({ 'en-US': {}, 'zh-CN': {}, 'zh-TW': {} });
