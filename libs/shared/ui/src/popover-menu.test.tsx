import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';
import { PopoverMenu } from './popover-menu';
import type { PopoverMenuItem, PopoverMenuProps } from './popover-menu';

function items(onSelect = vi.fn()): PopoverMenuItem[] {
  return [
    { id: 'history', label: 'Bet history', href: '/en/office/history' },
    { id: 'payments', label: 'Payments', href: '/en/office/payments' },
    { id: 'print', label: 'Print the coupon', onSelect },
    { id: 'promo', label: 'Promo codes', disabled: true, onSelect },
    { id: 'profile', label: 'Personal data', href: '/en/office/profile' },
    { id: 'out', label: 'Sign out', onSelect },
  ];
}

function renderMenu(props: Partial<PopoverMenuProps> = {}) {
  const onSelect = vi.fn();
  render(
    <>
      <button type="button">Before</button>
      <PopoverMenu label="My account" items={items(onSelect)} {...props} />
      <button type="button">After</button>
    </>,
  );
  return { onSelect, user: userEvent.setup() };
}

const menuButton = () => screen.getByRole('button', { name: 'My account' });
const focused = () => document.activeElement?.textContent;

describe('PopoverMenu (WAI-ARIA menu button)', () => {
  it('is a button that says it opens a menu, closed at first', () => {
    renderMenu();
    expect(menuButton().getAttribute('aria-haspopup')).toBe('menu');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on click with focus on the first item; the menu is named by the button', async () => {
    const { user } = renderMenu();
    await user.click(menuButton());
    const menu = screen.getByRole('menu', { name: 'My account' });
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(menuButton().getAttribute('aria-controls')).toBe(menu.id);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Bet history', 'Payments', 'Print the coupon', 'Promo codes', 'Personal data', 'Sign out']);
    expect(focused()).toBe('Bet history');
  });

  it('opens with Enter, Space and Down Arrow on the first item, Up Arrow on the last', async () => {
    const { user } = renderMenu();
    for (const [key, first] of [
      ['{Enter}', 'Bet history'],
      [' ', 'Bet history'],
      ['{ArrowDown}', 'Bet history'],
      ['{ArrowUp}', 'Sign out'],
    ] as const) {
      menuButton().focus();
      await user.keyboard(key);
      expect(focused()).toBe(first);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('menu')).toBeNull();
    }
  });

  it('moves with the arrows (wrapping), Home and End, disabled items included', async () => {
    const { user } = renderMenu();
    await user.click(menuButton());
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('Sign out');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Bet history');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(focused()).toBe('Promo codes');
    await user.keyboard('{End}');
    expect(focused()).toBe('Sign out');
    await user.keyboard('{Home}');
    expect(focused()).toBe('Bet history');
  });

  it('jumps to the item starting with what is typed, and cycles on the same letter', async () => {
    const { user } = renderMenu();
    await user.click(menuButton());
    // Only the clock is fake: letters typed more than 0.5 s apart start a new search.
    vi.useFakeTimers({ toFake: ['Date'] });
    const pause = () => vi.setSystemTime(Date.now() + 600);
    try {
      await user.keyboard('s');
      expect(focused()).toBe('Sign out');
      pause();
      await user.keyboard('p');
      expect(focused()).toBe('Payments');
      await user.keyboard('p');
      expect(focused()).toBe('Print the coupon');
      await user.keyboard('p');
      expect(focused()).toBe('Promo codes');
      pause();
      await user.keyboard('x');
      expect(focused()).toBe('Promo codes');
    } finally {
      vi.useRealTimers();
    }
  });

  it('finds an item by several letters typed in a row', async () => {
    const { user } = renderMenu();
    await user.click(menuButton());
    await user.keyboard('pe');
    expect(focused()).toBe('Personal data');
  });

  it('Escape closes it and gives focus back to the button', async () => {
    const { user } = renderMenu();
    await user.click(menuButton());
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('Tab closes it and goes on from the button', async () => {
    const { user } = renderMenu();
    await user.click(menuButton());
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(focused()).toBe('After');

    await user.click(menuButton());
    await user.tab({ shift: true });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(focused()).toBe('Before');
  });

  it('a press outside closes it', async () => {
    const { user } = renderMenu();
    await user.click(menuButton());
    await user.click(screen.getByRole('button', { name: 'After' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('the button toggles it', async () => {
    const { user } = renderMenu();
    await user.click(menuButton());
    await user.click(menuButton());
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('an action item runs, closes the menu and gives focus back to the button', async () => {
    const { user, onSelect } = renderMenu();
    await user.click(menuButton());
    await user.keyboard('{End}{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(menuButton());
  });

  it('a disabled item is not chosen', async () => {
    const { user, onSelect } = renderMenu();
    await user.click(menuButton());
    const promo = screen.getByRole('menuitem', { name: 'Promo codes' });
    expect(promo.getAttribute('aria-disabled')).toBe('true');
    await user.click(promo);
    await user.keyboard(' ');
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeTruthy();
  });

  it('a link item is a real link, followed by Enter or Space', async () => {
    const { user } = renderMenu();
    const clicks: string[] = [];
    document.addEventListener('click', (event) => {
      const link = (event.target as HTMLElement).closest('a');
      if (link) {
        event.preventDefault();
        clicks.push(link.getAttribute('href') ?? '');
      }
    });
    await user.click(menuButton());
    expect(screen.getByRole('menuitem', { name: 'Payments' }).getAttribute('href')).toBe('/en/office/payments');
    await user.keyboard('{Enter}');
    await user.click(menuButton());
    await user.keyboard('{ArrowDown} ');
    expect(clicks).toEqual(['/en/office/history', '/en/office/payments']);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('renders links with the app’s own link component', async () => {
    const user = userEvent.setup();
    render(
      <PopoverMenu
        label="Language"
        items={[{ id: 'de', label: 'Deutsch', href: '/de/', lang: 'de' }]}
        renderLink={(item, props) => <a {...props} data-router-link={item.id} />}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Language' }));
    const link = screen.getByRole('menuitem', { name: 'Deutsch' });
    expect(link.dataset.routerLink).toBe('de');
    expect(link.getAttribute('lang')).toBe('de');
  });

  it('inside a dialog, Escape closes only the menu', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Dialog open title="Coupon" onClose={onClose}>
        <PopoverMenu label="More" items={items()} />
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});
