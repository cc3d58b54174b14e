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

/**
 * The first open (not suspended, not yet chosen) odds button on the page, pinned by its name: a
 * locator filtered by `pressed: false` would move to the next button once this one is pressed. Any odds
 * format: the name ends with the coefficient as shown ("2.15", "23/20", "+115", "-0.87").
 */
export async function firstOpenOdds(page: Page): Promise<Locator> {
  const main = page.getByRole('main');
  const candidate = main
    .getByRole('button', { name: /: .+, [+-]?\d/, pressed: false })
    .and(page.locator(':enabled'))
    .first();
  await expect(candidate).toBeVisible();
  const name = (await candidate.getAttribute('aria-label')) ?? (await candidate.innerText());
  return main.getByRole('button', { name, exact: true });
}

/**
 * Places the coupon's bets with the stake typed; a live price that moved on the way is accepted
 * when the coupon asks. Answers the coupon number.
 */
export async function placeCoupon(page: Page, stake: string): Promise<string> {
  await coupon(page).getByRole('textbox', { name: 'Stake' }).fill(stake);
  await pressInCoupon(coupon(page).getByRole('button', { name: 'Place the bet' }));
  const accepted = coupon(page).getByText(/^Coupon № \d+$/);
  const prompt = coupon(page).getByRole('button', { name: 'Accept and place the bet' });
  await expect(accepted.or(prompt)).toBeVisible();
  if (await prompt.isVisible()) await pressInCoupon(prompt);
  await expect(accepted).toBeVisible();
  return ((await accepted.textContent()) ?? '').replace(/\D/g, '');
}

/**
 * A game row's teams link is named by its texts, "Team 1 – Team 2" (the dash is visually hidden,
 * so the name contains what is seen: WCAG 2.5.3); answers that name.
 */
export async function gameLinkName(link: Locator): Promise<string> {
  return ((await link.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}
