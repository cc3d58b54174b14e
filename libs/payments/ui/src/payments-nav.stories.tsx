import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withI18n } from '@bet/ui/testing';
import { PaymentsNav } from './payments-nav';
import { withRouter } from './testing/with-router';

const meta = {
  title: 'Payments/PaymentsNav',
  component: PaymentsNav,
  decorators: [withI18n(), withRouter],
  args: { language: 'en', current: 'historypay' },
} satisfies Meta<typeof PaymentsNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnHistory: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Payments' });
    await expect(within(nav).getByRole('link', { name: 'Payment history' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/en/recharge');
  },
};

export const Russian: Story = { decorators: [withI18n('ru')], args: { language: 'ru', current: 'recharge' } };
