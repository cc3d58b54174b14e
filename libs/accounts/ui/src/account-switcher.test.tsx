import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { accountFixture, additionalAccountFixture } from '@bet/accounts/testing';
import { I18nHarness } from '@bet/ui/testing';
import { AccountSwitcher, type AccountSwitcherProps } from './account-switcher';

const usd = additionalAccountFixture({ money: 2500 });
const rub = accountFixture({ money: 150_050 });

function renderSwitcher(props: Partial<AccountSwitcherProps> = {}) {
  const handlers = {
    onOpen: vi.fn(),
    onChoose: vi.fn(),
    onSelectAddCurrency: vi.fn(),
    onAdd: vi.fn(),
    onRemove: vi.fn(),
    onDismissMessage: vi.fn(),
  };
  render(
    <I18nHarness language="en">
      <AccountSwitcher
        accounts={[rub, usd]}
        activeId={rub.id}
        language="en"
        addableCurrencies={[{ id: 3, iso: 'EUR', symbol: '€' }]}
        selectedAddCurrency={3}
        {...handlers}
        {...props}
      />
    </I18nHarness>,
  );
  return { ...handlers, user: userEvent.setup() };
}

const open = async (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: /Balance and accounts/ }));

describe('AccountSwitcher (spec 01 §3-4 Accounts)', () => {
  it('shows the active balance in its currency and lists every account with its balance, the active one selected', async () => {
    const { user, onOpen } = renderSwitcher();
    const button = screen.getByRole('button', { name: /Balance and accounts/ });
    expect(button.textContent).toContain('RUB\u00a01,500.50');
    await open(user);
    expect(onOpen).toHaveBeenCalled();
    const list = screen.getByRole('listbox', { name: 'Accounts' });
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('aria-label'))).toEqual([
      'RUB main account, RUB\u00a01,500.50',
      'USD additional account, $25.00',
    ]);
    expect(within(list).getByRole('option', { selected: true })).toBe(options[0]);
    expect(document.activeElement).toBe(list);
  });

  it('lists the bonus account too, so its money can be staked (spec 01 §5), and shows it when active', async () => {
    const bonus = accountFixture({ id: 5000009, type: 4, label: 'Bonus', money: 20_000, isActive: true });
    const { user } = renderSwitcher({ accounts: [rub, bonus, usd], activeId: bonus.id });
    expect(screen.getByRole('button', { name: /Balance and accounts/ }).textContent).toContain('RUB\u00a0200.00');
    await open(user);
    const list = screen.getByRole('listbox', { name: 'Accounts' });
    expect(within(list).getByRole('option', { selected: true }).getAttribute('aria-label')).toBe(
      'RUB bonus account, RUB\u00a0200.00',
    );
  });

  it('says the balance is coming while the accounts are read, and closes on a click elsewhere', async () => {
    const { user } = renderSwitcher({ accounts: [], activeId: null, loading: true });
    const button = screen.getByRole('button', { name: /Balance and accounts/ });
    expect(button.textContent).toContain('Balance…');
    await open(user);
    screen.getByRole('listbox', { name: 'Accounts' });
    await user.click(document.body);
    expect(screen.queryByRole('listbox', { name: 'Accounts' })).toBeNull();
  });

  it('is usable by keyboard: arrows move, Enter makes the account active, Escape closes', async () => {
    const { user, onChoose } = renderSwitcher();
    await open(user);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChoose).toHaveBeenCalledWith(usd.id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Balance and accounts/ }));
  });

  it('adds the chosen currency and removes an additional one', async () => {
    const { user, onAdd, onRemove } = renderSwitcher();
    await open(user);
    expect((screen.getByRole('combobox', { name: 'Currency to add' }) as HTMLSelectElement).value).toBe('3');
    await user.click(screen.getByRole('button', { name: 'Add currency' }));
    expect(onAdd).toHaveBeenCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Remove USD' }));
    expect(onRemove).toHaveBeenCalledWith(usd.currencyId);
    expect(screen.queryByRole('button', { name: 'Remove RUB' })).toBeNull();
  });

  it('shows the server message of a refusal as an alert, and our text without one', async () => {
    const { user } = renderSwitcher({ message: { tone: 'error', text: 'The USD account still holds money' } });
    await open(user);
    expect(screen.getByRole('alert').textContent).toContain('The USD account still holds money');
  });

  it('hides the balances when the player asked, and waits while a change runs', async () => {
    const { user } = renderSwitcher({
      hidden: true,
      busy: true,
      message: { tone: 'error', key: 'accounts_change_failed' },
    });
    expect(screen.getByRole('button', { name: /Balance and accounts/ }).textContent).not.toContain('1,500');
    await open(user);
    expect((screen.getByRole('button', { name: 'Add currency' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toContain('The account could not be made active');
  });
});
