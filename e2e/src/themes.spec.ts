import type { Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import { tabTo } from './keyboard';
import { resetFaults } from './sandbox';

/**
 * Issue 19 themes: the dark theme of the design tokens, switched from the header with the
 * keyboard, kept under the spec's appTheme setting (spec 01 §3) and set before the page shows,
 * and the system's colour scheme followed while the player has not chosen.
 */
const LIGHT = { page: 'rgb(243, 245, 248)', chrome: 'rgb(15, 27, 43)' };
const DARK = { page: 'rgb(15, 20, 27)', chrome: 'rgb(8, 13, 20)' };

test.afterEach(async ({ request }) => {
  await resetFaults(request);
});

const themeSwitch = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Dark theme' });

async function colours(page: Page) {
  return {
    page: await page.evaluate(() => getComputedStyle(document.body).backgroundColor),
    chrome: await page.getByRole('banner').evaluate((header) => getComputedStyle(header).backgroundColor),
  };
}

test.describe('issue 19 themes', () => {
  test('a visitor switches to dark with the keyboard; the choice survives a reload with no light frame first', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/en/');
    const toggle = themeSwitch(page);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await colours(page)).toEqual(LIGHT);

    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await colours(page)).toEqual(DARK);
    expect(await page.evaluate(() => localStorage.getItem('appTheme'))).toBe('1');

    // Every value data-theme takes from the start of the next load, and its value at DOMContentLoaded.
    // The script runs before <html> is parsed: it watches the document, not the element.
    await page.addInitScript(() => {
      const seen: (string | null)[] = [];
      Reflect.set(window, '__themesSeen', seen);
      document.addEventListener('DOMContentLoaded', () =>
        Reflect.set(window, '__themeAtDomContentLoaded', document.documentElement.getAttribute('data-theme')),
      );
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.target === document.documentElement)
            seen.push(document.documentElement.getAttribute('data-theme'));
        }
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-theme'] });
    });
    await page.reload();
    await expect(themeSwitch(page)).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => Reflect.get(window, '__themeAtDomContentLoaded'))).toBe('dark');
    const seen = (await page.evaluate(() => Reflect.get(window, '__themesSeen'))) as string[];
    expect(seen[0]).toBe('dark');
    expect(seen).not.toContain('light');
    expect(await colours(page)).toEqual(DARK);
  });

  test('with nothing chosen the theme follows the system: dark, then light when the system changes', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/en/');
    await expect(themeSwitch(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await colours(page)).toEqual(DARK);

    // The sandbox's brand book (site config partnerCssBrandBook) sits on top of the theme.
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--bet-color-focus'))).toBe(
      '#ffb400',
    );

    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(themeSwitch(page)).toHaveAttribute('aria-pressed', 'false');
  });

  test("a player's choice wins over the system and is named in Russian too", async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/ru/');
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Тёмная тема' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('appTheme'))).toBe('0');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await colours(page)).toEqual(LIGHT);
  });

  test("the footer's reading settings: a larger text size and the version for the visually impaired, kept on reload", async ({
    page,
  }) => {
    await page.goto('/en/');
    const html = page.locator('html');
    const settings = page.getByRole('contentinfo').getByRole('group', { name: 'Reading settings' });
    const bodySize = () => page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
    const before = await bodySize();

    await settings.getByRole('combobox', { name: 'Text size' }).selectOption({ label: 'Large' });
    await expect(html).toHaveAttribute('data-font-size', 'large');
    expect(await bodySize()).toBeGreaterThan(before);

    const mode = settings.getByRole('button', { name: 'Version for the visually impaired' });
    await mode.press('Space');
    await expect(mode).toHaveAttribute('aria-pressed', 'true');
    await expect(html).toHaveAttribute('data-visually-impaired', /.*/);

    await page.reload();
    await expect(html).toHaveAttribute('data-font-size', 'large');
    await expect(html).toHaveAttribute('data-visually-impaired', /.*/);
    await expect(settings.getByRole('combobox', { name: 'Text size' })).toHaveValue('large');
  });
});
