import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RegistrationType } from '@bet/contract';
import { I18nHarness } from '@bet/ui/testing';
import { ageOn, RegistrationForm } from './registration-form';
import type { RegistrationFormProps } from './registration-form';

const NOW = Date.UTC(2026, 5, 15, 12);

function renderForm(overrides: Partial<RegistrationFormProps> = {}) {
  const props: RegistrationFormProps = {
    types: ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg'],
    activeType: 'fast_reg',
    onTypeChange: vi.fn(),
    currencies: [
      { id: 1, label: 'RUB' },
      { id: 2, label: 'USD' },
    ],
    phoneCodes: [{ code: '7', label: 'Russia +7' }],
    socialNetworks: ['google', 'vk', 'telegram'],
    minAge: 18,
    status: 'idle',
    error: null,
    onSubmit: vi.fn(),
    onSignIn: vi.fn(),
    now: NOW,
    ...overrides,
  };
  function Stateful() {
    const [type, setType] = useState<RegistrationType>(props.activeType);
    return (
      <RegistrationForm
        {...props}
        activeType={type}
        onTypeChange={(next) => {
          props.onTypeChange(next);
          setType(next);
        }}
      />
    );
  }
  const ui = () => (
    <I18nHarness>
      <Stateful />
    </I18nHarness>
  );
  const view = render(ui());
  return {
    props,
    rerender: (next: Partial<RegistrationFormProps>) => {
      Object.assign(props, next);
      view.rerender(ui());
    },
  };
}

const consent = () => screen.getByRole('checkbox', { name: 'I am of legal age (18+) and accept the terms' });

describe('RegistrationForm', () => {
  it('one click: requires consent, then reports currency, promo code and bonus choice', async () => {
    const user = userEvent.setup();
    const { props } = renderForm();
    expect(screen.getByRole('tablist', { name: 'Registration method' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(props.onSubmit).not.toHaveBeenCalled();
    expect(consent().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(consent());
    expect(screen.getByText('Confirm your age and accept the terms to continue')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'USD');
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), ' WELCOME ');
    const bonus = screen.getByRole('group', { name: 'First deposit bonus' });
    expect(within(bonus).getByRole('radio', { name: 'No bonus' })).toHaveProperty('checked', true);
    await user.click(within(bonus).getByRole('radio', { name: 'Casino bonus' }));
    await user.click(consent());
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(props.onSubmit).toHaveBeenCalledWith({
      type: 'fast_reg',
      currencyId: 2,
      promoCode: 'WELCOME',
      bonusChoice: 2,
    });
  });

  it('phone registration: checks and normalises the phone', async () => {
    const user = userEvent.setup();
    const { props } = renderForm({ activeType: 'phone_reg' });
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), 'abc');
    await user.click(consent());
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(props.onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('The number must have 5 to 15 digits')).toBeTruthy();
    expect(screen.getByText('Create a password')).toBeTruthy();

    await user.clear(screen.getByRole('textbox', { name: 'Phone number' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '912 345 67 89');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'pw{Enter}');
    expect(props.onSubmit).toHaveBeenCalledWith({
      type: 'phone_reg',
      phoneCode: '+7',
      phone: '9123456789',
      password: 'pw',
      currencyId: 1,
      promoCode: '',
      bonusChoice: 0,
    });
  });

  it('full registration: checks e-mail, names and the minimum age', async () => {
    const user = userEvent.setup();
    const { props } = renderForm({ activeType: 'full_reg' });
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'not-an-email');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'pw');
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Anna');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Ivanova');
    const birthday = screen.getByLabelText('Date of birth');
    await user.type(birthday, '2008-06-16');
    await user.click(consent());
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(props.onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Enter an e-mail such as name@example.com')).toBeTruthy();
    expect(screen.getByText('You must be at least 18 years old')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'E-mail' }));

    await user.clear(screen.getByRole('textbox', { name: 'E-mail' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'anna@example.com');
    await user.clear(birthday);
    await user.type(birthday, '2008-06-15');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(props.onSubmit).toHaveBeenCalledWith({
      type: 'full_reg',
      email: 'anna@example.com',
      password: 'pw',
      name: 'Anna',
      surname: 'Ivanova',
      birthday: '2008-06-15',
      currencyId: 1,
      promoCode: '',
      bonusChoice: 0,
    });
  });

  it('keeps what was typed after a failure and shows the error', async () => {
    const user = userEvent.setup();
    const { rerender } = renderForm({ activeType: 'full_reg' });
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'anna@example.com');
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Anna');
    await user.click(consent());
    rerender({ status: 'pending' });
    expect(screen.getByRole('button', { name: 'Register' }).getAttribute('aria-busy')).toBe('true');
    rerender({ status: 'failed', error: 'This e-mail is already registered.' });
    expect(screen.getByRole('alert').textContent).toBe('This e-mail is already registered.');
    // The server's message takes focus, so the player hears why (the one form hook of both forms).
    expect(document.activeElement?.contains(screen.getByRole('alert'))).toBe(true);
    expect((screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement).value).toBe('anna@example.com');
    expect((screen.getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('Anna');
    expect((consent() as HTMLInputElement).checked).toBe(true);
  });

  it('social registration: one named button per network, after consent', async () => {
    const user = userEvent.setup();
    const { props } = renderForm({ activeType: 'soc_reg' });
    const list = screen.getByRole('list', { name: 'Social networks' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Register with Google', 'Register with VK', 'Register with Telegram']);
    await user.click(screen.getByRole('button', { name: 'Register with VK' }));
    expect(props.onSubmit).not.toHaveBeenCalled();
    await user.click(consent());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'USD');
    await user.click(screen.getByRole('button', { name: 'Register with VK' }));
    expect(props.onSubmit).toHaveBeenCalledWith({ type: 'soc_reg', network: 'vk', currencyId: 2, bonusChoice: 0 });
  });

  it('hides the bonus choice when not offered and links to sign-in', async () => {
    const user = userEvent.setup();
    const { props } = renderForm({ offerBonusChoice: false, types: ['fast_reg'] });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('group', { name: 'First deposit bonus' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(props.onSignIn).toHaveBeenCalled();
  });
});

describe('ageOn', () => {
  it('counts full years by the calendar', () => {
    expect(ageOn('2008-06-15', NOW)).toBe(18);
    expect(ageOn('2008-06-16', NOW)).toBe(17);
    expect(ageOn('', NOW)).toBeNull();
  });
});
