import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withI18n } from '@bet/ui/testing';
import { CouponReminderAlert } from './coupon-reminder-alert';

/** Spec 01 §4 "Coupon notification": the reminder that the coupon still holds bets. */
const meta = {
  title: 'Coupon/CouponReminderAlert',
  component: CouponReminderAlert,
  decorators: [
    withI18n(),
    (Story) => <RouterProvider router={createMemoryRouter([{ path: '*', element: <Story /> }])} />,
  ],
  args: { couponHref: '/en/coupon', onClose: fn() },
} satisfies Meta<typeof CouponReminderAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Due: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('status');
    await expect(alert).toHaveTextContent('Your coupon is waiting');
    await expect(within(alert).getByRole('link', { name: 'Open the coupon' })).toHaveAttribute('href', '/en/coupon');
    await userEvent.click(within(alert).getByRole('button', { name: 'Close the reminder' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  args: { couponHref: '/ru/coupon' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Открыть купон' })).toHaveAttribute('href', '/ru/coupon');
  },
};
