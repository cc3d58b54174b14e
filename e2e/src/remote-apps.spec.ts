import { expect, test } from './csp-guard';
import type { Page } from '@playwright/test';
import { resetFaults, setFaults } from './sandbox';

/** Sub-app requests the page sent, by url path (spec 02 §7 Remote sub-applications). */
function recordSubAppRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/bff-api/mf/')) seen.push(url.pathname);
  });
  return seen;
}

test.afterEach(async ({ request }) => {
  await resetFaults(request);
});

test.describe('remote sub-applications (spec 01 §2 Information, spec 02 §7)', () => {
  test('an information page and the footer render from the sandbox, and footer links navigate', async ({ page }) => {
    const requests = recordSubAppRequests(page);
    await page.goto('/en/contacts');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    // The sub-app's title, with the company's, as the sandbox's SEO data has none for it.
    await expect(page).toHaveTitle('Contacts | Orbit Bet');
    await expect(main.getByText('support@orbit-bet.example', { exact: false })).toBeVisible();

    const footer = page.getByRole('region', { name: 'Site information' });
    await footer.getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(main.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    // The footer is asked once for the language, not again on navigation.
    expect(requests.filter((path) => path.startsWith('/bff-api/mf/footer/'))).toEqual(['/bff-api/mf/footer/en']);
  });

  test('rules with a group and chapter, promotions and news render in Russian', async ({ page }) => {
    await page.goto('/ru/rules/2/1');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Правила по футболу' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Основное время' })).toBeVisible();
    await page.goto('/ru/promotions');
    await main.getByRole('link', { name: 'Еженедельный кешбэк в казино' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Еженедельный кешбэк в казино' })).toBeVisible();
    await page.goto('/ru/news/faster-withdrawals');
    await expect(main.getByRole('heading', { level: 1, name: 'Выплаты на карты за 15 минут' })).toBeVisible();
  });

  test('an unmatched path shows the remote technical error page (spec 01 §2)', async ({ page }) => {
    const requests = recordSubAppRequests(page);
    await page.goto('/en/no/such/page');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    expect(requests).toContain('/bff-api/mf/technical/en/no/such/page');
  });

  test('a failing sub-app retries 3 times, then shows the refresh button, which loads it (spec 02 §4, §8)', async ({
    page,
    request,
  }) => {
    await setFaults(request, { remoteAppsDown: ['information'] });
    const requests = recordSubAppRequests(page);
    await page.goto('/en/about');
    const alert = page.getByRole('main').getByRole('alert');
    // Retries after 1000, 2000 and 4000 ms: the last failure lands about 7 s after the first.
    await expect(alert.getByText('This part of the page could not be loaded.')).toBeVisible();
    await expect(alert.getByText('Refresh it to try again.')).toBeVisible();
    await expect
      .poll(() => requests.filter((path) => path === '/bff-api/mf/information/en/about').length, { timeout: 12_000 })
      .toBe(4);

    await setFaults(request, { remoteAppsDown: [] });
    await alert.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  });

  test('a sub-app that fails twice recovers by itself on a retry', async ({ page, request }) => {
    await setFaults(request, { remoteAppFailures: 2 });
    await page.goto('/en/howbet');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'How to bet' })).toBeVisible({
      timeout: 10_000,
    });
  });
});
