import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AuthDialog } from './auth-dialog';
import { AutoLogoffNotice } from './auto-logoff-notice';
import { CaptchaDialog } from './captcha-dialog';
import type { CaptchaDialogProps } from './captcha-dialog';
import { I18nHarness } from '@bet/ui/testing';
import { LogoutConfirmDialog } from './logout-confirm-dialog';
import { SessionExpiredNotice } from './session-expired-notice';

const wrap = (node: ReactNode, language = 'en') => <I18nHarness language={language}>{node}</I18nHarness>;

describe('LogoutConfirmDialog', () => {
  it('asks, confirms and cancels', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(wrap(<LogoutConfirmDialog open status="idle" onConfirm={onConfirm} onCancel={onCancel} />));
    const dialog = screen.getByRole('dialog', { name: 'Sign out?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('keeps confirm busy while pending and ignores Escape', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(wrap(<LogoutConfirmDialog open status="pending" onConfirm={onConfirm} onCancel={onCancel} />));
    const confirm = screen.getByRole('button', { name: 'Sign out' });
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });
});

describe('CaptchaDialog', () => {
  const base: CaptchaDialogProps = {
    open: true,
    imageSrc: 'data:image/png;base64,AAAA',
    status: 'idle',
    error: null,
    onSubmit: vi.fn(),
    onRefresh: vi.fn(),
    onCancel: vi.fn(),
  };

  it('shows the picture, asks for the answer and submits it', async () => {
    const user = userEvent.setup();
    const props = { ...base, onSubmit: vi.fn() };
    render(wrap(<CaptchaDialog {...props} />));
    expect(screen.getByRole('dialog', { name: 'Security check' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Security code picture' })).toBeTruthy();
    const input = screen.getByRole('textbox', { name: 'Characters from the picture' });
    expect(document.activeElement).toBe(input);
    await user.keyboard('{Enter}');
    expect(props.onSubmit).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.type(input, 'x7Kp{Enter}');
    expect(props.onSubmit).toHaveBeenCalledWith('x7Kp');
  });

  it('is busy while validating, shows the error and clears the answer for a new picture', async () => {
    const user = userEvent.setup();
    const props = { ...base, onRefresh: vi.fn(), onCancel: vi.fn() };
    const view = render(wrap(<CaptchaDialog {...props} status="validating" />));
    await user.type(screen.getByRole('textbox', { name: 'Characters from the picture' }), 'abcd');
    expect(screen.getByRole('button', { name: 'Continue' }).getAttribute('aria-busy')).toBe('true');

    view.rerender(
      wrap(
        <CaptchaDialog
          {...props}
          status="failed"
          error="Wrong code. Try this picture."
          imageSrc="data:image/png;base64,BBBB"
        />,
      ),
    );
    expect(screen.getByRole('alert').textContent).toBe('Wrong code. Try this picture.');
    expect((screen.getByRole('textbox', { name: 'Characters from the picture' }) as HTMLInputElement).value).toBe('');

    await user.click(screen.getByRole('button', { name: 'New picture' }));
    expect(props.onRefresh).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(props.onCancel).toHaveBeenCalled();
  });

  it('keeps an answer typed before the first picture came, and sends nothing until it is there', async () => {
    const user = userEvent.setup();
    const props = { ...base, imageSrc: null, onSubmit: vi.fn() };
    const view = render(wrap(<CaptchaDialog {...props} />));
    const input = screen.getByRole('textbox', { name: 'Characters from the picture' });
    await user.type(input, '00000');
    const submit = screen.getByRole('button', { name: 'Continue' });
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    await user.click(submit);
    await user.type(input, '{Enter}');
    expect(props.onSubmit).not.toHaveBeenCalled();

    view.rerender(wrap(<CaptchaDialog {...props} imageSrc="data:image/png;base64,AAAA" />));
    expect((input as HTMLInputElement).value).toBe('00000');
    expect(submit.hasAttribute('aria-disabled')).toBe(false);
    await user.click(submit);
    expect(props.onSubmit).toHaveBeenCalledWith('00000');
  });

  it('clears the answer when its picture goes (refused or replaced), not when the next one comes', async () => {
    const user = userEvent.setup();
    const view = render(wrap(<CaptchaDialog {...base} />));
    const input = screen.getByRole('textbox', { name: 'Characters from the picture' }) as HTMLInputElement;
    await user.type(input, 'abcd');
    view.rerender(wrap(<CaptchaDialog {...base} imageSrc={null} error="Wrong code" status="failed" />));
    expect(input.value).toBe('');
    await user.type(input, 'efgh');
    view.rerender(wrap(<CaptchaDialog {...base} imageSrc="data:image/png;base64,CCCC" error="Wrong code" />));
    expect(input.value).toBe('efgh');
  });
});

describe('AutoLogoffNotice', () => {
  it('says why the player was signed out, under the spec key, and offers sign-in', async () => {
    const user = userEvent.setup();
    const onSignIn = vi.fn();
    const onClose = vi.fn();
    render(wrap(<AutoLogoffNotice open onSignIn={onSignIn} onClose={onClose} />, 'ru'));
    expect(screen.getByRole('dialog', { name: 'Вы вышли из аккаунта' })).toBeTruthy();
    expect(screen.getByText('Вы автоматически вышли из аккаунта, так как долго не проявляли активности.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Войти снова' }));
    expect(onSignIn).toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});

describe('SessionExpiredNotice', () => {
  it('is a status with a sign-in button', async () => {
    const user = userEvent.setup();
    const onSignIn = vi.fn();
    render(wrap(<SessionExpiredNotice onSignIn={onSignIn} />));
    expect(screen.getByRole('status').textContent).toContain('Your session has ended. Please sign in again.');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalled();
  });
});

describe('AuthDialog', () => {
  it('titles itself after the form it holds', () => {
    const { rerender } = render(
      wrap(
        <AuthDialog open view="sign-in" onClose={() => undefined}>
          <p>form</p>
        </AuthDialog>,
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    rerender(
      wrap(
        <AuthDialog open view="forgot-password" onClose={() => undefined}>
          <p>form</p>
        </AuthDialog>,
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Password recovery' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});
