import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { SHOWCASE_ADDRESSES } from '../../functions/adapters/chain/simulated/showcase-addresses';
import { createLogger } from '../../functions/platform/logger';
import { localApi } from '../../functions/testing/local-api';
import { REPORT_SETTLED_ATTRIBUTE } from '../../web/src/features/report/report-marks';
import { sessionTokensOf, storedSessionEntries } from '../../web/src/lib/session';
import { launchBenchBrowser } from '../bench/bench-browser';
import { completedQuery } from '../bench/bench-user';
import { startLocalStack } from '../local/stack';
import { freePorts } from '../local/support/ports';
import { axeViolations } from './axe-check';
import { consolePages, guestPages } from './console-pages';

/**
 * `npm run web:shots [outDir] [languages] [--axe]`: screenshots of every page, public and signed
 * in, a report included, at 1440 px and 390 px, light and dark, in each language asked for
 * (comma-separated, zh-CN by default), from the built SPA (npm run web:build) on a local stack of
 * its own: for looking at the pages, as a person would. With `--axe`, axe-core checks each page
 * as drawn and the serious and critical violations are printed; the run fails when there are any.
 */
const args = process.argv.slice(2);
const withAxe = args.includes('--axe');
const [outDir = 'screenshots', languageList = 'zh-CN'] = args.filter((arg) => !arg.startsWith('--'));
const languages = languageList.split(',');

// A docs section and an unknown path besides the pages every check visits.
const publicPages = [...guestPages, '/docs?section=create-query', '/no-such-page'];
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
const browser = await launchBenchBrowser();
const found: string[] = [];
try {
  const api = localApi(stack.urls.gateway, stack.urls.mailInbox);
  const user = await api.newUser('shots');
  // A report to shoot: the sanctioned showcase, within a free plan's daily credit.
  const showcase = SHOWCASE_ADDRESSES.find((s) => s.key === 'sanctioned-exposure')!;
  const hash = await completedQuery(
    { api, user },
    { chain: showcase.chain, address: showcase.address, limit: 500 },
  );
  const signedIn = [...consolePages, `/detail?hash=${hash}`];
  for (const language of languages) {
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
          process.stderr.write(`${language} ${theme} ${viewport.name} ${path}\n`);
          await page.goto(path, { waitUntil: 'networkidle' });
          // Idle network is not a drawn page on a busy machine: a lazy section may still show its
          // skeleton. Every page has its h1 once drawn; a page without one is shot as it stands.
          await page.waitForSelector('h1', { timeout: 10_000 }).catch(() => undefined);
          // The report draws its parts below the first screen in turns after it, and its sections
          // off screen once it has settled: shoot it whole.
          if (path.startsWith('/detail'))
            await page
              .waitForSelector(`[${REPORT_SETTLED_ATTRIBUTE}]`, { state: 'attached', timeout: 15_000 })
              .catch(() => undefined);
          const base =
            path
              .replace(/\?hash=.*/, '')
              .replace(/[/?=&]+/g, '_')
              .replace(/^_$/, 'home') || 'home';
          const name = `${base}-${language}-${viewport.name}-${theme}.png`;
          await page.screenshot({ path: join(outDir, name), fullPage: true });
          // Contrast and names do not depend on the width: one width is enough.
          if (!withAxe || viewport.name !== '1440') return;
          for (const violation of await axeViolations(page)) {
            const line = `${path} ${language} ${theme}: ${violation}`;
            found.push(line);
            console.log(line);
          }
        };
        for (const path of publicPages) await shoot(path);
        await page.evaluate(
          (entries) => {
            for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
          },
          storedSessionEntries(sessionTokensOf(user)),
        );
        for (const path of signedIn) await shoot(path);
        await context.close();
      }
    }
  }
  console.log(`screenshots in ${outDir}`);
  if (withAxe)
    console.log(
      found.length ? `axe-core: ${found.length} violations` : 'axe-core: no serious or critical violation',
    );
} finally {
  await browser.close();
  await stack.stop();
}
if (found.length) process.exitCode = 1;
