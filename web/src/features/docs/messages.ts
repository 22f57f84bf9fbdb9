import { defineMessages } from '../../i18n/feature-messages';

/** Texts of the docs feature. */
export const docsMessages = defineMessages({ 'en-US': {}, 'zh-CN': {}, 'zh-TW': {} });
