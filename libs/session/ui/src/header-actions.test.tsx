import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { GuestActions } from './guest-actions';
import { I18nHarness } from '@bet/ui/testing';
import { UserBadge } from './user-badge';

const wrap = (node: ReactNode, language = 'en') => <I18nHarness language={language}>{node}</I18nHarness>;
const spaces = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('UserBadge', () => {
  it('shows the name, the balance from minor units in the language, and signs out', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    render(
      wrap(
        <UserBadge name="Anna" playerId={123456} money={123456} currency="USD" language="en" onSignOut={onSignOut} />,
      ),
    );
    const badge = screen.getByRole('region', { name: 'Account' });
    expect(spaces(badge.textContent)).toContain('Anna');
    expect(spaces(badge.textContent)).toContain('Balance: $1,234.56');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalled();
  });

  it('takes the focus lost with the sign-in button when the player has just signed in, and only then', () => {
    const { unmount } = render(
      wrap(<UserBadge name="Anna" playerId={1} language="en" onSignOut={() => undefined} focusOnMount />),
    );
    expect(screen.getByRole('region', { name: 'Account' })).toBe(document.activeElement);
    unmount();
    render(wrap(<UserBadge name="Anna" playerId={1} language="en" onSignOut={() => undefined} />));
    expect(screen.getByRole('region', { name: 'Account' })).not.toBe(document.activeElement);
  });

  it('falls back to the player id and hides the balance when asked', () => {
    render(
      wrap(
        <UserBadge
          name=""
          playerId={123456}
          money={500}
          currency="RUB"
          language="ru"
          hidden
          onSignOut={() => undefined}
        />,
        'ru',
      ),
    );
    const badge = screen.getByRole('region', { name: 'Аккаунт' });
    expect(badge.textContent).toContain('Игрок 123456');
    expect(badge.textContent).toContain('Баланс скрыт');
    expect(badge.textContent).not.toContain('5,00');
  });
});

describe('GuestActions', () => {
  it('offers sign-in and registration, registration only when allowed', async () => {
    const user = userEvent.setup();
    const onSignIn = vi.fn();
    const onRegister = vi.fn();
    const { rerender } = render(wrap(<GuestActions onSignIn={onSignIn} onRegister={onRegister} />));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSignIn).toHaveBeenCalled();
    expect(onRegister).toHaveBeenCalled();
    rerender(wrap(<GuestActions onSignIn={onSignIn} onRegister={onRegister} registrationAllowed={false} />));
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });
});
