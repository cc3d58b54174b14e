import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bringFriendLoaded, promotionPageLoaded, promotionReducer } from '@bet/promotion';
import { bringFriendFixture, promotionPageFixture } from '@bet/promotion/testing';
import { withStore } from '@bet/ui/testing';
import { BringFriendPage } from './bring-friend-page';
import { PromotionPage } from './promotion-page';

/** The pages over a store brought into state through the slice's own events (no saga runs). */
const meta = {
  title: 'Promotion/Pages',
  component: PromotionPage,
  decorators: [
    withStore({
      reducer: { promotion: promotionReducer },
      actions: [promotionPageLoaded(promotionPageFixture()), bringFriendLoaded(bringFriendFixture())],
    }),
  ],
} satisfies Meta<typeof PromotionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Promotion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Check a promo code' })).toBeVisible();
  },
};

export const BringFriend: Story = {
  render: () => <BringFriendPage origin="https://orbit.example" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bring a friend' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Your invite link' })).toHaveValue(
      'https://orbit.example/en/?bf_tag=f2ss',
    );
    await expect(canvas.getByRole('table', { name: 'Your friends' })).toBeVisible();
  },
};
