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

    await page.getByRole('navigation', { name: 'Язык' }).getByRole('link', { name: 'Deutsch' }).click();

    await expect(page).toHaveURL(/\/de\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Willkommen bei Orbit Bet' })).toBeVisible();
    const languages = page.getByRole('navigation', { name: 'Sprache' });
    await expect(languages.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Kundendienst: support@orbitbet.example');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(scripts.filter((url) => GERMAN_CHUNK.test(url))).toHaveLength(1);
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
