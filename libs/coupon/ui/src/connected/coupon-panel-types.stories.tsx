import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { antiExpressCoefReceived, couponTypeChosen, stakeChanged } from '@bet/coupon/state';
import { CouponType } from '@bet/coupon';
import { StoreHarness } from '@bet/ui/testing';
import { CouponPanel } from './coupon-panel';
import { makeCouponUiStore, signedInSession, threeBets, type CouponUiStoreOptions } from './coupon-store-harness';

/** One store per story, made once (a re-render must not reset the coupon the play function fills). */
function WithStore(options: CouponUiStoreOptions) {
  const [harness] = useState(() => makeCouponUiStore(options));
  return (
    <StoreHarness store={harness.store} language={options.language}>
      <div style={{ maxWidth: 340 }}>
        <CouponPanel />
      </div>
    </StoreHarness>
  );
}

/**
 * The coupon panel with the types the operator prices (spec 01 §3 types 5 and 6): the type choice
 * offers them, and each shows its inputs (the blocks and their amounts; the anti-express price).
 */
const meta = {
  title: 'Coupon/CouponPanel/Conditional and anti-express',
  parameters: { layout: 'padded' },
  render: (args) => <WithStore {...args} />,
  args: { session: signedInSession, bets: threeBets, actions: [stakeChanged({ amount: 10000 })] },
} satisfies Meta<CouponUiStoreOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chosen in the type list: each bet in a block of its own; a bet moves into block 2 and block 2's amount is set. */
export const ConditionalChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Coupon type' }), 'Conditional bet');
    await expect(canvas.getByRole('group', { name: 'Blocks of the conditional bet' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Stake (block 1)' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Block for W2, Real – Sevilla' }), '2');
    const block2 = canvas.getByRole('textbox', { name: 'Up to this amount on block 2' });
    await userEvent.clear(block2);
    await userEvent.type(block2, '50');
    // 100.00 × 1.85 = 185.00; 50.00 of it on 2.10 × 1.50 = 157.50; 135.00 waits: 292.50.
    await expect(canvas.getByTestId('possible-win')).toHaveTextContent('292.50');
    await expect(canvas.getByRole('button', { name: 'Place the bet' })).not.toHaveAttribute('aria-disabled');
  },
};

/** Every bet in one block: the one reason says what to fix. */
export const ConditionalOneBlock: Story = {
  args: { actions: [stakeChanged({ amount: 10000 }), couponTypeChosen({ typeId: CouponType.Conditional })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Block for Over 2.5, Milan – Inter' }), '1');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Block for W2, Real – Sevilla' }), '1');
    await expect(canvas.getByText('Put the bets in at least two blocks.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Place the bet' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The anti-express with the bookmaker's price (the server's antiExpressCoef). */
export const AntiExpressPriced: Story = {
  args: {
    actions: [
      stakeChanged({ amount: 10000 }),
      couponTypeChosen({ typeId: CouponType.AntiExpress }),
      antiExpressCoefReceived({ coef: 1.25 }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Coupon type' })).toHaveValue(String(CouponType.AntiExpress));
    await expect(canvas.getByText("The bookmaker's coefficient: 1.25")).toBeVisible();
    await expect(canvas.getByTestId('possible-win')).toHaveTextContent('125.00');
  },
};

/** Before the server's price arrives: the fair price as a preview (coupon-math.md K = P / (P - 1)). */
export const AntiExpressPreview: Story = {
  args: { actions: [stakeChanged({ amount: 10000 }), couponTypeChosen({ typeId: CouponType.AntiExpress })] },
  play: async ({ canvasElement }) => {
    // P = 1.85 × 2.10 × 1.50 = 5.8275: K = 5.8275 / 4.8275 = 1.207.
    await expect(within(canvasElement).getByText(/Fair-price preview 1\.207/)).toBeVisible();
  },
};

export const Russian: Story = {
  args: {
    language: 'ru',
    actions: [stakeChanged({ amount: 10000 }), couponTypeChosen({ typeId: CouponType.Conditional })],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Блоки условной ставки' })).toBeVisible();
  },
};
