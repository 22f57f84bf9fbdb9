/** Interface languages (spec 01 §1); zh-CN is the UI fallback. */
export const languages = ['zh-CN', 'zh-TW', 'en-US'] as const;
export type Language = (typeof languages)[number];
export const fallbackLanguage: Language = 'zh-CN';

/**
 * Picks the language of an API message from the request's language header (a code such as
 * `en-US`, or an Accept-Language list). API answers default to English when nothing matches,
 * because API clients are mostly programs; the SPA always sends its language.
 */
export function pickLanguage(header: string | undefined, otherwise: Language = 'en-US'): Language {
  if (!header) return otherwise;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (!tag) continue;
    const exact = languages.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    if (tag === 'zh-hk' || tag === 'zh-mo' || tag.startsWith('zh-hant')) return 'zh-TW';
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-CN';
    if (tag === 'en' || tag.startsWith('en-')) return 'en-US';
  }
  return otherwise;
}
