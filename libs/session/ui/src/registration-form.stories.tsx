import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { RegistrationType } from '@bet/contract';
import { withI18n } from '@bet/ui/testing';
import { RegistrationForm } from './registration-form';

const meta = {
  title: 'Session/RegistrationForm',
  component: RegistrationForm,
  decorators: [withI18n()],
  args: {
    types: ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg'],
    activeType: 'fast_reg',
    onTypeChange: fn(),
    currencies: [
      { id: 1, label: 'RUB — Russian rouble' },
      { id: 2, label: 'USD — US dollar' },
      { id: 3, label: 'EUR — Euro' },
    ],
    phoneCodes: [
      { code: '7', label: 'Russia +7' },
      { code: '380', label: 'Ukraine +380' },
    ],
    socialNetworks: ['google', 'vk', 'ok', 'telegram', 'apple'],
    minAge: 18,
    status: 'idle',
    error: null,
    onSubmit: fn(),
    onSignIn: fn(),
    now: Date.UTC(2026, 5, 15, 12),
  },
  render: function Render(args) {
    const [type, setType] = useState<RegistrationType>(args.activeType);
    return (
      <div style={{ maxWidth: 460 }}>
        <RegistrationForm
          {...args}
          activeType={type}
          onTypeChange={(next) => {
            args.onTypeChange(next);
            setType(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof RegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneClickEmpty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const consent = canvas.getByRole('checkbox', { name: 'I am of legal age (18+) and accept the terms' });
    await expect(consent).toBeInvalid();
    await expect(consent).toHaveFocus();
  },
};

export const OneClickFilled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Currency' }), 'EUR — Euro');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Promo code' }), 'WELCOME');
    await userEvent.click(canvas.getByRole('radio', { name: 'Sports bonus' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /legal age/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      type: 'fast_reg',
      currencyId: 3,
      promoCode: 'WELCOME',
      bonusChoice: 1,
    });
  },
};

export const OneClickPending: Story = {
  args: { status: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Register' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const OneClickFailed: Story = {
  args: { status: 'failed', error: 'Registration is temporarily unavailable. Try again later.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('temporarily unavailable');
  },
};

export const ByPhone: Story = {
  args: { activeType: 'phone_reg' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '912 345-67-89');
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'secret');
    await userEvent.click(canvas.getByRole('checkbox', { name: /legal age/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'phone_reg', phoneCode: '+7', phone: '9123456789', password: 'secret' }),
    );
  },
};

export const ByEmailErrors: Story = {
  args: { activeType: 'full_reg' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'anna@');
    await userEvent.type(canvas.getByLabelText('Date of birth'), '2010-01-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Enter an e-mail such as name@example.com',
    );
    await expect(canvas.getByLabelText('Date of birth')).toHaveAccessibleDescription(
      'You must be at least 18 years old',
    );
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
  },
};

export const ByEmailFilled: Story = {
  args: { activeType: 'full_reg' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'anna@example.com');
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'secret');
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Anna');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), 'Ivanova');
    await userEvent.type(canvas.getByLabelText('Date of birth'), '1990-03-08');
    await userEvent.click(canvas.getByRole('checkbox', { name: /legal age/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'full_reg', email: 'anna@example.com', birthday: '1990-03-08' }),
    );
  },
};

export const SocialNetworks: Story = {
  args: { activeType: 'soc_reg' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: /legal age/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Register with Google' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      type: 'soc_reg',
      network: 'google',
      currencyId: 1,
      bonusChoice: 0,
    });
  },
};

export const SocialNetworksPending: Story = {
  args: { activeType: 'soc_reg', status: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Register with Telegram' })).not.toHaveAttribute('aria-busy');
  },
};

/** 21+ site, no first-deposit bonus on offer, one type only: no tabs. */
export const SingleTypeNoBonus: Story = {
  args: { types: ['phone_reg'], activeType: 'phone_reg', minAge: 21, offerBonusChoice: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.queryByRole('group', { name: 'First deposit bonus' })).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: 'I am of legal age (21+) and accept the terms' })).toBeVisible();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  args: { activeType: 'soc_reg' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Регистрация через ВКонтакте' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'В один клик' })).toBeVisible();
  },
};
