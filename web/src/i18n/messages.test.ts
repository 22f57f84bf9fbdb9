import { languages } from '../../../shared/i18n/languages';
import { allFeatureMessages as featureMessages } from '../test/all-messages';

describe('messages (spec 01 §1: zh-CN, zh-TW, en-US)', () => {
  it.each(featureMessages.map((m, i) => [Object.keys(m['en-US'])[0]?.split('.')[0] ?? `#${i}`, m] as const))(
    '%s has every id in every language, none empty',
    (_feature, messages) => {
      const all = new Set(languages.flatMap((l) => Object.keys(messages[l])));
      for (const language of languages) {
        const missing = [...all].filter((id) => !(id in messages[language]));
        expect(missing, `${language} lacks`).toEqual([]);
        for (const [id, text] of Object.entries(messages[language])) expect(text.trim(), id).not.toBe('');
      }
    },
  );

  it('calls credits 點數 throughout zh-TW, never 積分', () => {
    const mixed = featureMessages.flatMap((m) =>
      Object.entries(m['zh-TW'])
        .filter(([, text]) => text.includes('積分'))
        .map(([id]) => id),
    );
    expect(mixed).toEqual([]);
  });

  it('never defines one id in two features', () => {
    const seen = new Map<string, number>();
    featureMessages.forEach((m, i) => {
      for (const id of Object.keys(m['zh-CN'])) {
        expect(seen.has(id), `${id} is defined twice`).toBe(false);
        seen.set(id, i);
      }
    });
  });
});
