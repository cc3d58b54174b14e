import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CouponSuccess } from './coupon-success';
import { withI18n } from '@bet/ui/testing';

const meta = {
  title: 'Coupon/CouponSuccess',
  component: CouponSuccess,
  decorators: [
    withI18n(),
    (Story) => <RouterProvider router={createMemoryRouter([{ path: '*', element: <Story /> }])} />,
  ],
  args: {
    couponId: '123456',
    amount: 'RUB 100.00',
    possibleWin: 'RUB 185.00',
    printHref: '/en/print-coupon/123456',
    historyHref: '/en/history',
    onClose: fn(),
  },
} satisfies Meta<typeof CouponSuccess>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Accepted: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Bet accepted' })).toHaveFocus();
    await expect(canvas.getByText('Coupon № 123456')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Print the coupon' })).toHaveAttribute(
      'href',
      '/en/print-coupon/123456',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Make another bet' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const WithoutFigures: Story = { args: { amount: null, possibleWin: null } };

export const Russian: Story = { decorators: [withI18n('ru')], args: { amount: '100,00 ₽', possibleWin: '185,00 ₽' } };

/** 8-digit sums and a long coupon number stay inside the message. */
export const LongSums: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  args: { couponId: '98765432101234', amount: 'RUB 99,999,999.99', possibleWin: 'RUB 12,345,678,901.23' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/12,345,678,901\.23/)).toBeVisible();
    const box = canvasElement.firstElementChild as HTMLElement;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};
