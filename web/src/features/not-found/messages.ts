import { defineMessages } from '../../i18n/feature-messages';

/** Texts of the not-found feature. */
export const notFoundMessages = defineMessages({ 'en-US': {}, 'zh-CN': {}, 'zh-TW': {} });
