import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withI18n } from '@bet/ui/testing';
import { StakeField, type StakeFieldProps } from './stake-field';

/** The field keeps its own text; the story plays the coupon that holds the amount. */
function Controlled(props: StakeFieldProps) {
  const [amount, setAmount] = useState(props.amount);
  return (
    <StakeField
      {...props}
      amount={amount}
      onAmountChange={(next) => {
        setAmount(next);
        props.onAmountChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Coupon/StakeField',
  component: StakeField,
  decorators: [withI18n()],
  render: (args) => <Controlled {...args} />,
  args: { label: 'Stake', amount: 0, onAmountChange: fn(), onTextErrorChange: fn() },
} satisfies Meta<typeof StakeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Stake' });
    await userEvent.type(field, '12,5');
    await expect(args.onAmountChange).toHaveBeenLastCalledWith(1250);
  },
};

export const WithAmount: Story = { args: { amount: 10000 } };

export const WithLimits: Story = { args: { amount: 5000, hint: 'Minimum 10.00 · Maximum 50,000.00' } };

export const Unreadable: Story = {
  play: async ({ args, canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Stake' });
    await userEvent.type(field, '12a');
    await expect(field).toHaveValue('12a');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText(/one decimal separator/)).toBeVisible();
    await expect(args.onTextErrorChange).toHaveBeenLastCalledWith('format');
  },
};

export const TooManyDecimals: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox'), '1.234');
    await expect(within(canvasElement).getByText('Use at most 2 digits after the separator.')).toBeVisible();
  },
};

export const Russian: Story = { decorators: [withI18n('ru')], args: { label: 'Сумма ставки', amount: 150050 } };

/** An 8-digit stake (spec 01 §3 amounts are minor units) fits the field and reads back whole. */
export const EightDigitSum: Story = {
  args: { amount: 9_999_999_999, hint: 'Minimum 10.00 · Maximum 99,999,999.99' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Stake' });
    await expect((field as HTMLInputElement).value.replace(/\D/g, '')).toBe('9999999999');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
