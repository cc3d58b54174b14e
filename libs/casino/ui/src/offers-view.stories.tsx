import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { offerFixture } from '@bet/casino/testing';
import { withI18n } from '@bet/ui/testing';
import { OfferView, OffersView } from './offers-view';
import { withRouter } from './testing/with-router';

const items = [
  offerFixture(),
  offerFixture({
    id: 'friday-spins',
    kind: 'promotion',
    title: 'Friday free spins',
    wager: null,
    endsAt: 1_794_124_800,
  }),
];

const meta = {
  title: 'Casino/OffersView',
  component: OffersView,
  decorators: [withI18n(), withRouter],
  args: { language: 'en', kind: 'bonus', status: 'loaded', items, onRetry: fn() },
} satisfies Meta<typeof OffersView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bonuses: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Casino bonuses' });
    await expect(within(list).getByRole('link', { name: 'Welcome casino bonus' }).getAttribute('href')).toBe(
      '/en/bonus/casino/welcome-casino',
    );
    await expect(within(list).getByText('Wager: ×35')).toBeTruthy();
  },
};
export const Promotions: Story = {
  args: { kind: 'promotion' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Friday free spins' }).getAttribute('href')).toBe(
      '/en/bonus/casino/promotions/friday-spins',
    );
  },
};
export const Loading: Story = { args: { status: 'pending', items: [] } };
export const Empty: Story = { args: { items: [] } };
export const Failed: Story = {
  args: { status: 'failed', items: [] },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const LongTexts: Story = {
  args: {
    items: [
      offerFixture({
        title: 'A bonus with a title long enough to wrap over several lines of its card',
        summary: 'Long. '.repeat(60),
      }),
    ],
  },
};

export const OneOffer: Story = {
  render: () => (
    <OfferView language="en" id="welcome-casino" kind="bonus" status="loaded" items={items} onRetry={() => undefined} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome casino bonus' })).toBeTruthy();
    await expect(canvas.getByRole('region', { name: 'Terms' })).toBeTruthy();
  },
};
export const OfferNotFound: Story = {
  render: () => (
    <OfferView language="en" id="nope" kind="bonus" status="loaded" items={items} onRetry={() => undefined} />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('There is no such offer.')).toBeTruthy();
  },
};
export const Russian: Story = { decorators: [withI18n('ru')] };
