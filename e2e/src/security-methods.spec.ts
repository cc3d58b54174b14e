import type { Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import { header, signOut, submitSignIn, registerByEmail as registerPlayerByEmail } from './players';
import { lastMessageTo, resetFaults } from './sandbox';

/*
 * Issue 12, the security page's protection methods: a new player binds a phone with the SMS code
 * from the sandbox's outbox (control API) and sees the protection level rise, turns two-step
 * sign-in on and is asked for a code at the next sign-in, and sets a security question.
 */

test.afterEach(async ({ request }) => {
  await resetFaults(request);
});

const PASSWORD = 'methods-pass-1';
let serial = 0;

/** A new e-mail player of this spec, signed in (players.ts); answers the e-mail. */
const registerByEmail = (page: Page) =>
  registerPlayerByEmail(page, { tag: 'methods', password: PASSWORD, firstName: 'Mila', lastName: 'Methods' });

/** A Russian mobile number no other run has bound (the sandbox keeps one player per phone). */
const freshNumber = () => {
  serial += 1;
  return `9${String(Date.now()).slice(-7)}${String(serial % 100).padStart(2, '0')}`;
};

async function openSecurity(page: Page) {
  await page.goto('/en/security');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  return main;
}

test('bind a phone with the SMS code from the outbox; the protection level rises', async ({ page, request }) => {
  await registerByEmail(page);
  const main = await openSecurity(page);
  const meter = main.getByRole('meter', { name: 'Protection level' });
  await expect(meter).toHaveAttribute('aria-valuetext', '30 of 100: low');

  const phone = main.getByRole('region', { name: 'Phone binding' });
  await expect(phone.getByText('No phone is bound')).toBeVisible();
  await phone.getByLabel('Country').selectOption({ label: 'Russia (+7)' });
  // Too few digits for the country's mask: said at once, and what was typed stays.
  await phone.getByLabel('Phone number').fill('912 345');
  await phone.getByRole('button', { name: 'Send a code' }).click();
  await expect(phone.getByText('Enter 10 digits')).toBeVisible();
  await expect(phone.getByLabel('Phone number')).toHaveValue('912 345');

  const number = freshNumber();
  await phone.getByLabel('Phone number').fill(number);
  await phone.getByRole('button', { name: 'Send a code' }).click();
  await expect(phone.getByLabel('SMS code')).toBeFocused();
  const sms = await lastMessageTo(request, `+7${number}`);
  expect(sms.purpose).toBe('phone_binding');
  await page.keyboard.type(sms.secret);
  await page.keyboard.press('Enter');
  await expect(phone.getByText(/^Bound: \+7 \*\*\* \*\*\*-\*\*-\d\d$/)).toBeVisible();
  await expect(meter).toHaveAttribute('aria-valuetext', '40 of 100: medium');
});

test('turn two-step sign-in on; the next sign-in asks for the code', async ({ page, request }) => {
  const email = await registerByEmail(page);
  // The code goes to the e-mail, so it is confirmed first (from the registration e-mail's link).
  const link = (await lastMessageTo(request, email)).secret.replace(/^\/[a-z]{2}\//, '/en/');
  await page.goto(link);
  // The link page is a lazy route: on a busy machine its chunk may take a while.
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Your e-mail is confirmed. Thank you!', {
    timeout: 15_000,
  });

  const main = await openSecurity(page);
  const meter = main.getByRole('meter', { name: 'Protection level' });
  await expect(meter).toHaveAttribute('aria-valuetext', '60 of 100: medium');
  const twoStep = main.getByRole('switch', { name: 'Two-step sign-in' });
  await expect(twoStep).toHaveAttribute('aria-checked', 'false');
  await twoStep.focus();
  await page.keyboard.press('Space');
  await expect(twoStep).toHaveAttribute('aria-checked', 'true');
  await expect(meter).toHaveAttribute('aria-valuetext', '70 of 100: good');

  await signOut(page);
  const dialog = await submitSignIn(page, { login: email, password: PASSWORD });
  const confirmation = dialog.getByLabel('Confirmation code');
  await expect(confirmation).toBeVisible();
  const message = await lastMessageTo(request, email);
  expect(message.purpose).toBe('two_step_code');
  await confirmation.fill(message.secret);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('set a security question; the level rises and the page names the question', async ({ page }) => {
  await registerByEmail(page);
  const main = await openSecurity(page);
  const question = main.getByRole('region', { name: 'Security question' });
  await expect(question.getByText('No security question is set')).toBeVisible();
  await question.getByLabel('Question').selectOption({ label: 'In which city were you born?' });
  await question.getByLabel('Answer').fill('Kazan');
  await question.getByRole('button', { name: 'Save the question' }).click();
  await expect(question.getByText('Set: In which city were you born?')).toBeVisible();
  await expect(question.getByLabel('Answer')).toHaveValue('');
  await expect(main.getByRole('meter', { name: 'Protection level' })).toHaveAttribute(
    'aria-valuetext',
    '40 of 100: medium',
  );
});
