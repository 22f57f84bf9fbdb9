import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { fallbackLanguage, type Language, languages } from '../../../shared/i18n/languages';
import { readStored, storageKeys, writeStored } from '../lib/storage';
import { rememberLanguageForPages } from './language-cookie';
import { messagesOf } from './messages';

/** The interface language: stored (spec 01 §1), zh-CN by default and as the fallback. */
interface LanguageState {
  readonly language: Language;
  setLanguage(language: Language): void;
}

const LanguageContext = createContext<LanguageState | null>(null);

export const storedLanguage = (): Language => {
  const stored = readStored(storageKeys.language);
  return languages.find((l) => l === stored) ?? fallbackLanguage;
};

/** Outside React (the API client reads it per request). */
let current: Language = fallbackLanguage;
export const currentLanguage = (): Language => current;

/** `language`: the one to draw in instead of the stored one (a page drawn ahead of time). */
export function LanguageProvider({
  children,
  language: given,
}: {
  children: ReactNode;
  language?: Language;
}) {
  const [language, setState] = useState<Language>(() => given ?? storedLanguage());
  current = language;
  const setLanguage = useCallback((next: Language) => {
    writeStored(storageKeys.language, next);
    setState(next);
  }, []);
  useEffect(() => {
    document.documentElement.lang = language;
    rememberLanguageForPages(language);
  }, [language]);
  const messages = messagesOf(language);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider locale={language} defaultLocale={fallbackLanguage} messages={messages}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage outside LanguageProvider');
  return state;
}
