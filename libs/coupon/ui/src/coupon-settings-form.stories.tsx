import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULT_COUPON_SETTINGS } from '@bet/coupon/state';
import { withI18n } from '@bet/ui/testing';
import { CouponSettingsForm } from './coupon-settings-form';

/** The coupon settings (spec 01 §3), props only: each story opens the fold and works a control. */
const meta = {
  title: 'Coupon/CouponSettingsForm',
  component: CouponSettingsForm,
  decorators: [withI18n()],
  parameters: { layout: 'padded' },
  render: (args) => (
    <div style={{ maxWidth: 340 }}>
      <CouponSettingsForm {...args} />
    </div>
  ),
  args: {
    settings: DEFAULT_COUPON_SETTINGS,
    currency: 'RUB',
    step: 1000,
    stepText: 'RUB 10.00',
    oneClickAmount: 0,
    defaultOpen: true,
    onChangeCoefActionChange: fn(),
    onOneClickToggle: fn(),
    onOneClickAmountChange: fn(),
    onExactCoefToggle: fn(),
    onDropOnScoreChangeToggle: fn(),
    onFlagChange: fn(),
    onStepChange: fn(),
  },
} satisfies Meta<typeof CouponSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Folded, as the right column shows it: the summary opens it. */
export const Folded: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('checkbox', { name: 'Only at the exact coefficient', hidden: true }),
    ).not.toBeVisible();
    await userEvent.click(canvas.getByText('Coupon settings'));
    await expect(canvas.getByRole('checkbox', { name: 'Only at the exact coefficient' })).toBeVisible();
  },
};

export const Defaults: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'When a coefficient changes' })).toHaveValue('2');
    for (const name of ['Show the balance', 'Show the possible win', 'Show the account choice']) {
      await expect(canvas.getByRole('checkbox', { name })).toBeChecked();
    }
    await expect(canvas.getByText('Stake step: RUB 10.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Only at the exact coefficient' }));
    await expect(args.onExactCoefToggle).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Drop the bet if the score changes' }));
    await expect(args.onDropOnScoreChangeToggle).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Keep the bets in the coupon after placing' }));
    await expect(args.onFlagChange).toHaveBeenCalledWith('isFixedCoupon', true);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show the balance' }));
    await expect(args.onFlagChange).toHaveBeenCalledWith('isShowBalance', false);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'When a coefficient changes' }), '0');
    await expect(args.onChangeCoefActionChange).toHaveBeenCalledWith(0);
  },
};

/** Spec 01 §4: dropping on a score change needs the exact coefficient; the hint says so. */
export const DropOnScoreChange: Story = {
  args: { settings: { ...DEFAULT_COUPON_SETTINGS, exactCoef: true, isDropOnScoreChange: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drop = canvas.getByRole('checkbox', { name: 'Drop the bet if the score changes' });
    await expect(drop).toBeChecked();
    await expect(drop).toHaveAccessibleDescription('Needs the exact coefficient and turns one-click bets off.');
    await expect(canvas.getByRole('checkbox', { name: 'Only at the exact coefficient' })).toBeChecked();
  },
};

export const OneClickOn: Story = {
  args: { settings: { ...DEFAULT_COUPON_SETTINGS, isActiveOneClick: true }, oneClickAmount: 5000 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('textbox', { name: 'One-click stake' });
    await expect(amount).toHaveValue('50.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '75');
    await expect(args.onOneClickAmountChange).toHaveBeenLastCalledWith(7500);
  },
};

/** Spec 01 §3 "amount step per currency, manual-step flag": the player's own step for RUB. */
export const ManualStep: Story = {
  args: {
    settings: { ...DEFAULT_COUPON_SETTINGS, isManualStep: true, amountStepByCurrency: { RUB: 5000 } },
    step: 5000,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const step = canvas.getByRole('textbox', { name: 'Stake step, RUB' });
    await expect(step).toHaveValue('50.00');
    await userEvent.clear(step);
    await userEvent.type(step, '25');
    await expect(args.onStepChange).toHaveBeenLastCalledWith(2500);
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  args: { settings: { ...DEFAULT_COUPON_SETTINGS, isActiveOneClick: true }, stepText: '10,00 ₽' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Снимать ставку при изменении счёта' })).toBeVisible();
    await expect(canvas.getByText('Шаг ставки: 10,00 ₽')).toBeVisible();
  },
};
