import { localApi } from '../../functions/testing/local-api';
import { axeViolations } from '../../scripts/web/axe-check';
import { consolePages, guestPages } from '../../scripts/web/console-pages';
import { contentSecurityPolicy } from '../../shared/api/header-policy';
import { prerenderedPages } from '../../shared/site/prerendered-pages';
import { PRODUCT_TITLE } from '../../web/src/lib/use-document-title';
import { setUpJourneys, signInWithTokens, stack } from './support/browser';

/**
 * In a real browser, every page of the console renders under the strict CSP the
 * gateway sends (the one CloudFront sends), signed out and signed in, in light and dark, with no
 * CSP violation (a `securitypolicyviolation` event or a refusal in the console fails the test),
 * no serious or critical accessibility violation (axe-core: contrast, names, structure) and a tab
 * title of its own.
 */
const openJourney = setUpJourneys();

async function visit(pages: readonly string[], theme: 'light' | 'dark', signIn: boolean) {
  const { page, context, errors } = await openJourney({ width: 1280, height: 900, theme });
  const violations: string[] = [];
  const inaccessible: string[] = [];
  const titles: string[] = [];
  await context.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  if (signIn) await signInWithTokens(context, await localApi(stack().web, stack().mailInbox).newUser('csp'));
  for (const path of pages) {
    const answer = await page.goto(path);
    expect(answer?.headers()['content-security-policy']).toBe(contentSecurityPolicy);
    // A public page arrives drawn, its heading in the HTML itself.
    if (Object.hasOwn(prerenderedPages, path))
      expect(await answer?.text()).toMatch(/<div class="prerendered">[\s\S]*<h1/);
    await page.waitForLoadState('networkidle');
    // Rendered: visible text in the root (innerText leaves out scripts and hidden elements).
    await page.waitForFunction(() => (document.getElementById('root')?.innerText.trim().length ?? 0) > 20);
    for (const found of await axeViolations(page)) inaccessible.push(`${path} (${theme}): ${found}`);
    if (path !== '/') titles.push(await page.title());
  }
  expect(inaccessible).toEqual([]);
  // Every page but home names itself before the product ("Pricing · Wallet Risk").
  for (const title of titles) expect(title).toMatch(new RegExp(`^.+ · ${PRODUCT_TITLE}$`));
  expect(violations).toEqual([]);
  expect(errors.filter((e) => /content security policy/i.test(e))).toEqual([]);
  expect(errors).toEqual([]);
}

describe('the console under its Content-Security-Policy', () => {
  it('renders every guest page in light mode with no violation', async () => {
    await visit(guestPages, 'light', false);
  });

  it('renders the signed-in console pages in dark mode with no violation', async () => {
    await visit(consolePages, 'dark', true);
  });
});
