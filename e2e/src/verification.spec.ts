import { expect, test } from './csp-guard';
import type { APIRequestContext } from '@playwright/test';
import { decideSandboxDocument, setSandboxBan, setSandboxFaceId } from '@bet/contract';
import { registerOneClick } from './players';
import { resetFaults } from './sandbox';

// A clean sandbox for each test: no fault left on, and the attempt limits cleared (each test registers players).
test.beforeEach(async ({ request }) => {
  await resetFaults(request);
});

/**
 * Issue 12: verification, identification, block appeals and convert account against the real
 * sandbox (libs/verification/core README). A new player each test; five in all, as the sandbox asks
 * for a captcha after five registrations from one address in 15 minutes.
 */

async function control(request: APIRequestContext, call: { path: string; method: string }, data: unknown) {
  const response = await request.fetch(call.path, { method: call.method, data });
  expect(response.ok(), `${call.path}: ${response.status()}`).toBe(true);
}

/** The sandbox's answers under a loaded machine: the page's own timers are not what is tested here. */
const SLOW = { timeout: 15_000 };

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

test('a new player sends a document, sees it pending, and verified once the reviewer accepts it', async ({
  page,
  request,
}) => {
  const playerId = await registerOneClick(page);
  await page.goto('/en/verification');
  await expect(page.getByRole('heading', { level: 1, name: 'Verification' })).toBeVisible(SLOW);
  await expect(page.getByText('Your account is not verified yet.')).toBeVisible(SLOW);

  await page.getByLabel(/Document \(passport or ID card\)/).setInputFiles({
    name: 'passport.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await page.getByRole('button', { name: 'Send the document' }).click();
  await expect(page.getByText('The document has been sent for review.')).toBeVisible(SLOW);
  const documents = page.getByRole('list', { name: 'Your documents' });
  await expect(documents.getByRole('listitem')).toHaveCount(1, SLOW);
  await expect(documents).toContainText('passport.png', SLOW);
  await expect(documents).toContainText('State: Pending', SLOW);
  await expect(page.getByText('Your documents are being reviewed.')).toBeVisible(SLOW);

  await control(request, decideSandboxDocument, { playerId, state: 'accepted' });
  await page.reload();
  await expect(page.getByText('Your account is verified.')).toBeVisible(SLOW);
  await expect(documents).toContainText('State: Accepted', SLOW);
});

test('a file too large or not a document is refused with a message, and nothing is sent', async ({ page }) => {
  await registerOneClick(page);
  await page.goto('/en/verification');
  const input = page.getByLabel(/Document \(passport or ID card\)/);
  await expect(page.getByText('No documents sent yet.')).toBeVisible(SLOW);

  await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(page.getByText(/larger than|too large|5 MB/i).first()).toBeVisible(SLOW);

  await input.setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: Buffer.from('GIF89a not a png') });
  await page.getByRole('button', { name: 'Send the document' }).click();
  await expect(page.getByText('This file is not a JPEG, PNG or PDF document. Choose another one.')).toBeVisible(SLOW);
  await expect(page.getByText('No documents sent yet.')).toBeVisible(SLOW);
});

test('face id: 429 says no attempts are left; an active session closed by the provider confirms the identity', async ({
  page,
  request,
}) => {
  const playerId = await registerOneClick(page);
  await page.goto('/en/identification');
  // Spec 02 §8 "429: out of attempts, warning": nothing more to press.
  await control(request, setSandboxFaceId, { fault: 429 });
  try {
    await page.getByRole('button', { name: 'Start identification' }).click();
    await expect(page.getByText('You have no identification attempts left. Contact support.')).toBeVisible(SLOW);
    await expect(page.getByRole('button', { name: /Start identification|Try again/ })).toHaveCount(0);
  } finally {
    await control(request, setSandboxFaceId, { fault: null });
  }

  // A new visit (the sandbox's attempts are not counted): the provider closes the session with success.
  await page.reload();
  await page.getByRole('button', { name: 'Start identification' }).click();
  await expect(page.getByText('Identification in progress.', { exact: false }).first()).toBeVisible(SLOW);
  await control(request, setSandboxFaceId, { close: { playerId, result: 'VERIFICATION_SUCCESSFUL' } });
  await expect(page.getByText('Your identity is confirmed.')).toBeVisible(SLOW);
});

test('a banned player files a block appeal and sees it in the history', async ({ page, request }) => {
  const playerId = await registerOneClick(page);
  await control(request, setSandboxBan, { playerId, banLevel: 3 });
  await page.goto('/en/block-appeal-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Block appeals' })).toBeVisible(SLOW);
  await expect(page.getByText('No appeals yet.')).toBeVisible(SLOW);
  await page
    .getByRole('textbox', { name: 'Why should the block be lifted?' })
    .fill('I did nothing wrong, please look again.');
  await page.getByRole('button', { name: 'Send the appeal' }).click();
  await expect(page.getByText('Your appeal has been sent.')).toBeVisible(SLOW);
  const history = page.getByRole('region', { name: 'Your appeals' });
  await expect(history).toContainText('Under review', SLOW);
  await expect(history).toContainText('I did nothing wrong, please look again.', SLOW);
});

test('a one-click account becomes a full account with an e-mail and a password', async ({ page }) => {
  await registerOneClick(page);
  await page.goto('/en/convert-account');
  await page.getByRole('textbox', { name: /E-mail/ }).fill(`convert-${Date.now()}@example.com`);
  await page.getByLabel(/^Password/).fill('a long password');
  await page.getByRole('button', { name: 'Convert the account' }).click();
  await expect(page.getByText('Your account is now a full account.')).toBeVisible(SLOW);
});
