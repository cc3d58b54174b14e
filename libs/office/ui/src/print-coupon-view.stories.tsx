import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { systemCouponFixture, wonSingleFixture } from '@bet/office/testing';
import { withI18n } from '@bet/ui/testing';
import { PrintCouponView } from './print-coupon-view';

const meta = {
  title: 'Office/PrintCouponView',
  component: PrintCouponView,
  decorators: [withI18n()],
  args: { language: 'en', status: 'idle', problem: null, coupon: wonSingleFixture(), onPrint: fn(), onRetry: fn() },
} satisfies Meta<typeof PrintCouponView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Print' }));
    await expect(args.onPrint).toHaveBeenCalled();
  },
};

export const System: Story = { args: { coupon: systemCouponFixture() } };

export const Loading: Story = {
  args: { status: 'pending', coupon: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading the coupon' })).toBeTruthy();
  },
};

export const NotFound: Story = {
  args: { status: 'failed', problem: 'not_found', coupon: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'There is no such coupon among your bets.',
    );
  },
};

export const SignInNeeded: Story = { args: { status: 'failed', problem: 'unauthorized', coupon: null } };

export const Failed: Story = {
  args: { status: 'failed', problem: 'failed', coupon: null },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  args: { language: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Печать' })).toBeTruthy();
  },
};
