import { EMBEDDED_CONFIG_ELEMENT_ID } from '@bet/contract';
import { expect, test } from './csp-guard';
import { resetFaults, setFaults } from './sandbox';

test.afterEach(async ({ request }) => {
  await resetFaults(request);
});

test.describe('the built app', () => {
  // The bundler once dropped @bet/ui's bare `import './tokens.css'` (its package declares side
  // effects by pattern): the pages had no colour, type or spacing, and no test looked.
  test('styles the page with the design tokens', async ({ page }) => {
    await page.goto('/ru/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const token = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--bet-space-3').trim(),
    );
    // As the minifier writes it (.75rem).
    expect(Number.parseFloat(token)).toBe(0.75);
    const header = page.getByRole('banner');
    await expect(header).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  });
});

test.describe('language in the address (spec 01 §2, spec 02 §4)', () => {
  test('a fresh browser opening / lands on /ru/', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/ru\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Добро пожаловать в Orbit Bet' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  });

  test('a browser in English lands on /en/', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Orbit Bet' })).toBeVisible();
    await context.close();
  });

  test('a browser language the site does not offer gets the default, ru', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/ru\/$/);
    await context.close();
  });

  test('/en/ shows English with the company name and minimum age from the config', async ({ page }) => {
    await page.goto('/en/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Orbit Bet' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Orbit Bet is for persons aged 18 and over only.')).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('img', { name: 'Only for persons aged 18 and over' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a path without a language segment is redirected to the current language', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/en/');
    await page.goto('/sport/football?x=1');
    await expect(page).toHaveURL(/\/en\/sport\/football\?x=1$/);
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    expect(warnings.some((text) => text.includes('/sport/football'))).toBe(true);
  });

  test('a language hidden for visitors is replaced by the resolved one', async ({ page }) => {
    await page.goto('/kz/');
    await expect(page).toHaveURL(/\/ru\/$/);
  });

  test('the language menu switches the page and the config to English', async ({ page }) => {
    await page.goto('/ru/');
    // The language menu is one control (issue 19 "Navigation"): open it, then follow the language.
    const menu = page.getByRole('navigation', { name: 'Язык' });
    await menu.getByRole('button', { name: 'Язык: Русский RU' }).click();
    await menu.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Orbit Bet' })).toBeVisible();
    const languages = page.getByRole('navigation', { name: 'Language' });
    await languages.getByRole('button', { name: 'Language: English EN' }).click();
    await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  });
});

test.describe('site config (spec 02 §4 Config start-up)', () => {
  test('the page carries the config, so start-up makes no config call', async ({ page }) => {
    const configCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/bff-api/config/all.json')) configCalls.push(request.url());
    });
    const response = await page.goto('/ru/');
    // A JSON data block, not script: the page's CSP runs no inline script (apps/api README "CSP").
    expect(await response?.text()).toContain(`type="application/json" id="${EMBEDDED_CONFIG_ELEMENT_ID}">{`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(configCalls).toEqual([]);
  });

  test('without an embedded copy the config is fetched', async ({ page, request }) => {
    await setFaults(request, { embedConfig: false });
    const configCall = page.waitForRequest((r) => r.url().includes('/bff-api/config/all.json'));
    await page.goto('/en/');
    await configCall;
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Orbit Bet' })).toBeVisible();
  });

  test("with the config endpoint failing and no embedded copy the page shows 'no site config'", async ({
    page,
    request,
  }) => {
    await setFaults(request, { embedConfig: false, configUnavailable: true });
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/bff-api/config/all.json')) calls += 1;
    });
    await page.goto('/ru/');
    // One try and five retries 1000 ms apart (spec 02 §9) before the app gives up.
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('no site config', { timeout: 15_000 });
    expect(calls).toBe(6);
    await expect(alert.getByRole('button', { name: 'Обновить страницу' })).toBeVisible();
  });
});

test.describe('keyboard', () => {
  test('the first Tab reaches the skip link, which moves focus to the content', async ({ page }) => {
    await page.goto('/ru/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Перейти к содержимому' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});
