import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { initialFormsState } from '@bet/payments';
import { methodsAnswerFixture } from '@bet/payments/testing';
import { withI18n } from '@bet/ui/testing';
import { MoneyPageView } from './money-page-view';
import { withRouter } from './testing/with-router';

const answer = methodsAnswerFixture();
const card = answer.deposit[0] ?? null;
const view = { currencyIso: 'RUB', decimals: 2, methods: answer.deposit, method: card, closed: false };
const form = { ...initialFormsState.deposit, methodId: 'card', bonusChoice: 1 as const };

const meta = {
  title: 'Payments/MoneyForm',
  component: MoneyPageView,
  decorators: [withI18n(), withRouter],
  args: {
    direction: 'deposit',
    language: 'en',
    methodsStatus: 'loaded',
    view,
    form,
    bonus: answer.firstDepositBonus,
    onMethodChange: fn(),
    onAmountChange: fn(),
    onBonusChange: fn(),
    onSubmit: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof MoneyPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Deposit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Amount, RUB'), '5');
    await expect(args.onAmountChange).toHaveBeenCalledWith('5');
    await userEvent.click(canvas.getByRole('radio', { name: /Casino bonus/ }));
    await expect(args.onBonusChange).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const AmountRefused: Story = {
  args: { form: { ...form, amountText: '99.99', amountProblem: { code: 'amount_below_min', limit: 10_000 } } },
  play: async ({ canvasElement }) => {
    const amount = within(canvasElement).getByLabelText('Amount, RUB');
    await expect(amount).toHaveValue('99.99');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(/below the minimum of RUB\s100\.00/);
    await expect(amount).toHaveFocus();
  },
};

export const NotANumber: Story = {
  args: { form: { ...form, amountText: '12abc', amountProblem: { code: 'amount_not_a_number' } } },
};

export const NoAnswer: Story = {
  args: { form: { ...form, amountText: '500', submit: 'failed', submitProblem: { code: 'network' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/nothing is charged twice/);
  },
};

export const Sending: Story = { args: { form: { ...form, amountText: '500', submit: 'pending' } } };

export const Redirecting: Story = { args: { form: { ...form, amountText: '500', submit: 'redirecting' } } };

export const Loading: Story = { args: { methodsStatus: 'pending' } };

export const MethodsFailed: Story = {
  args: { methodsStatus: 'failed', view: { ...view, currencyIso: null, methods: [], method: null } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Restricted: Story = { args: { view: { ...view, closed: true } } };

export const NoMethods: Story = { args: { view: { ...view, methods: [], method: null } } };

export const Withdrawal: Story = {
  args: {
    direction: 'withdrawal',
    bonus: null,
    view: { ...view, methods: answer.withdrawal, method: answer.withdrawal[0] ?? null },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeInTheDocument();
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

export const Russian: Story = { decorators: [withI18n('ru')], args: { language: 'ru' } };
