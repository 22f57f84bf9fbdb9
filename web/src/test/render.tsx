import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { system } from '../app/system';
// Every recipe, as once every lazy chunk has loaded: a component is tested with its styles.
import '../components/deferred-recipes';
import { LanguageProvider } from '../i18n/language';
import { registerMessages } from '../i18n/messages';
import { ColorModeProvider } from '../lib/color-mode';
import { allFeatureMessages } from './all-messages';
import { mediaQueriesAnswering } from './media-queries';
import { fileStyleCache } from './style-cache';

// Components are tested outside their route modules, which register their texts in the app.
for (const messages of allFeatureMessages) registerMessages(messages);

/**
 * Renders UI inside the app's real providers (Chakra, color mode, language, SWR, a router) for
 * component and route tests. SWR gets a fresh cache per render and no retries; its loads go
 * through the real API client to the test network, where the test answers them (answerApi in
 * test/api-server.ts).
 */
export interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the MemoryRouter starts at (default `/`). */
  readonly route?: string;
  /** false when the UI brings its own router (a `createMemoryRouter` + `RouterProvider`). */
  readonly withRouter?: boolean;
}

function ensureMatchMedia() {
  if (typeof window === 'undefined' || typeof window.matchMedia === 'function') return;
  window.matchMedia = mediaQueriesAnswering(() => false);
}

export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}): RenderResult {
  ensureMatchMedia();
  const { route = '/', withRouter = true, ...renderOptions } = options;
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <CacheProvider value={fileStyleCache()}>
        <ChakraProvider value={system}>
          <ColorModeProvider>
            <LanguageProvider>
              <SWRConfig
                value={{
                  provider: () => new Map(),
                  dedupingInterval: 0,
                  shouldRetryOnError: false,
                }}
              >
                {withRouter ? <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter> : children}
              </SWRConfig>
            </LanguageProvider>
          </ColorModeProvider>
        </ChakraProvider>
      </CacheProvider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...renderOptions });
}
