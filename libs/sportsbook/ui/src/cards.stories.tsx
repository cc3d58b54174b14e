import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExpressCard } from './express-card';
import { withI18n } from '@bet/ui/testing';

const meta = {
  title: 'Sportsbook/ExpressCard',
  component: ExpressCard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
    withI18n(),
  ],
  args: {
    legs: [
      { gameId: 1, gameName: 'Arsenal – Chelsea', outcome: '1', coefText: '2.15' },
      { gameId: 2, gameName: 'Real Madrid – Sevilla', outcome: 'Over 2.5', coefText: '1.75' },
      { gameId: 3, gameName: 'CSKA – SKA', outcome: '2', coefText: '2.40' },
    ],
    totalText: '9.03',
    allInCoupon: false,
    onAddAll: fn(),
  },
} satisfies Meta<typeof ExpressCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add all to the coupon' }));
    await expect(args.onAddAll).toHaveBeenCalled();
  },
};

export const AllInCoupon: Story = {
  args: { allInCoupon: true },
};
