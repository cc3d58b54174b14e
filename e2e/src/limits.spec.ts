import { expect, test } from './csp-guard';
import type { APIRequestContext, Page } from '@playwright/test';
import { endSessionLimit, shiftLimitClock, type ApiCall } from '@bet/contract';
import { coupon, firstOpenOdds, pressInCoupon } from './bettor';
import { depositWithCard, submitDeposit } from './cashier';
import { header, registerOneClick } from './players';
import { resetFaults } from './sandbox';

/**
 * Issue 13: responsible gaming against the real sandbox (apps/api README "Limits"). A new player
 * each test, so no limit of one test reaches another. Time the page waits for (the reality check,
 * the ping) is moved with Playwright's clock; time the server waits for (a raise's 86400 s) with
 * the control API.
 */
test.afterEach(async ({ request }) => {
  await resetFaults(request);
});

async function control(request: APIRequestContext, call: ApiCall, data: unknown): Promise<void> {
  const response = await request.fetch(call.path, { method: call.method, data });
  expect(response.ok(), `${call.name}: ${response.status()}`).toBe(true);
}

async function openLimits(page: Page): Promise<void> {
  await page.goto('/en/responsible');
  await expect(page.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeVisible();
}

const limitSection = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Types a value into one limit's form and saves it. */
async function setLimit(page: Page, name: string, value: string): Promise<void> {
  const section = limitSection(page, name);
  const field = section.getByLabel(`New limit for ${name}`);
  if ((await field.evaluate((element) => element.tagName)) === 'SELECT') await field.selectOption({ label: value });
  else await field.fill(value);
  await section.getByRole('button', { name: `Save ${name}` }).click();
}

/** The self-assessment before a loosening change: "No" to every question passes (apps/api README "Limits"). */
async function answerQuestions(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'A few questions first' });
  await expect(dialog).toBeVisible();
  for (const group of await dialog.getByRole('group').all()) await group.getByRole('radio', { name: 'No' }).check();
  await dialog.getByRole('button', { name: 'Send answers' }).click();
  await expect(dialog).toBeHidden();
}

const roubles = (text: string) => new RegExp(text.replace(/ /g, '[ ,\\u00a0\\u202f]?'));

test.describe('responsible gaming (issue 13)', () => {
  test('a deposit limit refuses a larger deposit with the amount left; a raise waits a day, then is approved', async ({
    page,
    request,
  }) => {
    const playerId = await registerOneClick(page);
    await openLimits(page);
    await setLimit(page, 'Deposit per 24 hours', '1000');
    const deposit = limitSection(page, 'Deposit per 24 hours');
    await expect(deposit).toContainText(roubles('Current limit: RUB 1 000.00'));
    await expect(deposit.getByRole('meter', { name: 'Left of Deposit per 24 hours' })).toHaveAttribute(
      'aria-valuetext',
      roubles('Left this period: RUB 1 000.00 of RUB 1 000.00'),
    );

    await submitDeposit(page, '1500');
    await expect(
      page.getByText(roubles('This deposit would exceed your limit: you may still deposit RUB 1 000.00')),
    ).toBeVisible();
    await expect(page.getByLabel(/^Amount, RUB/)).toHaveValue('1500');

    await openLimits(page);
    await setLimit(page, 'Deposit per 24 hours', '2000');
    await answerQuestions(page);
    await expect(deposit).toContainText(roubles('Raise to RUB 2 000.00, can be approved from'));
    await expect(deposit).toContainText(roubles('Current limit: RUB 1 000.00'));

    // A day passes on the server: the raise may now be approved, and the page asks at once.
    await control(request, shiftLimitClock, { playerId, seconds: 86_400 });
    await page.reload();
    const approval = page.getByRole('dialog', { name: 'Approve your limit change' });
    await expect(approval).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(approval).toBeVisible();
    await approval.getByRole('button', { name: 'Approve' }).click();
    await expect(approval).toBeHidden();
    await expect(deposit).toContainText(roubles('Current limit: RUB 2 000.00'));
  });

  test('a bet over the wagering limit is refused with the amount still allowed', async ({ page }) => {
    await registerOneClick(page);
    await depositWithCard(page, '1000');
    await openLimits(page);
    await setLimit(page, 'Wagering per 24 hours', '500');
    await expect(limitSection(page, 'Wagering per 24 hours')).toContainText('Current limit: RUB 500.00');
    // The last 30 days as a chart (drawn by the charting library), and the same figures as a table.
    const activity = page.getByRole('region', { name: 'Your activity in the last 30 days' });
    await expect(
      activity.getByRole('img', { name: 'Deposits, stakes and wins per day, last 30 days' }).locator('svg').first(),
    ).toBeVisible();
    await activity.getByRole('button', { name: 'Show as a table' }).click();
    const table = activity.getByRole('table', { name: 'Deposits, stakes and wins per day, last 30 days' });
    await expect(table.getByRole('row')).toHaveCount(31);
    await expect(table.getByRole('row').last()).toContainText(roubles('RUB 1 000.00'));

    await page.goto('/en/home/line/sports/1-football');
    const odds = await firstOpenOdds(page);
    await odds.click();
    const slip = coupon(page);
    await slip.getByRole('textbox', { name: 'Stake' }).fill('600');
    await pressInCoupon(slip.getByRole('button', { name: 'Place the bet' }));
    await expect(slip).toContainText(
      'This bet would exceed your responsible-gaming limit: you may still stake RUB 500.00.',
    );
  });

  test('the reality check comes after its interval: continue keeps the session, sign out ends it', async ({ page }) => {
    await page.clock.install();
    await registerOneClick(page);
    await openLimits(page);
    await setLimit(page, 'Reality check', '15 min');
    await expect(limitSection(page, 'Reality check')).toContainText('Current limit: 15 min');

    const reminder = page.getByRole('dialog', { name: 'Reality check' });
    await page.clock.fastForward('15:05');
    await expect(reminder).toBeVisible();
    await reminder.getByRole('button', { name: 'Continue' }).click();
    await expect(reminder).toBeHidden();
    await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();

    await page.clock.fastForward('15:05');
    await expect(reminder).toBeVisible();
    await reminder.getByRole('button', { name: 'Sign out' }).click();
    await expect(header(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    // Spec 01 §4 Session: signed out on an office page, the player goes home (not to sign in).
    await expect(page).toHaveURL(/\/en\/$/);
  });

  test('a session limit ends the session: the notice, then signed out', async ({ page, request }) => {
    await page.clock.install();
    const playerId = await registerOneClick(page);
    await openLimits(page);
    await setLimit(page, 'Session limit', '1 h');
    await expect(limitSection(page, 'Session limit')).toContainText('Current limit: 1 h');

    await control(request, endSessionLimit, { playerId });
    // The next ping (every 30 s, spec 02 §9) hears that the limit has run out. The first ping may
    // still be on its way when the clock moves (its 30 s then start after the jump), so the clock
    // moves again until a ping has been answered "ended".
    const notice = page.getByRole('dialog', { name: 'Your session limit has ended.' });
    await expect(async () => {
      await page.clock.fastForward('00:31');
      await expect(notice).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(notice).toContainText('Please visit us tomorrow.');
    // The server has ended the session: signing out makes no disconnect, and the office page
    // leads home within the app, with no page load (a disconnect's 401 used to end the session a
    // second time and reload the page while the test was ending).
    const documentLoads: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'document') documentLoads.push(sent.url());
    });
    await notice.getByRole('button', { name: 'Sign out' }).click();
    await expect(header(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(documentLoads).toEqual([]);
  });
});
