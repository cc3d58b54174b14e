import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withI18n } from '@bet/ui/testing';
import { ThankYouView } from './thank-you-view';
import { withRouter } from './testing/with-router';

const meta = {
  title: 'Casino/ThankYouView',
  component: ThankYouView,
  decorators: [withI18n(), withRouter],
  args: { language: 'en', section: 'slots' },
} satisfies Meta<typeof ThankYouView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Slots: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for registering' })).toBeTruthy();
    await expect(page.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/en/recharge');
    await expect(page.getByRole('link', { name: 'Slots' }).getAttribute('href')).toBe('/en/slots');
  },
};
export const Casino: Story = {
  args: { section: 'casino' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Casino' }).getAttribute('href')).toBe(
      '/en/casino-lobby',
    );
  },
};
export const Keno: Story = {
  args: { section: 'keno' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Keno' }).getAttribute('href')).toBe('/en/keno');
  },
};
export const Russian: Story = { args: { language: 'ru' }, decorators: [withI18n('ru')] };
