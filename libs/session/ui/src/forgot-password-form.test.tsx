import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ForgotPasswordForm } from './forgot-password-form';
import type { ForgotPasswordFormProps } from './forgot-password-form';
import { I18nHarness } from '@bet/ui/testing';

function renderForm(overrides: Partial<ForgotPasswordFormProps> = {}) {
  const props: ForgotPasswordFormProps = {
    status: 'idle',
    error: null,
    onSubmit: vi.fn(),
    onBack: vi.fn(),
    ...overrides,
  };
  const ui = (p: ForgotPasswordFormProps) => (
    <I18nHarness>
      <ForgotPasswordForm {...p} />
    </I18nHarness>
  );
  const view = render(ui(props));
  return { props, rerender: (next: Partial<ForgotPasswordFormProps>) => view.rerender(ui({ ...props, ...next })) };
}

describe('ForgotPasswordForm', () => {
  it('requires a login, then submits it trimmed', async () => {
    const user = userEvent.setup();
    const { props } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send instructions' }));
    expect(props.onSubmit).not.toHaveBeenCalled();
    const login = screen.getByRole('textbox', { name: 'E-mail, player ID or phone' });
    expect(login.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(login);
    await user.type(login, ' 123456 {Enter}');
    expect(props.onSubmit).toHaveBeenCalledWith({ login: '123456' });
  });

  it('is busy while pending, confirms when sent, keeps the login after a failure', async () => {
    const user = userEvent.setup();
    const { rerender } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'E-mail, player ID or phone' }), 'anna@example.com');
    rerender({ status: 'pending' });
    expect(screen.getByRole('button', { name: 'Send instructions' }).getAttribute('aria-busy')).toBe('true');
    rerender({ status: 'failed', error: 'Too many attempts. Try later.' });
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Try later.');
    expect((screen.getByRole('textbox', { name: 'E-mail, player ID or phone' }) as HTMLInputElement).value).toBe(
      'anna@example.com',
    );
    rerender({ status: 'sent', error: null });
    expect(screen.getByRole('status').textContent).toBe('If this account exists, we have sent instructions.');
  });

  it('goes back to sign-in', async () => {
    const user = userEvent.setup();
    const { props } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Back to sign-in' }));
    expect(props.onBack).toHaveBeenCalled();
  });
});
