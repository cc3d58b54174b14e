import { expect, type Page } from '@playwright/test';

/** A seeded player of the sandbox (apps/api README "Demo players"). */
export interface Player {
  login: string;
  password: string;
}

/** The seeded e-mail player the session specs sign in as; 15 000.00 RUB on the main account. */
export const DEMO = {
  id: 100000,
  login: 'demo@orbitbet.example',
  password: 'demo-pass-1',
  balance: /15[ ,.\u00a0\u202f]?000\.00/,
};

export const header = (page: Page) => page.getByRole('banner');

/** Opens the sign-in dialog from the header. */
export async function openSignIn(page: Page) {
  await header(page).getByRole('button', { name: 'Sign in' }).click();
  return page.getByRole('dialog', { name: 'Sign in' });
}

/** Fills the header's sign-in dialog and sends it; the dialog stays open when it is refused. */
export async function submitSignIn(page: Page, { login, password }: Player) {
  const dialog = await openSignIn(page);
  await dialog.getByLabel('E-mail or player ID').fill(login);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  return dialog;
}

/** Signs the demo player in from the English home page: the header then shows their balance. */
export async function signInDemo(page: Page) {
  await page.goto('/en/');
  await submitSignIn(page, DEMO);
  await expect(header(page)).toContainText(DEMO.balance);
}

/** Signs out through the header and its confirmation. */
export async function signOut(page: Page) {
  await header(page).getByRole('button', { name: 'Sign out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sign out?' });
  await confirm.getByRole('button', { name: 'Sign out' }).click();
  await expect(header(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
}

/**
 * A new player by one-click registration from the English home page (a RUB main account with
 * nothing on it), signed in when this returns. Answers the player's id.
 */
export async function registerOneClick(page: Page): Promise<number> {
  await page.goto('/en/');
  await header(page).getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registration' });
  await dialog.getByRole('tab', { name: 'One click' }).click();
  await dialog.getByRole('checkbox', { name: /legal age/ }).check();
  await dialog.getByRole('button', { name: 'Register' }).click();
  // registerFast answers the player id as the login (apps/api README, the calls table).
  const login = await dialog.getByRole('definition').filter({ hasText: 'Copy login' }).locator('code').textContent();
  await dialog.getByRole('button', { name: 'I have saved them' }).click();
  await expect(dialog).toBeHidden();
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
  return Number(login);
}

let emailSerial = 0;

/**
 * A new e-mail player, registered from the English home page and signed in; answers the e-mail.
 * `tag` starts the address (each spec its own), the names are the form's first and last name.
 */
export async function registerByEmail(
  page: Page,
  { tag, password, firstName, lastName }: { tag: string; password: string; firstName: string; lastName: string },
): Promise<string> {
  emailSerial += 1;
  const email = `${tag}-${Date.now()}-${emailSerial}@orbitbet.example`;
  await page.goto('/en/');
  await header(page).getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registration' });
  await dialog.getByRole('tab', { name: 'By e-mail' }).click();
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('First name').fill(firstName);
  await dialog.getByLabel('Last name').fill(lastName);
  await dialog.getByLabel('Date of birth').fill('1990-05-17');
  await dialog.getByRole('checkbox', { name: /legal age/ }).check();
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog).toBeHidden();
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
  return email;
}
