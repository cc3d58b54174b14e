import { expect, test } from './csp-guard';
import type { APIRequestContext } from '@playwright/test';
import { sendPlayerMessage } from '@bet/contract';
import { expectNoViolations } from './axe';
import { header, registerOneClick } from './players';

/**
 * Issue 12: the support page and the player's messages against the real sandbox (apps/api README
 * "Support and messages"). A new player each test: a welcome message waits in their inbox, and the
 * support answers the chat a few seconds after a message, by the sandbox's clock.
 */

async function sendMessageTo(request: APIRequestContext, playerId: number, title: string, text: string) {
  const response = await request.fetch(sendPlayerMessage.path, {
    method: sendPlayerMessage.method,
    data: { playerId, title, text },
  });
  expect(response.ok(), `sendPlayerMessage: ${response.status()}`).toBe(true);
}

test('a support chat message is answered and the reply is marked unread in the header', async ({ page }) => {
  await registerOneClick(page);
  await page.goto('/en/support');
  const chat = page.getByRole('region', { name: 'Chat with support' });
  await chat.getByRole('textbox', { name: 'Your message' }).fill('Where is my deposit?');
  await chat.getByRole('button', { name: 'Send' }).click();

  const log = chat.getByRole('log', { name: 'Conversation with support' });
  await expect(log).toContainText('Where is my deposit?');
  await expect(chat.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
  // The sandbox answers 3 s later; the page asks every 3 s.
  await expect(log).toContainText('Payments are usually credited within minutes', { timeout: 10_000 });
  const marker = header(page).getByRole('link', { name: '1 unread support reply' });
  await expect(marker).toHaveAttribute('href', '/en/support#chat');

  await chat.getByRole('button', { name: 'Mark replies as read' }).click();
  await expect(marker).toHaveCount(0);
});

test('reading a message in the inbox takes the header marker down, and it stays read', async ({ page, request }) => {
  const playerId = await registerOneClick(page);
  // The welcome message of a new player (spec 01 §3 user_msg_count).
  await expect(header(page).getByRole('link', { name: '1 unread message' })).toBeVisible();
  await sendMessageTo(request, playerId, 'A free bet for you', 'Your free bet of 100 RUB waits in the coupon.');

  await page.goto('/en/support');
  await expect(header(page).getByRole('link', { name: '2 unread messages' })).toBeVisible();
  const inbox = page.getByRole('list', { name: 'Your messages' });
  await inbox.getByRole('button', { name: /A free bet for you/ }).click();
  await expect(inbox).toContainText('Your free bet of 100 RUB waits in the coupon.');
  await expect(header(page).getByRole('link', { name: '1 unread message' })).toBeVisible();

  await page.reload();
  await expect(header(page).getByRole('link', { name: '1 unread message' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Your messages' }).getByRole('button', { name: /A free bet/ }),
  ).not.toContainText('Unread');
});

test('the support page, with the header markers, passes axe (issue 19)', async ({ page }) => {
  await registerOneClick(page);
  await page.goto('/en/support');
  await expect(page.getByRole('list', { name: 'Your messages' })).toBeVisible();
  await expect(page.getByRole('log', { name: 'Conversation with support' })).toBeVisible();
  await expectNoViolations(page, 'support page');
});
