import { expect, test } from './csp-guard';
import type { Page } from '@playwright/test';
import { DEMO, header, submitSignIn } from './players';
import { cookieAgreements, resetFaults } from './sandbox';

test.afterEach(async ({ request }) => {
  await resetFaults(request);
});

const banner = (page: Page) => page.getByRole('region', { name: 'We use cookies' });
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const dataLayer = (page: Page) => page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);
const agreeCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'cookies_agree_type')?.value;
const storedTime = (page: Page) => page.evaluate(() => window.localStorage.getItem('cookiesAgreeTime'));

test.describe('cookie consent (spec 01 §4 Cookie consent)', () => {
  test('accept all: the banner goes, the cookie says ALL, a notification auto-closes after 10 s, analytics install', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/en/');
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await agreeCookie(page)).toBe('ALL');

    // Spec 02 §9 "Auto-notification close 10 s"; spec 02 §8 title 'main_done'.
    const saved = notifications(page).getByRole('listitem', { name: 'Done' });
    await expect(saved).toContainText('Your cookie choice is saved.');
    await page.clock.runFor(9_000);
    await expect(saved).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(saved).toBeHidden();

    // Spec 02 §9 "Analytics counters install 10000 ms": by now more than 10 s have passed.
    await expect.poll(async () => (await dataLayer(page)).length).toBe(11);
  });

  test('customise with one type: FUNCTIONALITY, kept locally for a visitor and sent after sign-in; no analytics', async ({
    page,
    request,
  }) => {
    await page.clock.install();
    await page.goto('/en/');
    await banner(page).getByRole('button', { name: 'Customise' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog.getByRole('checkbox', { name: 'Necessary' })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: 'Necessary' })).toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Functional' }).check();
    await dialog.getByRole('button', { name: 'Save my choice' }).click();
    await expect(dialog).toBeHidden();
    expect(await agreeCookie(page)).toBe('FUNCTIONALITY');
    const stored = JSON.parse((await storedTime(page)) ?? 'null') as {
      cookiesAgreeTime: number;
      cookiesAgreeType: string;
    };
    expect(stored.cookiesAgreeType).toBe('FUNCTIONALITY');

    // Spec 02 §6: without marketing consent the counters are never loaded.
    await page.clock.runFor(15_000);
    expect(await dataLayer(page)).toEqual([]);

    await submitSignIn(page, DEMO);
    await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();

    // Spec 02 §7 Office: sent after sign-in, then removed locally.
    await expect.poll(() => storedTime(page)).toBeNull();
    const saved = (await cookieAgreements(request)).find((record) => record.playerId === DEMO.id);
    expect(saved).toEqual({
      playerId: DEMO.id,
      cookiesAgreeTime: stored.cookiesAgreeTime,
      cookiesAgreeType: 'FUNCTIONALITY',
    });
  });

  test('marketing consent given late installs the counters at once', async ({ page }) => {
    await page.clock.install();
    await page.goto('/en/');
    await page.clock.runFor(12_000);
    expect(await dataLayer(page)).toEqual([]);
    await banner(page).getByRole('button', { name: 'Customise' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await dialog.getByRole('checkbox', { name: 'Marketing' }).check();
    await dialog.getByRole('button', { name: 'Save my choice' }).click();
    expect(await agreeCookie(page)).toBe('MARKETING');
    await expect.poll(async () => (await dataLayer(page)).length).toBe(11);
  });

  test('a returning visitor with a choice sees no banner', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'cookies_agree_type', value: 'DISABLE', url: baseURL ?? '' }]);
    await page.goto('/en/');
    await expect(header(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });
});

test.describe('referral cookies (spec 02 §9 Referral tagging cookies)', () => {
  test('are written from the tags of the opening address', async ({ page }) => {
    await page.goto('/en/?tag=spring&affid=42&subid=s1');
    await expect(banner(page)).toBeVisible();
    const cookies = Object.fromEntries((await page.context().cookies()).map((cookie) => [cookie.name, cookie]));
    expect(cookies.tag?.value).toBe('spring');
    expect(cookies.ref_partner_id?.value).toBe('42');
    expect(cookies.subid?.value).toBe('s1');
    // 60 days (affid with tag), give or take the test's own run time.
    const lifetime = (cookies.ref_partner_id?.expires ?? 0) - Date.now() / 1000;
    expect(Math.abs(lifetime - 60 * 86_400)).toBeLessThan(120);
  });
});
