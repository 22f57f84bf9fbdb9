import type { Page } from 'playwright-core';
import { logInThroughForm, mailedCode, setUpJourneys, t, uniqueEmail } from './support/browser';

/**
 * A new visitor registers with the code from the mail inbox, logs in, sees the
 * user menu, switches language and theme, and logs out — at 1440 px (header menus) and at
 * 390 px (the mobile side menu). The pages start in en-US; selectors use roles and the app's
 * own messages. Any console error in the page fails the journey.
 */
const password = 'Passw0rd1';
const openJourney = setUpJourneys();

async function registerAndLogIn(page: Page, email: string) {
  await page.goto('/register');
  await page.getByLabel(t('auth.field.email'), { exact: true }).fill(email);
  await page.getByRole('button', { name: t('auth.code.send') }).click();
  await page.getByLabel(t('auth.field.code'), { exact: true }).fill(await mailedCode(email));
  await page.getByLabel(t('auth.field.password'), { exact: true }).fill(password);
  await page.getByLabel(t('auth.field.confirm'), { exact: true }).fill(password);
  // The terms checkbox is a visually hidden input; its label holds links, so use the keyboard.
  const terms = page.getByRole('checkbox');
  await terms.focus();
  await page.keyboard.press('Space');
  expect(await terms.isChecked()).toBe(true);
  await page.getByRole('button', { name: t('auth.register.submit') }).click();

  // spec 01 §2: a registered user is sent to log in.
  await page.waitForURL('**/login');
  await logInThroughForm(page, email, password);
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

describe('a new visitor at 1440 px', () => {
  it('registers, logs in, sees the user menu, switches theme and language, logs out', async () => {
    const { page, errors } = await openJourney({ width: 1440, height: 900 });
    const email = uniqueEmail('e2e-desktop');
    await registerAndLogIn(page, email);

    // The user menu: e-mail and the plan.
    await page.getByRole('button', { name: t('shell.user.menu') }).click();
    const menu = page.getByRole('menu');
    await menu.getByText(email).waitFor();
    await menu.getByText(t('shell.user.plan')).waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: t('shell.theme.label') }).click();
    await page.getByRole('menuitemradio', { name: t('shell.theme.dark') }).click();
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    expect(await stored(page, 'theme')).toBe('dark');

    await page.getByRole('button', { name: new RegExp(`^${t('shell.language.label')}`) }).click();
    await page.getByRole('menuitemradio', { name: '简体中文' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
    expect(await stored(page, 'language')).toBe('zh-CN');
    await page.getByRole('button', { name: t('shell.user.menu', 'zh-CN') }).waitFor();

    // Both choices survive a reload (spec 01 §1: stored).
    await page.reload();
    await page.getByRole('button', { name: t('shell.user.menu', 'zh-CN') }).waitFor();
    expect(await htmlLang(page)).toBe('zh-CN');
    expect(await isDark(page)).toBe(true);

    await page.getByRole('button', { name: t('shell.user.menu', 'zh-CN') }).click();
    await page.getByRole('menuitem', { name: t('shell.user.logout', 'zh-CN'), exact: true }).click();
    await page.getByRole('link', { name: t('shell.header.login', 'zh-CN'), exact: true }).waitFor();
    expect(await stored(page, 'access_token')).toBeNull();

    expect(errors).toEqual([]);
  });
});

describe('a new visitor at 390 px', () => {
  it('does the same through the mobile side menu', async () => {
    const { page, errors } = await openJourney({ width: 390, height: 844 });
    const email = uniqueEmail('e2e-mobile');
    await registerAndLogIn(page, email);

    await page.getByRole('button', { name: t('shell.header.openMenu') }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText(email).waitFor();

    await drawer.getByRole('button', { name: t('shell.theme.dark') }).click();
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    expect(await stored(page, 'theme')).toBe('dark');

    await drawer.getByRole('button', { name: '繁體中文' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'zh-TW');
    expect(await stored(page, 'language')).toBe('zh-TW');
    // The site now serves the public pages drawn ahead of time in that language.
    expect(await (await page.request.get('/price')).text()).toContain('<html lang="zh-TW"');

    await drawer.getByRole('button', { name: t('shell.user.logout', 'zh-TW'), exact: true }).click();
    // Logging out calls the API, clears the session, goes to /login and then closes the menu;
    // waiting for the menu to be gone avoids reading it mid-close.
    await page.waitForURL(/\/login$/);
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(await stored(page, 'access_token')).toBeNull();
    // Signed out: the reopened menu offers login again.
    await page.getByRole('button', { name: t('shell.header.openMenu', 'zh-TW') }).click();
    await page
      .getByRole('dialog')
      .getByRole('link', { name: t('shell.header.login', 'zh-TW'), exact: true })
      .waitFor();
    expect(await isDark(page)).toBe(true);

    expect(errors).toEqual([]);
  });
});
