import { expect, test } from './csp-guard';
import { expectNoViolations } from './axe';
import { registerOneClick } from './players';
import { resetFaults } from './sandbox';

// A clean sandbox for each test: no fault left on, and the attempt limits cleared (each test registers players).
test.beforeEach(async ({ request }) => {
  await resetFaults(request);
});

/**
 * Issue 12 office pages promotion, bring a friend, personal manager and share an idea against the
 * real sandbox (apps/api README "Programmes"). Each test registers its own new players.
 */

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a player copies the invite link; a friend registers through it and appears in the friends list', async ({
  page,
  browser,
  baseURL,
}) => {
  await registerOneClick(page);
  await page.goto('/en/bringfriend');
  await expect(page.getByRole('heading', { level: 1, name: 'Bring a friend' })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Your invite link' });
  await expect(field).toHaveValue(/\/en\/\?bf_tag=f[0-9a-z]+$/);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The link is copied' })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(await field.inputValue());
  const friends = page.getByRole('table', { name: 'Your friends' });
  await expect(friends).toContainText('No friend has registered through your link yet.');
  await expectNoViolations(page, 'bring a friend page');

  // The friend opens the link in a browser of their own: the bf_tag cookie (spec 02 §9) is written.
  const friendContext = await browser.newContext({ baseURL });
  try {
    const friend = await friendContext.newPage();
    await friend.goto(link);
    await expect
      .poll(async () => (await friendContext.cookies()).find((cookie) => cookie.name === 'bf_tag')?.value)
      .toBe(new URL(link).searchParams.get('bf_tag'));
    const friendId = await registerOneClick(friend);
    expect(friendId).toBeGreaterThan(0);
  } finally {
    await friendContext.close();
  }

  await page.reload();
  await expect(friends.getByRole('row')).toHaveCount(2);
  await expect(friends).toContainText(/5\.00/);
});

test('a player shares an idea and sees it listed', async ({ page }) => {
  await registerOneClick(page);
  await page.goto('/en/share-idea');
  await expect(page.getByRole('heading', { level: 1, name: 'Share an idea' })).toBeVisible();
  await expect(page.getByText('You have not shared an idea yet.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Topic' }).selectOption('sports');
  const text = page.getByRole('textbox', { name: 'Your idea' });
  await text.fill('Show the odds of my favourite teams first.');
  await page.getByRole('button', { name: 'Share the idea' }).click();
  await expect(page.getByText('Thank you! Your idea is with us.')).toBeVisible();
  await expect(text).toHaveValue('');
  const ideas = page.getByRole('list', { name: 'Your ideas' });
  await expect(ideas.getByRole('listitem')).toHaveCount(1);
  await expect(ideas).toContainText('Show the odds of my favourite teams first.');
  await expect(ideas).toContainText('New');
  await expectNoViolations(page, 'share an idea page');
});

test('the manager page shows the personal manager and takes a call request', async ({ page }) => {
  await registerOneClick(page);
  await page.goto('/en/manager');
  await expect(page.getByRole('heading', { level: 1, name: 'Personal manager' })).toBeVisible();
  // The one-click player has a RUB account: the rub group's manager (apps/api programme-rules.ts).
  await expect(page.getByText('Anna Smirnova')).toBeVisible();
  await expect(page.getByRole('link', { name: 'anna.manager@orbit-bet.example' })).toBeVisible();
  await page.getByRole('button', { name: 'Ask for a call' }).click();
  await expect(page.getByText('Your manager will call you back soon.')).toBeVisible();
  await expectNoViolations(page, 'manager page');
});
