import { ChakraProvider } from '@chakra-ui/react';
import { type ReactNode, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { LanguageProvider } from '../i18n/language';
import { ApiError } from '../lib/api-error';
import { api } from './api';
import { ColorModeProvider } from './color-mode';
import { type DataKey, pathOf, retryPolicy } from './swr';
import { system } from './system';
import { notifyApiError, Toaster } from './toaster';

/** Theme, language, data loading and toasts, around every page. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider>
        <LanguageProvider>
          <DataProvider>
            {children}
            <Toaster />
          </DataProvider>
        </LanguageProvider>
      </ColorModeProvider>
    </ChakraProvider>
  );
}

/**
 * SWR with the retry policy of spec 01 §8; a data load that gives up shows the error toast. Only
 * the API's own errors are toasted: a foreign fetcher (the static example report) reports its
 * failure in place.
 */
function DataProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const value = useMemo<SWRConfiguration>(
    () => ({
      fetcher: (key: DataKey) => api(pathOf(key)),
      onErrorRetry: retryPolicy((error) => {
        if (error instanceof ApiError) notifyApiError(error, intl.formatMessage);
      }),
    }),
    [intl],
  );
  return <SWRConfig value={value}>{children}</SWRConfig>;
}
