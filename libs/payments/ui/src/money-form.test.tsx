import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { initialFormsState, type MoneyFormState } from '@bet/payments';
import { methodsAnswerFixture } from '@bet/payments/testing';
import { MoneyForm, type MoneyFormProps } from './money-form';
import { ViewHarness } from './testing/with-router';

const answer = methodsAnswerFixture();
const view = {
  currencyIso: 'RUB',
  decimals: 2,
  methods: answer.deposit,
  method: answer.deposit[0] ?? null,
  closed: false,
};

function show(overrides: Partial<MoneyFormProps> = {}, language = 'en') {
  const props: MoneyFormProps = {
    direction: 'deposit',
    language,
    methodsStatus: 'loaded',
    view,
    form: { ...initialFormsState.deposit, methodId: 'card' },
    bonus: answer.firstDepositBonus,
    onMethodChange: vi.fn(),
    onAmountChange: vi.fn(),
    onBonusChange: vi.fn(),
    onSubmit: vi.fn(),
    onRetry: vi.fn(),
    ...overrides,
  };
  /** The form held by a parent as the store would: a refusal arrives after the submit. */
  function Host() {
    const [form, setForm] = useState<MoneyFormState>(props.form);
    return (
      <MoneyForm
        {...props}
        form={form}
        onAmountChange={(text) => {
          props.onAmountChange(text);
          setForm((current) => ({ ...current, amountText: text, amountProblem: null }));
        }}
        onSubmit={() => {
          props.onSubmit();
          setForm((current) => ({ ...current, amountProblem: { code: 'amount_not_a_number' } }));
        }}
      />
    );
  }
  render(
    <ViewHarness language={language}>
      <Host />
    </ViewHarness>,
  );
  return props;
}

describe('MoneyForm (spec 01 §2 recharge, deduce)', () => {
  it('names its fields, shows the bounds of the method and the bonus choice', () => {
    show();
    expect(screen.getByRole('combobox', { name: 'Payment method' })).toBeTruthy();
    const amount = screen.getByRole('textbox', { name: 'Amount, RUB' });
    expect(amount.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/From RUB\s100\.00 to RUB\s150,000\.00/)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'First deposit bonus' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: /^Sport bonus/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('keeps the typed text on a refusal, ties the message to the field and focuses it', async () => {
    const user = userEvent.setup();
    const props = show();
    const amount = screen.getByRole('textbox', { name: 'Amount, RUB' });
    await user.type(amount, '12abc');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(props.onSubmit).toHaveBeenCalledOnce();
    expect((amount as HTMLInputElement).value).toBe('12abc');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    const describedBy = amount.getAttribute('aria-describedby') ?? '';
    const descriptions = describedBy.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(descriptions).toContain('Enter the amount in digits, for example 500 or 500.50.');
    expect(document.activeElement).toBe(amount);
  });

  it('tells a restricted player that deposits are closed', () => {
    show({ view: { ...view, closed: true } });
    expect(screen.getByRole('status').textContent).toBe('Deposits are not available for your account.');
  });

  it('speaks Russian', () => {
    show({}, 'ru');
    expect(screen.getByRole('button', { name: 'Пополнить' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Сумма, RUB' })).toBeTruthy();
  });
});
