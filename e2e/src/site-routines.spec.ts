import { expect, test } from './csp-guard';
import { header, signInDemo } from './players';
import { publishNewTerms, resetFaults, setFaults } from './sandbox';

test.afterEach(async ({ request }) => {
  await resetFaults(request);
});

test.describe('site routines', () => {
  test('terms published while signed in: the 60 s poll sends the player to confirm them (spec 01 §4 Terms)', async ({
    page,
    request,
  }) => {
    await page.clock.install();
    await signInDemo(page);
    await publishNewTerms(request);
    // Spec 02 §9 "Terms poll 60 s": nothing else has to happen for the player to be sent there.
    await page.clock.fastForward(61_000);
    await expect(page).toHaveURL(/\/en\/confirm$/);
    // Leave the shared demo player as it was: the terms confirmed.
    await page.getByRole('button', { name: 'I accept the new terms' }).click();
    await expect(page).toHaveURL(/\/en\/$/);
  });

  test('a newer version on the server: a notice offers to reload (spec 02 §4 Application version)', async ({
    page,
    request,
  }) => {
    await page.clock.install();
    await page.goto('/en/');
    await expect(header(page)).toBeVisible();
    await setFaults(request, { appVersionOverride: 'index-next-release.js' });
    const notice = page.getByRole('status').filter({ hasText: 'A new version of the site is available.' });
    await page.clock.fastForward(30_000);
    await expect(notice).toHaveCount(0);
    await page.clock.fastForward(31_000);
    // A visitor may meanwhile get a timed dialog (the registration reminder): the notice waits
    // under it, and is there once the dialog is closed.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Reload' }).click();
    await page.waitForLoadState('load');
    await expect(header(page)).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test('the home page carries its SEO title, canonical and alternate links (spec 01 §3 SEO page data)', async ({
    page,
  }) => {
    await page.goto('/en/');
    await expect(page).toHaveTitle(/^Sports betting and online casino \| .+/);
    // Mode mirror: the same path on the mirror's host.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'http://www.bet.example/en/');
    const origin = new URL(page.url()).origin;
    await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute('href', `${origin}/ru/`);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${origin}/en/`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');

    await page.goto('/en/user/login');
    await expect(page).toHaveTitle(/^Sign in \| .+/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/en/user/login`);
  });
});
