import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { promotionPageFixture } from '@bet/promotion/testing';
import { withI18n } from '@bet/ui/testing';
import { PromotionList } from './promotion-list';

const meta = {
  title: 'Promotion/PromotionList',
  component: PromotionList,
  decorators: [withI18n()],
  args: { promotions: promotionPageFixture().promotions, status: 'idle', onRetry: fn() },
} satisfies Meta<typeof PromotionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Your promotions' });
    await expect(within(list).getByRole('heading', { name: 'Welcome week' })).toBeVisible();
    await expect(within(list).getByText(/^Ends /)).toBeVisible();
    await expect(within(list).getByText('No end date')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { promotions: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'You take part in no promotion right now.' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { promotions: null, status: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading your promotions' })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { promotions: null, status: 'failed' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Без даты окончания')).toBeVisible();
  },
};
