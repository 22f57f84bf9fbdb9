import { ThemeProvider, useTheme } from 'next-themes';
import type { ReactNode } from 'react';
import { storageKeys } from '../lib/storage';

/**
 * Light, dark or system (spec 01 §1, default system), stored under `theme`. Chakra v3 reads the
 * `dark` class on <html> that next-themes sets.
 */
export type ColorModeChoice = 'light' | 'dark' | 'system';

export function ColorModeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      attribute="class"
      defaultTheme="system"
      enableSystem
      storageKey={storageKeys.theme}
      disableTransitionOnChange
    >
      {children}
    </ThemeProvider>
  );
}

export function useColorMode() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  return {
    choice: (theme ?? 'system') as ColorModeChoice,
    colorMode: (resolvedTheme ?? 'light') as 'light' | 'dark',
    setChoice: (choice: ColorModeChoice) => setTheme(choice),
  };
}
