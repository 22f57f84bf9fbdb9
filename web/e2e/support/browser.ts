import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { localApi } from '../../../functions/testing/local-api';
import type { Language } from '../../../shared/i18n/languages';
import { type SessionAnswer, sessionTokensOf, storedSessionEntries } from '../../src/lib/session';
import { allFeatureMessages } from '../../src/test/all-messages';

/**
 * What a journey needs: the running stack, a browser page in a fresh context (its own storage)
 * with the stored language and theme set before the first load, every console error and page
 * error recorded, and the app's own texts so selectors follow the messages, not copies of them.
 */
export const stack = () => inject('browserStack');

export const connectBrowser = (): Promise<Browser> => chromium.connect(stack().wsEndpoint);

export interface JourneyPage {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Console errors and uncaught page errors seen so far. */
  readonly errors: string[];
}

export async function openPage(
  browser: Browser,
  options: {
    width: number;
    height: number;
    language?: Language;
    theme?: 'light' | 'dark';
    /** The gateway the pages load from: the shared stack's unless a journey runs a stack of its own. */
    web?: string;
  },
): Promise<JourneyPage> {
  const context = await browser.newContext({
    viewport: { width: options.width, height: options.height },
    baseURL: options.web ?? stack().web,
  });
  await context.addInitScript(
    ([language, theme]) => {
      // Only before the app's first load: later loads keep what the journey switched to.
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('language', language);
      localStorage.setItem('theme', theme);
    },
    [options.language ?? 'en-US', options.theme ?? 'light'] as const,
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return { context, page, errors };
}

/**
 * Journeys take their screenshots for a person to look at only when asked (E2E_SCREENSHOTS=1):
 * they assert nothing, and a full-page picture costs Chromium a second of CPU, which `npm test`
 * spends on the tests beside them. `npm run web:shots` takes every page's pictures.
 */
export const screenshotsWanted = process.env.E2E_SCREENSHOTS === '1';

/** The app's text for an id in a language (`t('shell.user.logout')`). */
export function t(id: string, language: Language = 'en-US'): string {
  for (const messages of allFeatureMessages) {
    const text = messages[language][id];
    if (typeof text === 'string') return text;
  }
  throw new Error(`No message ${id} in ${language}`);
}

/**
 * Logs in through the login form and waits for the console. The address bar may change before
 * React swaps the page (a register form with fields of the same names can still be on screen),
 * so it waits for the login form itself before typing.
 */
export async function logInThroughForm(page: Page, email: string, password = 'Passw0rd!') {
  // A journey that was just sent to the login page (after registering) stays on it.
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  const submit = page.getByRole('button', { name: t('auth.login.submit'), exact: true });
  await submit.waitFor();
  await page.getByLabel(t('auth.field.email'), { exact: true }).fill(email);
  await page.getByLabel(t('auth.field.password'), { exact: true }).fill(password);
  await submit.click();
  await page.waitForURL('**/console');
}

/**
 * A session the context's pages start signed in with: the tokens a sign-in stores, put in storage
 * before each page's first script. For journeys whose subject is not the sign-in (the sign-in
 * journeys go through the form).
 */
export async function signInWithTokens(context: BrowserContext, session: SessionAnswer) {
  await context.addInitScript(
    (entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    storedSessionEntries(sessionTokensOf(session)),
  );
}

/**
 * A new confirmed user of the local stack (`prefix` names it; `on` another stack than the shared
 * one), logged in through the form.
 */
export async function signInNewUser(
  page: Page,
  prefix: string,
  on: { readonly web: string; readonly mailInbox: string } = stack(),
) {
  const user = await localApi(on.web, on.mailInbox).newUser(prefix);
  await logInThroughForm(page, user.email);
  return user;
}

/** A fresh address per journey, so runs never collide. */
let counter = 0;
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter++}@example.com`;

/** The newest 6-digit code mailed to `to` (SES delivery is asynchronous, so it polls briefly). */
export async function mailedCode(to: string, timeoutMs = 10_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const store = (await (await fetch(`${stack().mailInbox}/store`)).json()) as {
      emails: { destination: { to: string[] }; body: { text?: string } }[];
    };
    const mail = store.emails.filter((m) => m.destination.to.includes(to)).at(-1);
    const code = mail?.body.text?.match(/\b\d{6}\b/)?.[0];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No verification code was mailed to ${to} within ${timeoutMs} ms`);
}

/**
 * The browser of one test file and a fresh page per journey: connects before the file's tests,
 * closes each journey's context after its test and the connection after the file. Call once at
 * the top of a file; `open` starts a journey.
 */
export function setUpJourneys(): (options: Parameters<typeof openPage>[1]) => Promise<JourneyPage> {
  let browser: Browser | undefined;
  let current: JourneyPage | undefined;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await current?.context.close();
    current = undefined;
  });
  return async (options) => {
    if (!browser) throw new Error('setUpJourneys: the browser is not connected yet');
    current = await openPage(browser, options);
    return current;
  };
}
