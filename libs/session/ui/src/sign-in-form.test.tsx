import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginForm } from '@bet/contract';
import { I18nHarness } from '@bet/ui/testing';
import { SignInForm } from './sign-in-form';
import type { SignInFormProps } from './sign-in-form';

const phoneCodes = [
  { code: '7', label: 'Russia +7' },
  { code: '+380', label: 'Ukraine +380' },
];

function renderForm(overrides: Partial<SignInFormProps> = {}, language = 'en') {
  const props: SignInFormProps = {
    forms: ['login_password', 'phone_password', 'sms'],
    activeForm: 'login_password',
    onFormChange: vi.fn(),
    status: 'idle',
    error: null,
    twoStep: null,
    phoneCodes,
    onSubmit: vi.fn(),
    onRequestSmsCode: vi.fn(),
    onSubmitTwoStepCode: vi.fn(),
    onForgotPassword: vi.fn(),
    onRegister: vi.fn(),
    ...overrides,
  };
  function Stateful() {
    const [form, setForm] = useState<LoginForm>(props.activeForm);
    return (
      <SignInForm
        {...props}
        activeForm={form}
        onFormChange={(next) => {
          props.onFormChange(next);
          setForm(next);
        }}
      />
    );
  }
  const view = render(
    <I18nHarness language={language}>
      <Stateful />
    </I18nHarness>,
  );
  const rerender = (next: Partial<SignInFormProps>) => {
    Object.assign(props, next);
    view.rerender(
      <I18nHarness language={language}>
        <Stateful />
      </I18nHarness>,
    );
  };
  return { props, rerender };
}

const password = () => screen.getByLabelText('Password', { selector: 'input' });

afterEach(() => {
  vi.useRealTimers();
});

