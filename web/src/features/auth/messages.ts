import { defineMessages } from '../../i18n/feature-messages';

/** Texts of the auth feature. */
export const authMessages = defineMessages({ 'en-US': {}, 'zh-CN': {}, 'zh-TW': {} });
