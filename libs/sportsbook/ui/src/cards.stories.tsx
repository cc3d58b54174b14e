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

/** Long game and outcome names and a 5-digit total odds stay inside the 420px card. */
export const LongTexts: Story = {
  args: {
    legs: [
      {
        gameId: 1,
        gameName: 'Borussia Mönchengladbach Under-23 Reserves – Wolverhampton Wanderers Women Development Squad',
        outcome: 'Over 2.5 (Wolverhampton Wanderers Women Development Squad)',
        coefText: '125.00',
      },
      { gameId: 2, gameName: 'Real Madrid – Sevilla', outcome: 'Over 2.5', coefText: '101.00' },
    ],
    totalText: '12625.00',
  },
  play: async ({ canvasElement }) => {
    const card = canvasElement.firstElementChild as HTMLElement;
    await expect(card).toHaveTextContent('12625.00');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button').length).toBeGreaterThan(0);
  },
};
