import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { createLogger } from '../../functions/platform/logger';
import { localApi } from '../../functions/testing/local-api';
import { startLocalStack } from '../local/stack';
import { freePorts } from '../local/support/ports';

/**
 * `npm run web:shots [outDir] [language]`: screenshots of every public page and the signed-in
 * console at 1440 px and 390 px, light and dark, from the built SPA (npm run web:build) on a
 * local stack of its own — for looking at the pages, as a person would.
 */
const outDir = process.argv[2] ?? 'screenshots';
const language = process.argv[3] ?? 'zh-CN';
const pages = [
  '/',
  '/price',
  '/docs',
  '/docs?section=create-query',
  '/login',
  '/register',
  '/forgot-password',
  '/terms',
  '/no-such-page',
];
const signedIn = ['/console', '/console/api-key'];
const viewports = [
  { name: '1440', width: 1440, height: 900 },
  { name: '390', width: 390, height: 844 },
];

mkdirSync(outDir, { recursive: true });
const stack = await startLocalStack({
  ports: await freePorts(),
  log: createLogger('warn'),
  handlerLogLevel: 'warn',
});
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const api = localApi(stack.urls.gateway, stack.urls.mailInbox);
  const user = await api.newUser('shots');
  for (const theme of ['light', 'dark'] as const) {
    for (const viewport of viewports) {
      const context = await browser.newContext({ viewport, baseURL: stack.urls.web });
      await context.addInitScript(
        ([lang, mode]) => {
          localStorage.setItem('language', lang);
          localStorage.setItem('theme', mode);
        },
        [language, theme] as const,
      );
      const page = await context.newPage();
      const shoot = async (path: string) => {
        await page.goto(path, { waitUntil: 'networkidle' });
        const name = `${path.replace(/[/?=&]+/g, '_').replace(/^_$/, 'home') || 'home'}-${viewport.name}-${theme}.png`;
        await page.screenshot({ path: join(outDir, name), fullPage: viewport.name === '1440' });
      };
      for (const path of pages) await shoot(path);
      await page.evaluate(
        (tokens) => {
          localStorage.setItem('access_token', tokens.access_token);
          localStorage.setItem('refresh_token', tokens.refresh_token);
          localStorage.setItem('expires_at', String(tokens.expires_at));
        },
        { access_token: user.access_token, refresh_token: user.refresh_token, expires_at: user.expires_at },
      );
      for (const path of signedIn) await shoot(path);
      await context.close();
    }
  }
  console.log(`screenshots in ${outDir}`);
} finally {
  await browser.close();
  await stack.stop();
}
