import { defineMessages } from '../../i18n/feature-messages';

/** Texts of the home feature. */
export const homeMessages = defineMessages({ 'en-US': {}, 'zh-CN': {}, 'zh-TW': {} });
