import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nHarness } from '@bet/ui/testing';
import { AccountMenu } from './account-menu';

describe('AccountMenu', () => {
  it('opens a navigation of the office pages and closes on Escape', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <I18nHarness language="en">
          <AccountMenu
            items={[
              { id: 'recharge', href: '/en/recharge' },
              { id: 'payment-requests', href: '/en/payment/requests' },
            ]}
          />
        </I18nHarness>
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'My account' });
    await user.click(button);
    const nav = screen.getByRole('navigation', { name: 'My account' });
    expect(within(nav).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/en/recharge');
    expect(within(nav).getByRole('link', { name: 'Payment requests' }).getAttribute('href')).toBe(
      '/en/payment/requests',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on a click elsewhere, so it never lies over another header popup', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <I18nHarness language="en">
          <AccountMenu items={[{ id: 'recharge', href: '/en/recharge' }]} />
        </I18nHarness>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'My account' }));
    screen.getByRole('navigation', { name: 'My account' });
    await user.click(document.body);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
