import { IntlMessageFormat } from 'intl-messageformat';
import { precompiledModule, precompileTable } from './precompiled-messages';

describe('precompiled messages', () => {
  const table = {
    'en-US': {
      'x.plain': 'Log in',
      'x.count': '{count, plural, one {# analysis} other {# analyses}} on {day, date, ::yyyyMMdd}',
      'x.rich': 'Read the <link>terms</link>',
    },
    'zh-CN': { 'x.plain': '登录', 'x.count': '{count, number} 次分析', 'x.rich': '阅读<link>条款</link>' },
  };

  it('formats every text as ASTs exactly as react-intl formats the string', () => {
    const compiled = precompileTable(table);
    const values = {
      count: 1234,
      day: Date.UTC(2025, 0, 31),
      link: (parts: string[]) => `[${parts.join('')}]`,
    };
    for (const [language, texts] of Object.entries(table))
      for (const [id, text] of Object.entries(texts)) {
        const ast = compiled[language]![id]!;
        expect(Array.isArray(ast), id).toBe(true);
        expect(new IntlMessageFormat(ast, language).format(values), `${language} ${id}`).toEqual(
          new IntlMessageFormat(text, language).format(values),
        );
      }
    expect(compiled['en-US']!['x.plain']).toEqual([{ type: 0, value: 'Log in' }]);
  });

  it('writes each exported table as a module of plain data', () => {
    const source = precompiledModule({ loginMessages: { 'en-US': { 'x.plain': 'Log in' } } });
    expect(source).toBe(
      'export const loginMessages = {"en-US":{"x.plain":[{"type":0,"value":"Log in"}]}};\n',
    );
  });

  it('fails on a text that does not parse, naming it, and on an export that is not a table', () => {
    expect(() => precompileTable({ 'zh-TW': { 'x.broken': '{count, plural, one {#}' } })).toThrow(
      /zh-TW x\.broken does not parse/,
    );
    expect(() => precompiledModule({ helper: () => 'x' })).toThrow(/helper is not a message table/);
    expect(() => precompiledModule({ table: { fr: { 'x.plain': 'Connexion' } } })).toThrow(
      /not a message table/,
    );
  });
});