describe('SignInForm', () => {
  it('submits login, password and the keep-me-signed-in choice with Enter', async () => {
    const user = userEvent.setup();
    const { props } = renderForm();
    expect(screen.getByRole('tablist', { name: 'Sign-in method' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'E-mail or player ID' }), ' player@example.com ');
    await user.type(password(), 'secret 1');
    await user.click(screen.getByRole('checkbox', { name: 'Keep me signed in' }));
    await user.type(password(), '{Enter}');
    expect(props.onSubmit).toHaveBeenCalledWith({
      form: 'login_password',
      login: 'player@example.com',
      password: 'secret 1',
      save: true,
    });
  });

  it('shows field messages, linked to the fields, before any callback, and focuses the first', async () => {
    const user = userEvent.setup();
    const { props } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(props.onSubmit).not.toHaveBeenCalled();
    const login = screen.getByRole('textbox', { name: 'E-mail or player ID' });
    expect(login.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(login.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter your e-mail or player ID',
    );
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(document.activeElement).toBe(login);

    await user.type(login, 'a');
    expect(login.hasAttribute('aria-invalid')).toBe(false);
    // The other field keeps its message until it is touched too.
    expect(password().getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps what the player typed after a failure and shows the error in an alert', async () => {
    const user = userEvent.setup();
    const { props, rerender } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'E-mail or player ID' }), '123456');
    await user.type(password(), 'wrong');
    await user.click(screen.getByRole('checkbox', { name: 'Keep me signed in' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(props.onSubmit).toHaveBeenCalledTimes(1);

    rerender({ status: 'pending' });
    const submit = screen.getByRole('button', { name: 'Sign in' });
    expect(submit.getAttribute('aria-busy')).toBe('true');
    await user.click(submit);
    expect(props.onSubmit).toHaveBeenCalledTimes(1);

    rerender({ status: 'failed', error: 'Wrong login or password.' });
    expect(screen.getByRole('alert').textContent).toBe('Wrong login or password.');
    expect(document.activeElement?.contains(screen.getByRole('alert'))).toBe(true);
    expect((screen.getByRole('textbox', { name: 'E-mail or player ID' }) as HTMLInputElement).value).toBe('123456');
    expect((password() as HTMLInputElement).value).toBe('wrong');
    expect((screen.getByRole('checkbox', { name: 'Keep me signed in' }) as HTMLInputElement).checked).toBe(true);
  });

  it('phone form: normalises the code to one plus and strips separators from the number', async () => {
    const user = userEvent.setup();
    const { props } = renderForm({ activeForm: 'phone_password' });
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await user.type(phone, '12-3');
    await user.type(password(), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(props.onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('The number must have 5 to 15 digits')).toBeTruthy();

    await user.clear(phone);
    await user.type(phone, '912 345-67-89');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(props.onSubmit).toHaveBeenCalledWith({
      form: 'phone_password',
      phoneCode: '+7',
      phone: '9123456789',
      password: 'pw',
      save: false,
    });
  });

  it('switches forms with the tabs and keeps the values of each', async () => {
    const user = userEvent.setup();
    const { props } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'E-mail or player ID' }), 'me');
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    expect(props.onFormChange).toHaveBeenCalledWith('phone_password');
    expect(screen.getByRole('tabpanel', { name: 'Phone' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'E-mail or ID' }));
    expect((screen.getByRole('textbox', { name: 'E-mail or player ID' }) as HTMLInputElement).value).toBe('me');
  });

  it('sms form: sends the code, counts down from resendAt, then submits the code', async () => {
    const user = userEvent.setup();
    const { props, rerender } = renderForm({ activeForm: 'sms', now: 1_000_000 });
    expect(screen.queryByRole('textbox', { name: 'Code from the SMS' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '9123456789{Enter}');
    expect(props.onRequestSmsCode).toHaveBeenCalledWith({ phoneCode: '+7', phone: '9123456789' });

    rerender({ sms: { status: 'sending', resendAt: null } });
    expect(screen.getByRole('button', { name: 'Send code' }).getAttribute('aria-busy')).toBe('true');

    rerender({ sms: { status: 'sent', resendAt: 1_060_000 } });
    const code = screen.getByRole('textbox', { name: 'Code from the SMS' });
    expect(document.activeElement).toBe(code);
    expect(screen.getByRole('status').textContent).toBe('We have sent a code by SMS to +7 9123456789.');
    const resend = screen.getByRole('button', { name: 'Send again in 60 s' });
    expect(resend.getAttribute('aria-disabled')).toBe('true');
    await user.click(resend);
    expect(props.onRequestSmsCode).toHaveBeenCalledTimes(1);

    rerender({ now: 1_059_001 });
    expect(screen.getByRole('button', { name: 'Send again in 1 s' })).toBeTruthy();
    rerender({ now: 1_060_000 });
    await user.click(screen.getByRole('button', { name: 'Send the code again' }));
    expect(props.onRequestSmsCode).toHaveBeenCalledTimes(2);

    await user.type(code, '12a{Enter}');
    expect(screen.getByText('The code consists of digits only')).toBeTruthy();
    await user.clear(code);
    await user.type(code, '4321{Enter}');
    expect(props.onSubmit).toHaveBeenCalledWith({
      form: 'sms',
      phoneCode: '+7',
      phone: '9123456789',
      code: '4321',
      save: false,
    });
  });

  it('sms form without a now prop counts down on its own clock', async () => {
    vi.useFakeTimers({ now: 5_000_000 });
    renderForm({ activeForm: 'sms', sms: { status: 'sent', resendAt: 5_003_000 } });
    expect(screen.getByRole('button', { name: 'Send again in 3 s' })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(screen.getByRole('button', { name: 'Send again in 1 s' })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole('button', { name: 'Send the code again' })).toBeTruthy();
  });

  it('sms form: says when the code could not be sent', () => {
    renderForm({ activeForm: 'sms', sms: { status: 'failed', resendAt: null } });
    expect(screen.getByRole('alert').textContent).toBe('The code could not be sent. Try again.');
  });

  it('asks for the two-step code when the server wants one', async () => {
    const user = userEvent.setup();
    const { props } = renderForm({
      forms: ['login_password_two_step_code'],
      activeForm: 'login_password_two_step_code',
      twoStep: { sentTo: 'p***@example.com' },
    });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('We have sent a confirmation code to p***@example.com.');
    const code = screen.getByRole('textbox', { name: 'Confirmation code' });
    expect(document.activeElement).toBe(code);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(props.onSubmitTwoStepCode).not.toHaveBeenCalled();
    expect(screen.getByText('Enter the code')).toBeTruthy();
    await user.type(code, '777{Enter}');
    expect(props.onSubmitTwoStepCode).toHaveBeenCalledWith({ code: '777' });
  });

  it('offers forgot-password and register, and hides register when not allowed', async () => {
    const user = userEvent.setup();
    const { props, rerender } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(props.onForgotPassword).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(props.onRegister).toHaveBeenCalled();
    rerender({ registrationAllowed: false });
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it('speaks Russian', () => {
    renderForm({}, 'ru');
    expect(screen.getByRole('tablist', { name: 'Способ входа' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Войти' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Показать пароль' })).toBeTruthy();
  });
});
