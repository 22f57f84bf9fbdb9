import { ChakraProvider } from '@chakra-ui/react';
import { type ReactNode, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { notifyApiError, Toaster } from '../components/toaster';
import { homeMessages } from '../features/home/messages';
import { shellMessages } from '../features/shell/messages';
import { LanguageProvider } from '../i18n/language';
import { registerMessages } from '../i18n/messages';
import { ApiError } from '../lib/api-error';
import { ColorModeProvider } from '../lib/color-mode';
import { onApiReadGiveUp } from '../lib/swr';
import { system } from './system';

// The shell's and the home page's texts ship with the entry; every other route registers its own
// when its chunk loads.
registerMessages(shellMessages);
registerMessages(homeMessages);

/** Theme, language, data loading and toasts, around every page. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider>
        <LanguageProvider>
          <ReadFailureToasts />
          {children}
          <Toaster />
        </LanguageProvider>
      </ColorModeProvider>
    </ChakraProvider>
  );
}

/**
 * A data load that gives up (after the retries of spec 01 §8) shows the error toast. Only the
 * API's own errors are toasted: a foreign fetcher (the static example report) reports its failure
 * in place.
 */
function ReadFailureToasts() {
  const intl = useIntl();
  useEffect(() => {
    onApiReadGiveUp((error) => {
      if (error instanceof ApiError) notifyApiError(error, intl.formatMessage);
    });
  }, [intl]);
  return null;
}
