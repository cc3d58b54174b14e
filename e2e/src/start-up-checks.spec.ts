import { expect, test } from './csp-guard';
import type { Page } from '@playwright/test';
import { BLOCK_REASONS, type BlockReason } from '@bet/contract';
import { resetFaults, setFaults } from './sandbox';

/** The checks run after config and language; a loaded machine may take a while to get there. */
const STARTED = { timeout: 15_000 };

test.afterEach(async ({ request }) => {
  await resetFaults(request);
});

/** Resolves once the page has read the named start-up check's answer and had a frame to act on it. */
async function afterCheck(page: Page, path: string, load: () => Promise<unknown>) {
  const answered = page.waitForResponse((response) => response.url().endsWith(path));
  await load();
  await answered;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

test.describe('maintenance (spec 01 §4, spec 02 §4)', () => {
  test('while active the visitor is on the maintenance page, and home once it ends', async ({ page, request }) => {
    await page.clock.install();
    await setFaults(request, { maintenanceActive: true });
    await page.goto('/ru/');
    await expect(page).toHaveURL(/\/ru\/maintenance$/, STARTED);
    await expect(page.getByRole('heading', { level: 1, name: 'Технические работы' })).toBeVisible();

    await setFaults(request, { maintenanceActive: false });
    // The maintenance state is polled every 60 s.
    await page.clock.fastForward(60_000);
    await expect(page).toHaveURL(/\/ru\/$/, STARTED);
    await expect(page.getByRole('heading', { level: 1, name: 'Добро пожаловать в Orbit Bet' })).toBeVisible();
  });

  test('a window that has started is maintenance; the text is English for en (spec 02 §8 Texts)', async ({
    page,
    request,
  }) => {
    const now = Math.floor(Date.now() / 1000);
    await setFaults(request, { maintenanceStartAt: now - 60, maintenanceFinishAt: now + 3600 });
    await page.goto('/en/');
    await expect(page).toHaveURL(/\/en\/maintenance$/, STARTED);
    await expect(page.getByRole('heading', { level: 1, name: 'Technical works' })).toBeVisible();
  });

  test('the notice shows between notify start and end', async ({ page, request }) => {
    const now = Math.floor(Date.now() / 1000);
    await setFaults(request, {
      maintenanceStartAt: now + 7200,
      maintenanceFinishAt: now + 10800,
      maintenanceNotifyStartAt: now - 60,
      maintenanceNotifyEndAt: now + 7200,
    });
    await page.goto('/ru/');
    await expect(page.getByRole('status').filter({ hasText: 'Плановые технические работы' })).toBeVisible();
    await expect(page).toHaveURL(/\/ru\/$/, STARTED);
  });

  test('a failing block check, after its retries, sets maintenance (spec 02 §8)', async ({ page, request }) => {
    await setFaults(request, { blockCheckFails: true });
    await page.goto('/ru/');
    await expect(page).toHaveURL(/\/ru\/maintenance$/, STARTED);
    await expect(page.getByRole('heading', { level: 1, name: 'Технические работы' })).toBeVisible();
  });
});

const PAGE_OF_REASON: Record<BlockReason, { path: string; heading: string }> = {
  4: { path: 'site-updates', heading: 'Сайт обновляется' },
  16: { path: 'suspension', heading: 'Работа сервиса приостановлена' },
  3: { path: 'block', heading: 'Сайт недоступен' },
  1: { path: 'block', heading: 'Сайт недоступен' },
  5: { path: 'block', heading: 'Сайт недоступен' },
  2: { path: 'block', heading: 'Сайт недоступен' },
  14: { path: 'block', heading: 'Сайт недоступен' },
  13: { path: 'block-ua', heading: 'Сайт недоступен в вашей стране' },
  17: { path: 'block-ie', heading: 'Ваш браузер не поддерживается' },
  8: { path: 'coming-soon', heading: 'Скоро открытие' },
};

test.describe('blocking reasons to pages (spec 01 §4)', () => {
  for (const reason of BLOCK_REASONS) {
    const { path, heading } = PAGE_OF_REASON[reason];
    test(`reason ${reason} goes to ${path}`, async ({ page, request }) => {
      await setFaults(request, { blockReason: reason });
      await page.goto('/ru/');
      await expect(page).toHaveURL(new RegExp(`/ru/${path}$`), STARTED);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    });
  }
});

test.describe('redirect check (spec 02 §4)', () => {
  test('outside production a redirect is not followed without the query flag', async ({ page, request }) => {
    await setFaults(request, { redirectTo: '/en/' });
    await afterCheck(page, '/redirect-light', () => page.goto('/ru/'));
    await expect(page).toHaveURL(/\/ru\/$/, STARTED);
  });

  test('with followRedirect=1 the redirect is followed', async ({ page, request }) => {
    await setFaults(request, { redirectTo: '/en/?followRedirect=1' });
    await page.goto('/ru/?followRedirect=1');
    await expect(page).toHaveURL(/\/en\/\?followRedirect=1$/, STARTED);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Orbit Bet' })).toBeVisible();
  });

  test('a cyclic redirect is detected and suppressed with a log', async ({ page, request }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await setFaults(request, { redirectTo: '/en/?followRedirect=1', redirectCyclic: true });
    await page.goto('/ru/?followRedirect=1');
    await expect(page).toHaveURL(/\/en\/\?followRedirect=1$/, STARTED);
    // The target's own check sends back to /ru/: suppressed, the visitor stays.
    await expect.poll(() => warnings.some((text) => text.includes('A cyclic redirect was suppressed'))).toBe(true);
    await expect(page).toHaveURL(/\/en\/\?followRedirect=1$/, STARTED);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Orbit Bet' })).toBeVisible();
  });
});
