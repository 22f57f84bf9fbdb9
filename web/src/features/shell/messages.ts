import { defineMessages } from '../../i18n/feature-messages';

/** Texts of the shell feature. */
export const shellMessages = defineMessages({ 'en-US': {}, 'zh-CN': {}, 'zh-TW': {} });
