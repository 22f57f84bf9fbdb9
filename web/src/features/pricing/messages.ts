import { defineMessages } from '../../i18n/feature-messages';

/** Texts of the pricing feature. */
export const pricingMessages = defineMessages({ 'en-US': {}, 'zh-CN': {}, 'zh-TW': {} });
