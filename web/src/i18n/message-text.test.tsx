import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createIntl, IntlProvider } from 'react-intl';
import { messageOf, useMessage } from './message-text';

const messages = {
  'zh-CN': { 'demo.title': '标题', 'demo.count': '共 {count} 条，{name}' },
  'en-US': { 'demo.title': 'Title', 'demo.count': '{count} in all, {name}' },
} as const;

describe('message text', () => {
  it('reads an id in the given language and fills in its values', () => {
    const t = messageOf(createIntl({ locale: 'en-US', messages: messages['en-US'] }));
    expect(t('demo.title')).toBe('Title');
    expect(t('demo.count', { count: 3, name: 'tron' })).toBe('3 in all, tron');
  });

  it("reads a part's ids under their common prefix", () => {
    const t = messageOf(createIntl({ locale: 'en-US', messages: messages['en-US'] }), 'demo.');
    expect(t('count', { count: 1, name: 'bsc' })).toBe('1 in all, bsc');
  });

  it('gives a component the same function until the language changes', () => {
    let language: keyof typeof messages = 'zh-CN';
    const wrapper = ({ children }: { children: ReactNode }) => (
      <IntlProvider locale={language} messages={messages[language]}>
        {children}
      </IntlProvider>
    );
    const { result, rerender } = renderHook(() => useMessage(), { wrapper });
    const first = result.current;
    expect(first('demo.count', { count: 2, name: 'eth' })).toBe('共 2 条，eth');

    rerender();
    expect(result.current).toBe(first);

    language = 'en-US';
    rerender();
    expect(result.current).not.toBe(first);
    expect(result.current('demo.title')).toBe('Title');
  });
});
