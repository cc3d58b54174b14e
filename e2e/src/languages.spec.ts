import { expect, test } from './csp-guard';
import type { Page } from '@playwright/test';

/** The built app's chunk holding the German texts (@bet/i18n loads it when German is chosen). */
const GERMAN_CHUNK = /\/assets\/de-[\w-]+\.js$/;

function scriptsLoaded(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

test.describe('languages (spec 01 §4 Language, spec 02 §9 locale bundles)', () => {
  test('the language menu switches to German, whose texts load only then', async ({ page }) => {
    const scripts = scriptsLoaded(page);
    await page.goto('/ru/');
    await expect(page.getByRole('heading', { level: 1, name: 'Добро пожаловать в Orbit Bet' })).toBeVisible();
    expect(scripts.filter((url) => GERMAN_CHUNK.test(url))).toEqual([]);

    // The language menu is one control (issue 19 "Navigation"): open it, then follow the language.
    const menu = page.getByRole('navigation', { name: 'Язык' });
    await menu.getByRole('button', { name: 'Язык: Русский RU' }).click();
    await menu.getByRole('link', { name: 'Deutsch' }).click();

    await expect(page).toHaveURL(/\/de\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Willkommen bei Orbit Bet' })).toBeVisible();
    const languages = page.getByRole('navigation', { name: 'Sprache' });
    await languages.getByRole('button', { name: 'Sprache: Deutsch DE' }).click();
    await expect(languages.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
    await expect(languages.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('hreflang', 'de');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Kundendienst: support@orbitbet.example');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(scripts.filter((url) => GERMAN_CHUNK.test(url))).toHaveLength(1);
  });

  test('the language menu works from the keyboard: filter, arrows, Enter (issue 19 "Navigation")', async ({ page }) => {
    await page.goto('/ru/');
    const menu = page.getByRole('navigation', { name: 'Язык' });
    const button = menu.getByRole('button', { name: 'Язык: Русский RU' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('searchbox', { name: 'Поиск языка' })).toBeFocused();
    await page.keyboard.type('укр');
    await expect(menu.getByRole('link')).toHaveText(['Українська']);
    await page.keyboard.press('ArrowDown');
    // The site's code ua in the address, the BCP 47 tag uk on the link.
    await expect(menu.getByRole('link', { name: 'Українська' })).toBeFocused();
    await expect(menu.getByRole('link', { name: 'Українська' })).toHaveAttribute('hreflang', 'uk');
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
    await expect(menu.getByRole('searchbox')).toHaveCount(0);

    await page.keyboard.press('Enter');
    await page.keyboard.type('english');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Orbit Bet' })).toBeVisible();
  });

  test('an address in a lazily loaded language opens in it', async ({ page }) => {
    await page.goto('/es/');
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido a Orbit Bet' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Idioma' })).toBeVisible();
  });

  test('the site code ua stays in the address; the page and its alternates speak BCP 47 (uk)', async ({ page }) => {
    await page.goto('/ua/');
    await expect(page).toHaveURL(/\/ua\/$/);
    // From the server's page and after the client's own start-up alike.
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(page.locator('link[rel="alternate"][hreflang="uk"]')).toHaveAttribute('href', /\/ua\/$/);
  });
});
