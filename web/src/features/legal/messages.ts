import { defineMessages } from '../../i18n/feature-messages';
import { legalEn } from './legal-en';
import { legalZhCn } from './legal-zh-cn';
import { legalZhTw } from './legal-zh-tw';

/** Texts of the terms and privacy pages; each language's text lives in its own module. */
export const legalMessages = defineMessages({ 'en-US': legalEn, 'zh-CN': legalZhCn, 'zh-TW': legalZhTw });
