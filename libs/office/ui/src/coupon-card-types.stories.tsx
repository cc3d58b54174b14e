import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { antiExpressCouponFixture, conditionalCouponFixture } from '@bet/office/testing';
import { CouponCard } from './coupon-card';
import { withI18n } from '@bet/ui/testing';

/** The coupon types the operator prices (spec 01 §3 types 5 and 6) in the history and on print-coupon. */
const meta = {
  title: 'Office/CouponCard/Conditional and anti-express',
  component: CouponCard,
  decorators: [withI18n()],
  args: { coupon: conditionalCouponFixture(), language: 'en' },
} satisfies Meta<typeof CouponCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A settled conditional: its type, each block's amount, and the block of each bet. */
export const ConditionalSettled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Coupon № 1000003' });
    await expect(card).toHaveTextContent('Conditional');
    await expect(card).toHaveTextContent(/Block 1.*100\.00/);
    await expect(card).toHaveTextContent(/Block 2.*50\.00/);
    await userEvent.click(canvas.getByRole('button', { name: 'Show bets (3)' }));
    const table = canvas.getByRole('table', { name: 'Bets of coupon № 1000003' });
    await expect(within(table).getByRole('columnheader', { name: 'Block' })).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};

/** An open conditional: its possible win with the blocks chained (335.00). */
export const ConditionalOpen: Story = {
  args: {
    coupon: conditionalCouponFixture({
      isSettled: false,
      settledAt: null,
      payout: null,
      status: -1,
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveTextContent(/Possible win.*335\.00/);
  },
};

/** An open anti-express: the server's anti-express coefficient and the stake times it. */
export const AntiExpressOpen: Story = {
  args: { coupon: antiExpressCouponFixture() },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card).toHaveTextContent('Anti-express');
    await expect(card).toHaveTextContent(/Anti-express coefficient\s*1\.313/);
    await expect(card).toHaveTextContent(/131\.30/);
  },
};

export const PrintLayout: Story = {
  args: { coupon: conditionalCouponFixture(), expandable: false, headingLevel: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Coupon № 1000003' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Block' })).toBeVisible();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  args: { coupon: antiExpressCouponFixture(), language: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveTextContent('Коэффициент антиэкспресса');
  },
};
