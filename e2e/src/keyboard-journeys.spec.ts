import type { Page } from '@playwright/test';
import { BETTOR, coupon, gameLinkName } from './bettor';
import { expect, test } from './csp-guard';
import { describeFocus, expectFocusVisible, isFocused, tabTo, tabToRole } from './keyboard';
import { header } from './players';
import { resetFaults } from './sandbox';

/**
 * Issue 19: keyboard-only journeys against the real sandbox. After a page loads, the player moves
 * with Tab, Shift+Tab, Enter, Space and typing only (no pointer, no programmatic focus); each
 * stop shows its focus ring and focus lands where the player expects it.
 */

// A busy machine can take a while to load a page's first data: generous waits for it.
test.describe.configure({ timeout: 90_000 });
const LOADED = { timeout: 15_000 };

test.afterEach(async ({ request }) => {
  await resetFaults(request);
});

/** Signs the bettor in through the header's dialog, from the keyboard; focus ends inside the page. */
async function signInByKeyboard(page: Page): Promise<void> {
  await page.goto('/en/');
  const signIn = header(page).getByRole('button', { name: 'Sign in', exact: true });
  await expect(signIn).toBeVisible(LOADED);
  await tabTo(page, signIn);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');

  // The dialog opens with focus in its first field (spec 02: dialogs take focus and trap it).
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  const login = dialog.getByLabel('E-mail or player ID');
  await expect(login).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.type(BETTOR.login);
  await tabTo(page, dialog.getByLabel('Password', { exact: true }), { max: 5 });
  await expectFocusVisible(page);
  await page.keyboard.type(BETTOR.password);
  await tabToRole(page, 'button', 'Sign in', { scope: dialog, max: 8 });
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden(LOADED);
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
  // The sign-in button is gone: focus moves to the player's corner of the header, where it was.
  await expect(header(page).getByRole('region', { name: 'Account', exact: true })).toBeFocused();
  await expectFocusVisible(page);
}

test.describe('keyboard-only journeys (issue 19 "Accessibility")', () => {
  test('sign in through the header dialog, with the focus trapped in the dialog', async ({ page }) => {
    await page.goto('/en/');
    await expect(header(page).getByRole('button', { name: 'Sign in', exact: true })).toBeVisible(LOADED);
    await tabTo(page, header(page).getByRole('button', { name: 'Sign in', exact: true }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog.getByLabel('E-mail or player ID')).toBeFocused();
    // Shift+Tab from the first field wraps to the dialog's last control, never out to the page.
    await page.keyboard.press('Shift+Tab');
    expect(
      await dialog.evaluate((node) => node !== document.activeElement && node.contains(document.activeElement)),
      `focus stays in the dialog, found on ${await describeFocus(page)}`,
    ).toBe(true);
    // Escape closes it and gives focus back to the header's button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(header(page).getByRole('button', { name: 'Sign in', exact: true })).toBeFocused();

    await signInByKeyboard(page);
  });

  test('add a bet from an odds button, place it, and find it in the bet history', async ({ page }) => {
    await signInByKeyboard(page);

    // A line game (its prices stand still): from the list, the skip link, then the game's link.
    await page.goto('/en/home/line/sports/1-football');
    const firstGame = page.getByRole('main').getByRole('link', { name: / – / }).first();
    await expect(firstGame).toBeVisible(LOADED);
    const gameName = await gameLinkName(firstGame);
    await tabToRole(page, 'link', 'Skip to content', { max: 3 });
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await tabTo(page, firstGame, { max: 60 });
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: gameName })).toBeVisible(LOADED);

    // (b) The first odds button of the markets: Space puts the outcome in the coupon.
    const markets = page.getByRole('group', { name: 'Markets' });
    const odds = markets.getByRole('button', { pressed: false }).first();
    await expect(odds).toBeVisible(LOADED);
    const oddsName = (await odds.getAttribute('aria-label')) ?? '';
    const chosen = markets.getByRole('button', { name: oddsName, exact: true });
    await tabTo(page, chosen, { max: 80 });
    await expectFocusVisible(page);
    await page.keyboard.press('Space');
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');
    // Focus stays on the pressed button, so the player can press it again to take it back.
    expect(await isFocused(chosen)).toBe(true);
    const bets = coupon(page).getByRole('list', { name: 'Bets in the coupon' }).getByRole('listitem');
    await expect(bets).toHaveCount(1);

    // (c) On to the coupon's stake, typed, and the place button.
    const stake = coupon(page).getByRole('textbox', { name: 'Stake' });
    await tabTo(page, stake, { max: 300 });
    await expectFocusVisible(page);
    await page.keyboard.type('10');
    await expect(stake).toHaveValue('10');
    await tabToRole(page, 'button', 'Place the bet', { scope: coupon(page), max: 10 });
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    // Focus moves to the outcome (coupon-success.tsx), which names the coupon.
    const accepted = coupon(page).getByRole('heading', { name: 'Bet accepted' });
    await expect(accepted).toBeFocused(LOADED);
    const number = coupon(page).getByText(/^Coupon № \d+$/);
    const couponId = ((await number.textContent()) ?? '').replace(/\D/g, '');
    expect(couponId).not.toBe('');

    // (d) The success panel's link to the bet history, and the coupon there.
    await tabToRole(page, 'link', 'Bet history', { scope: coupon(page), max: 5 });
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/history$/);
    await expect(page.getByRole('article', { name: `Coupon № ${couponId}` })).toBeVisible(LOADED);
  });

  test('switch the theme from the header, signed in, and keep it on the next page', async ({ page }) => {
    await signInByKeyboard(page);
    const html = page.locator('html');
    const toggle = header(page).getByRole('button', { name: 'Dark theme' });
    const dark = (await toggle.getAttribute('aria-pressed')) === 'true';
    await tabTo(page, toggle, { max: 20 });
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', String(!dark));
    await expect(html).toHaveAttribute('data-theme', dark ? 'light' : 'dark');
    // Focus stays on the switch, so Space takes it back.
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    await expect(html).toHaveAttribute('data-theme', dark ? 'dark' : 'light');
    await page.keyboard.press('Space');
    // The choice is the player's: the next page opens in it.
    await page.goto('/en/history');
    await expect(html).toHaveAttribute('data-theme', dark ? 'light' : 'dark');
  });
});
