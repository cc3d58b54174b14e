import type { Page } from '@playwright/test';
import { fetchUserId, sendSandboxNewsletter } from '@bet/contract';
import { expect, test } from './csp-guard';
import { header, signOut, submitSignIn, registerByEmail as registerPlayerByEmail } from './players';
import { lastMessageTo, resetFaults } from './sandbox';

/*
 * Issue 12, the account flows that ended in a dead end: the password change on the security page,
 * the password reset from the e-mailed link, the e-mail confirmation and stop newsletter, each
 * followed from the sandbox's outbox (control API) as a player follows the e-mail.
 */

test.afterEach(async ({ request }) => {
  await resetFaults(request);
});

const FIRST_PASSWORD = 'first-pass-1';

/** A new e-mail player of this spec, signed in (players.ts); answers the e-mail. */
const registerByEmail = (page: Page) =>
  registerPlayerByEmail(page, { tag: 'flows', password: FIRST_PASSWORD, firstName: 'Anna', lastName: 'Flows' });

async function signInWith(page: Page, login: string, password: string) {
  const dialog = await submitSignIn(page, { login, password });
  await expect(dialog).toBeHidden();
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
}

test('change the password on the security page, then sign in with the new one', async ({ page }) => {
  const email = await registerByEmail(page);
  await page.goto('/en/security');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  await expect(main.getByRole('meter', { name: 'Protection level' })).toHaveAttribute(
    'aria-valuetext',
    '30 of 100: low',
  );

  // A wrong current password: the server's message (spec 02 §8), and what was typed stays.
  await main.getByLabel('Current password').fill('not-my-password');
  await main.getByLabel('New password', { exact: true }).fill('second-pass-2');
  await main.getByLabel('Repeat the new password').fill('second-pass-2');
  await main.getByRole('button', { name: 'Change password' }).click();
  await expect(main.getByRole('alert')).toHaveText('The current password is wrong');
  await expect(main.getByLabel('New password', { exact: true })).toHaveValue('second-pass-2');

  await main.getByLabel('Current password').fill(FIRST_PASSWORD);
  await main.getByRole('button', { name: 'Change password' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(main.getByLabel('New password', { exact: true })).toHaveValue('');

  // The old password no longer signs in (the sandbox tests check it); the new one does.
  await signOut(page);
  await signInWith(page, email, 'second-pass-2');
});

test('reset a forgotten password from the outbox link; the link works once', async ({ page, request }) => {
  const email = await registerByEmail(page);
  await signOut(page);
  await page.goto('/en/user/forgotpassword');
  const forgot = page.getByRole('dialog', { name: 'Password recovery' });
  await forgot.getByLabel('E-mail, player ID or phone').fill(email);
  await forgot.getByRole('button', { name: 'Send instructions' }).click();
  await expect(forgot.getByText('If this account exists, we have sent instructions.')).toBeVisible();
  const message = await lastMessageTo(request, email);
  expect(message.purpose).toBe('password_reset');
  expect(message.secret).toMatch(/^\/[a-z]{2}\/user\/passwordreset\?token=/);

  await page.goto(message.secret.replace(/^\/[a-z]{2}\//, '/en/'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await main.getByLabel('New password', { exact: true }).fill('reset-pass-3');
  await main.getByLabel('Repeat the new password').fill('reset-pass-3');
  await main.getByRole('button', { name: 'Save the new password' }).click();
  await expect(main.getByRole('status')).toContainText('Your password has been changed');
  await main.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('E-mail or player ID').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('reset-pass-3');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();

  // The second use of the link is refused, with its own message and a way to a new link.
  await page.goto(message.secret.replace(/^\/[a-z]{2}\//, '/en/'));
  await expect(main.getByRole('status')).toContainText('This link has already been used');
  await expect(main.getByLabel('New password', { exact: true })).toHaveCount(0);
});

test('confirm the e-mail from the registration link; the link then says it was used', async ({ page, request }) => {
  const email = await registerByEmail(page);
  const message = await lastMessageTo(request, email);
  expect(message.purpose).toBe('email_confirmation');
  const link = message.secret.replace(/^\/[a-z]{2}\//, '/en/');
  expect(link).toMatch(/^\/en\/user\/activate\/email\?token=/);

  await page.goto(link);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'E-mail confirmation' })).toBeVisible();
  await expect(main.getByRole('status')).toHaveText('Your e-mail is confirmed. Thank you!');
  await main.getByRole('link', { name: 'Go to security' }).click();
  await expect(main.getByText(/: confirmed$/)).toBeVisible();
  await expect(main.getByRole('meter', { name: 'Protection level' })).toHaveAttribute(
    'aria-valuetext',
    '60 of 100: medium',
  );

  await page.goto(link);
  await expect(main.getByRole('status')).toHaveText('This confirmation link has already been used.');
});

test('stop the newsletter from its link', async ({ page, request }) => {
  const email = await registerByEmail(page);
  const { user_id: userId } = fetchUserId.response.parse(await (await page.request.get(fetchUserId.path)).json());
  expect(userId).not.toBeNull();
  const sent = await request.fetch(sendSandboxNewsletter.path, {
    method: sendSandboxNewsletter.method,
    data: { playerId: userId },
  });
  expect(await sent.json()).toEqual({ sent: true });
  const message = await lastMessageTo(request, email);
  expect(message.purpose).toBe('newsletter');

  await page.goto(message.secret.replace(/^\/[a-z]{2}\//, '/en/'));
  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toHaveText('Done: you will receive no more newsletters.');
  await page.goto('/en/security');
  await expect(main.getByText('Newsletter', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(
    'Off',
  );
});

test('a link with no token is not valid, with no form', async ({ page }) => {
  await page.goto('/en/user/passwordreset');
  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toContainText('This link is not valid');
  await expect(main.getByLabel('New password', { exact: true })).toHaveCount(0);
  await page.goto('/en/user/stopnewsletter?token=forged');
  await expect(main.getByRole('status')).toHaveText('This unsubscribe link is not valid.');
});
