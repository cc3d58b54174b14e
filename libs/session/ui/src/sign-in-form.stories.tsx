import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { LoginForm } from '@bet/contract';
import { withI18n } from '@bet/ui/testing';
import { SignInForm } from './sign-in-form';

const meta = {
  title: 'Session/SignInForm',
  component: SignInForm,
  decorators: [withI18n()],
  args: {
    forms: ['login_password', 'phone_password', 'sms'],
    activeForm: 'login_password',
    onFormChange: fn(),
    status: 'idle',
    error: null,
    twoStep: null,
    sms: { status: 'idle', resendAt: null },
    now: 1_000_000,
    phoneCodes: [
      { code: '7', label: 'Russia +7' },
      { code: '380', label: 'Ukraine +380' },
      { code: '44', label: 'United Kingdom +44' },
    ],
    onSubmit: fn(),
    onRequestSmsCode: fn(),
    onSubmitTwoStepCode: fn(),
    onForgotPassword: fn(),
    onRegister: fn(),
  },
  render: function Render(args) {
    const [form, setForm] = useState<LoginForm>(args.activeForm);
    return (
      <div style={{ maxWidth: 420 }}>
        <SignInForm
          {...args}
          activeForm={form}
          onFormChange={(next) => {
            args.onFormChange(next);
            setForm(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const login = canvas.getByRole('textbox', { name: 'E-mail or player ID' });
    await expect(login).toBeInvalid();
    await expect(login).toHaveAccessibleDescription('Enter your e-mail or player ID');
    await expect(login).toHaveFocus();
  },
};

/** Keyboard only: tab into the fields, type, Enter submits. */
export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'E-mail or player ID' }));
    await userEvent.keyboard('player@example.com');
    await userEvent.tab();
    await userEvent.keyboard('secret');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      form: 'login_password',
      login: 'player@example.com',
      password: 'secret',
      save: false,
    });
  },
};

export const Pending: Story = {
  args: { status: 'pending' },
  play: async ({ canvasElement }) => {
    const submit = within(canvasElement).getByRole('button', { name: 'Sign in' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  args: { status: 'failed', error: 'Wrong login or password.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Wrong login or password.');
  },
};

export const PhonePassword: Story = {
  args: { activeForm: 'phone_password' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country code' }), 'Ukraine +380');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '50 123-45-67');
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'secret{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      form: 'phone_password',
      phoneCode: '+380',
      phone: '501234567',
      password: 'secret',
      save: false,
    });
  },
};

export const SmsBeforeCode: Story = {
  args: { activeForm: 'sms' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
      /The number must have 5 to 15 digits/,
    );
    await expect(args.onRequestSmsCode).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '4567{Enter}');
    await expect(args.onRequestSmsCode).toHaveBeenCalledWith({ phoneCode: '+7', phone: '1234567' });
  },
};

export const SmsSending: Story = {
  args: { activeForm: 'sms', sms: { status: 'sending', resendAt: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Send code' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const SmsSentCountdown: Story = {
  args: { activeForm: 'sms', sms: { status: 'sent', resendAt: 1_045_000 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const resend = canvas.getByRole('button', { name: 'Send again in 45 s' });
    await expect(resend).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(resend);
    await expect(args.onRequestSmsCode).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '9123456789');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Code from the SMS' }), '1234{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      form: 'sms',
      phoneCode: '+7',
      phone: '9123456789',
      code: '1234',
      save: false,
    });
  },
};

export const SmsResendReady: Story = {
  args: { activeForm: 'sms', sms: { status: 'sent', resendAt: 990_000 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Send the code again' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

export const SmsFailed: Story = {
  args: { activeForm: 'sms', sms: { status: 'failed', resendAt: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The code could not be sent');
  },
};

export const TwoStepCode: Story = {
  args: {
    forms: ['login_password_two_step_code'],
    activeForm: 'login_password_two_step_code',
    twoStep: { sentTo: 'p***@example.com' },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('p***@example.com');
    await expect(canvas.getByRole('textbox', { name: 'Confirmation code' })).toHaveFocus();
    await userEvent.keyboard('5555{Enter}');
    await expect(args.onSubmitTwoStepCode).toHaveBeenCalledWith({ code: '5555' });
  },
};

export const TwoStepCodeFailed: Story = {
  args: { ...TwoStepCode.args, status: 'failed', error: 'The code is wrong or has expired.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The code is wrong or has expired.');
  },
};

/** One login form: no tabs. VIP domain: no registration (spec 01 §5). */
export const SingleFormNoRegistration: Story = {
  args: { forms: ['login_password'], registrationAllowed: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Register' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Forgot password?' })).toBeVisible();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'E-mail или ID' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Забыли пароль?' })).toBeVisible();
  },
};
