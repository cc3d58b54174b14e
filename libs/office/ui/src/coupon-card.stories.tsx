import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { betLegFixture, couponRecordFixture, systemCouponFixture, wonSingleFixture } from '@bet/office/testing';
import { CouponCard } from './coupon-card';
import { withI18n } from '@bet/ui/testing';

const meta = {
  title: 'Office/CouponCard',
  component: CouponCard,
  decorators: [withI18n()],
  args: { coupon: couponRecordFixture(), language: 'en' },
} satisfies Meta<typeof CouponCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenSingle: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Coupon № 1000001' });
    await expect(card).toHaveTextContent('Possible win');
    await expect(card).toHaveTextContent('Open');
  },
};

export const WonSingle: Story = {
  args: { coupon: wonSingleFixture(), printHref: '/en/print-coupon/1000001' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show bets (1)' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('table', { name: 'Bets of coupon № 1000001' })).toHaveTextContent('2:1 (1:0, 1:1)');
  },
};

export const SystemWon: Story = {
  args: { coupon: systemCouponFixture() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveTextContent('System 2/3');
  },
};

export const LostExpress: Story = {
  args: {
    coupon: couponRecordFixture({
      couponId: '1000003',
      typeId: 1,
      amount: 50000,
      coef: 3.885,
      isSettled: true,
      settledAt: 1_793_600_000,
      payout: 0,
      status: 0,
      legs: [
        betLegFixture({ status: 1, scores: { score1: 1, score2: 0, periods: [] } }),
        betLegFixture({
          marketId: 777,
          gameId: 9002,
          coef: 2.1,
          status: 0,
          isLive: true,
          team1: 'Oakridge',
          team2: 'Pinewood',
          scores: { score1: 0, score2: 3, periods: [] },
        }),
      ],
    }),
  },
};

export const HalfWonReturn: Story = {
  args: {
    coupon: wonSingleFixture({
      status: 4,
      payout: 14250,
      legs: [betLegFixture({ status: 4, outcome: 'AH1 (-0.25)', group: 'Asian handicap' })],
    }),
  },
};

export const PrintLayout: Story = {
  args: { coupon: systemCouponFixture(), expandable: false, headingLevel: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('table')).toBeInTheDocument();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  args: { coupon: wonSingleFixture(), language: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article', { name: 'Купон № 1000001' })).toHaveTextContent(
      /185,00\s₽/,
    );
  },
};

/** 8-digit sums, a long coupon number and very long names: the card and its bets table keep their width. */
export const LongTexts: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    coupon: wonSingleFixture({
      couponId: '98765432101234',
      amount: 9_999_999_999,
      payout: 18_499_999_998,
      legs: [
        betLegFixture({
          status: 1,
          champName: 'UEFA Europa Conference League. Qualification. Second round, return legs',
          team1: 'Borussia Mönchengladbach Under-23 Reserves',
          team2: 'Wolverhampton Wanderers Women Development Squad',
          group: 'Total goals of the second half including extra time',
          outcome: 'Over 2.5 (Wolverhampton Wanderers Women Development Squad)',
        }),
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Coupon № 98765432101234' });
    await userEvent.click(canvas.getByRole('button', { name: 'Show bets (1)' }));
    await expect(canvas.getByRole('table')).toHaveTextContent('Borussia Mönchengladbach Under-23 Reserves');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    // The bets table scrolls in its own box, reachable by keyboard.
    await expect(canvas.getByRole('region', { name: 'Bets of coupon № 98765432101234' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  },
};
