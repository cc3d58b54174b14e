import { expect, test } from './csp-guard';
import type { Page } from '@playwright/test';
import { header, registerOneClick } from './players';
import { resetFaults } from './sandbox';

test.afterEach(async ({ request }) => {
  await resetFaults(request);
});

const switcherButton = (page: Page) => header(page).getByRole('button', { name: /Balance and accounts/ });
const accountList = (page: Page) => header(page).getByRole('listbox', { name: 'Accounts' });

test.describe('accounts (spec 01 §3-4 Accounts)', () => {
  test('a new player adds a currency, switches to it, sees it active, and removes it', async ({ page }) => {
    await registerOneClick(page);
    await expect(switcherButton(page)).toContainText('0.00');

    await switcherButton(page).click();
    await header(page).getByRole('combobox', { name: 'Currency to add' }).selectOption({ label: 'USD' });
    await header(page).getByRole('button', { name: 'Add currency' }).click();
    await expect(header(page).getByRole('status')).toContainText('The USD account is open');
    const usd = accountList(page).getByRole('option', { name: /USD additional account/ });
    await expect(usd).toBeVisible();
    await expect(usd).toHaveAttribute('aria-selected', 'false');

    await usd.click();
    await expect(usd).toHaveAttribute('aria-selected', 'true');
    await expect(accountList(page).getByRole('option', { name: /RUB main account/ })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    // Spec 02 §8: outside the listed routes the change is announced with the account id.
    await expect(page.getByText(/Account \d+ is now active/)).toBeVisible();
    await expect(switcherButton(page)).toContainText('$0.00');

    // Stays active after a reload: the server keeps it.
    await page.reload();
    await expect(switcherButton(page)).toContainText('$0.00');

    await switcherButton(page).click();
    await header(page).getByRole('button', { name: 'Remove USD' }).click();
    await expect(header(page).getByRole('status')).toContainText('The USD account is removed');
    await expect(accountList(page).getByRole('option', { name: /USD/ })).toHaveCount(0);
    await expect(accountList(page).getByRole('option', { name: /RUB main account/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('the account menu lists the office pages', async ({ page }) => {
    await registerOneClick(page);
    await header(page).getByRole('button', { name: 'My account' }).click();
    const menu = header(page).getByRole('navigation', { name: 'My account' });
    await expect(menu.getByRole('link', { name: 'Deposit', exact: true })).toHaveAttribute('href', '/en/recharge');
    await expect(menu.getByRole('link', { name: 'Withdraw' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Payment history' })).toBeVisible();
  });
});
