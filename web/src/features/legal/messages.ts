import { defineMessages } from '../../i18n/feature-messages';

/** Texts of the legal feature. */
export const legalMessages = defineMessages({ 'en-US': {}, 'zh-CN': {}, 'zh-TW': {} });
