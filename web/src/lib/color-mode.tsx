import { ThemeProvider, useTheme } from 'next-themes';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { routePatterns } from './paths';
import { readStored, storageKeys } from './storage';

/**
 * Light, dark or system (spec 01 §1, default system), stored under `theme`. Chakra v3 reads the
 * `dark` class on <html> that next-themes sets.
 *
 * A page may have a default of its own (spec 01 §1: the public docs default to dark): it shows
 * until the reader makes a choice, which is then stored and applies everywhere, that page too.
 */
export type ColorModeChoice = 'light' | 'dark' | 'system';
type PageDefault = 'light' | 'dark' | undefined;

interface PageDefaults {
  readonly forced: PageDefault;
  readonly setPageDefault: (mode: PageDefault) => void;
  readonly markChosen: () => void;
}

const PageDefaultsContext = createContext<PageDefaults>({
  forced: undefined,
  setPageDefault: () => {},
  markChosen: () => {},
});

/** The docs' default known before their chunk loads, so a first visit does not flash light. */
const initialPageDefault = (): PageDefault =>
  globalThis.location?.pathname === routePatterns.docs ? 'dark' : undefined;

export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [pageDefault, setPageDefault] = useState<PageDefault>(initialPageDefault);
  const [chosen, setChosen] = useState(() => readStored(storageKeys.theme) !== null);
  useEffect(() => {
    // A choice made in another tab counts here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKeys.theme || event.key === null)
        setChosen(readStored(storageKeys.theme) !== null);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const forced = chosen ? undefined : pageDefault;
  const defaults = useMemo<PageDefaults>(
    () => ({ forced, setPageDefault, markChosen: () => setChosen(true) }),
    [forced],
  );
  return (
    <ThemeProvider
      attribute="class"
      defaultTheme="system"
      enableSystem
      forcedTheme={forced}
      storageKey={storageKeys.theme}
      disableTransitionOnChange
    >
      <PageDefaultsContext.Provider value={defaults}>{children}</PageDefaultsContext.Provider>
    </ThemeProvider>
  );
}

export function useColorMode() {
  const { theme, setTheme } = useTheme();
  const { forced, markChosen } = useContext(PageDefaultsContext);
  return {
    choice: (forced ?? theme ?? 'system') as ColorModeChoice,
    setChoice: (choice: ColorModeChoice) => {
      markChosen();
      setTheme(choice);
    },
  };
}

/** While the calling page is shown, `mode` is the colour mode of a reader who never chose one. */
export function usePageColorModeDefault(mode: 'light' | 'dark') {
  const { setPageDefault } = useContext(PageDefaultsContext);
  useEffect(() => {
    setPageDefault(mode);
    return () => setPageDefault(undefined);
  }, [mode, setPageDefault]);
}
