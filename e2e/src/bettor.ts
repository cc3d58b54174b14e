import { expect, type Locator, type Page } from '@playwright/test';
import { header, submitSignIn, type Player } from './players';

/**
 * The seeded player the betting specs bet as (apps/api README "Demo players"), so the other
 * players keep their seeded balances for the specs that show them.
 */
export const BETTOR: Player = { login: 'bettor@orbitbet.example', password: 'bettor-pass-1' };

export const coupon = (page: Page) => page.getByRole('region', { name: 'Coupon' });

/** Signs the bettor in from the English home page, through the header's sign-in dialog. */
export async function signInAsBettor(page: Page): Promise<void> {
  await page.goto('/en/');
  await submitSignIn(page, BETTOR);
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** The balance the header shows, minor units (the badge writes it in a <data> element). */
export async function headerBalance(page: Page): Promise<number> {
  const value = header(page).locator('data');
  await expect(value).toBeVisible();
  return Number(await value.getAttribute('value'));
}

/**
 * Presses a button of the coupon from the keyboard (focus, then Enter), as a player can. A
 * Playwright mouse click on a control inside the sticky coupon column first scrolls the window
 * to the end of a long game list (its scroll-into-view with a sticky box), and the column
 * re-fitting to its new place (use-fit-to-viewport.ts) can move the button from under the pointer.
 */
export async function pressInCoupon(button: Locator): Promise<void> {
  await button.press('Enter');
}
