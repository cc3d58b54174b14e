import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { blockAppealsLoaded, verificationReducer } from '@bet/verification';
import { blockAppealFixture } from '@bet/verification/testing';
import { withStore } from '@bet/ui/testing';
import { BlockAppealHistoryPage } from './block-appeal-history-page';

const meta = {
  title: 'Verification/BlockAppealHistoryPage',
  component: BlockAppealHistoryPage,
  decorators: [
    withStore({
      reducer: { verification: verificationReducer },
      actions: [blockAppealsLoaded({ appeals: [blockAppealFixture()] })],
    }),
  ],
} satisfies Meta<typeof BlockAppealHistoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Block appeals' })).toBeVisible();
    await expect(canvas.getByText('Under review')).toBeVisible();
  },
};
