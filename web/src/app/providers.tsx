import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { LanguageProvider } from '../i18n/language';
import { api } from './api';
import { ColorModeProvider } from './color-mode';
import { onErrorRetry } from './swr';
import { system } from './system';
import { Toaster } from './toaster';

/** Theme, language, data loading and toasts, around every page. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider>
        <LanguageProvider>
          <SWRConfig value={{ fetcher: (path: string) => api(path), onErrorRetry }}>
            {children}
            <Toaster />
          </SWRConfig>
        </LanguageProvider>
      </ColorModeProvider>
    </ChakraProvider>
  );
}
