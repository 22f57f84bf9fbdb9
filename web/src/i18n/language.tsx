import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { type IntlConfig, IntlProvider, ReactIntlErrorCode } from 'react-intl';
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
let current: Language = storedLanguage();
export const currentLanguage = (): Language => current;

/**
 * A text id that no registered message set holds is a bug of ours (a page drawing texts its route
 * does not register): it is said in the console in every build, so the browser journeys, which
 * fail on console errors, catch it. react-intl's own handler speaks in development builds only.
 */
const reportIntlError: IntlConfig['onError'] = (error) => {
  if (import.meta.env.DEV || error.code === ReactIntlErrorCode.MISSING_TRANSLATION) console.error(error);
};

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
      <IntlProvider
        locale={language}
        defaultLocale={fallbackLanguage}
        messages={messages}
        onError={reportIntlError}
      >
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
