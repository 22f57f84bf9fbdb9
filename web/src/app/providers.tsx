import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { type ReactNode, useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { Language } from '../../../shared/i18n/languages';
import { notifyApiError, Toaster } from '../components/toaster';
import { shellMessages } from '../features/shell/messages';
import { LanguageProvider } from '../i18n/language';
import { registerMessages } from '../i18n/messages';
import { ApiError } from '../lib/api-error';
import { ColorModeProvider } from '../lib/color-mode';
import { onApiReadGiveUp } from '../lib/swr';
import { styleCache } from './style-cache';
import { system } from './system';

// The shell's texts ship with the entry; every route registers its own when its chunk loads. The
// home page's did ship with the entry, to draw it without waiting for more: the build now draws
// the public pages ahead of time (web/build/prerender-pages.ts), so a first visit reads the home
// page's text in the HTML, before any script.
registerMessages(shellMessages);

/**
 * Theme, language, data loading and toasts, around every page. `language`: the one to draw in
 * instead of the stored one (a page drawn ahead of time, app/prerender.tsx).
 */
export function Providers({ children, language }: { children: ReactNode; language?: Language }) {
  const app = (
    <ChakraProvider value={system}>
      <ColorModeProvider>
        <LanguageProvider language={language}>
          <ReadFailureToasts />
          {children}
          <Toaster />
        </LanguageProvider>
      </ColorModeProvider>
    </ChakraProvider>
  );
  // In the browser only: a page drawn ahead of time takes emotion's own cache of each render.
  return styleCache ? <CacheProvider value={styleCache}>{app}</CacheProvider> : app;
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
