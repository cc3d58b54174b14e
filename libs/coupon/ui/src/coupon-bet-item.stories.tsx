import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { betPayload, couponBetOf } from '@bet/coupon/testing';
import { arsenalChelseaBet } from './connected/coupon-store-harness';
import { CouponBetItem } from './coupon-bet-item';
import { storyCoefView, withI18n } from '@bet/ui/testing';
import styles from './coupon.module.css';

const meta = {
  title: 'Coupon/CouponBetItem',
  component: CouponBetItem,
  decorators: [
    withI18n(),
    (Story) => (
      <ul className={styles.bets} style={{ maxWidth: 320 }}>
        <Story />
      </ul>
    ),
  ],
  args: { bet: couponBetOf(arsenalChelseaBet()), onRemove: fn(), onBankerToggle: fn() },
  argTypes: {
    coefViewId: {
      control: 'select',
      options: [0, 1, 2, 3, 4, 5],
      description: "Odds format (CoefView id); the toolbar's unless set here",
    },
    isCombined: { control: 'boolean' },
    isDepend: { control: 'boolean' },
    showBanker: { control: 'boolean' },
  },
  // The toolbar's odds format, unless the story or the controls set one.
  render: (args, { globals }) => <CouponBetItem {...args} coefViewId={args.coefViewId ?? storyCoefView(globals)} />,
} satisfies Meta<typeof CouponBetItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LineBet: Story = {
  play: async ({ args, canvasElement }) => {
    const item = within(canvasElement).getByRole('listitem', { name: 'W1, Arsenal — Chelsea' });
    await expect(item).toHaveTextContent('1.85');
    await userEvent.click(within(item).getByRole('button', { name: 'Remove the bet W1, Arsenal — Chelsea' }));
    await expect(args.onRemove).toHaveBeenCalledWith('9001:501');
  },
};

export const CoefChangeWaiting: Story = {
  args: { bet: couponBetOf(arsenalChelseaBet(), { pendingCoef: 1.7 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('listitem')).toHaveTextContent(/1\.85\s*1\.70 ▼ fell/);
  },
};

export const CoefRoseWaiting: Story = { args: { bet: couponBetOf(arsenalChelseaBet(), { pendingCoef: 2.05 }) } };

export const Suspended: Story = {
  args: { bet: couponBetOf(arsenalChelseaBet({ isBlocked: true })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Suspended')).toBeVisible();
  },
};

export const SameGameInExpress: Story = {
  args: { isCombined: true, isDepend: true, bet: couponBetOf(arsenalChelseaBet()) },
};

export const BonusBet: Story = { args: { bet: couponBetOf({ ...arsenalChelseaBet(), source: 'bonus' }) } };

export const Banker: Story = {
  args: { showBanker: true, bet: couponBetOf(arsenalChelseaBet(), { isBanker: true }) },
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Banker: W1' });
    await expect(box).toBeChecked();
    await userEvent.click(box);
    await expect(args.onBankerToggle).toHaveBeenCalledWith('9001:501');
  },
};

export const BankerNotAllowed: Story = {
  args: { showBanker: true, bet: couponBetOf(arsenalChelseaBet(), { isDisabledBanker: true }) },
};

export const FractionalOdds: Story = { args: { coefViewId: 1 } };

export const Russian: Story = {
  decorators: [withI18n('ru')],
  args: { bet: couponBetOf(betPayload({ team1: 'Спартак', team2: 'Зенит', outcome: 'П1', market: 'Исход' })) },
};

/** Very long team, market and outcome names wrap inside the bet; nothing runs out of its box. */
export const LongTexts: Story = {
  args: {
    bet: couponBetOf(
      arsenalChelseaBet({
        team1: 'Borussia Mönchengladbach Under-23 Reserves',
        team2: 'Wolverhampton Wanderers Women Development Squad',
        market: 'Total goals of the second half including extra time, Asian handicap',
        outcome: 'Over 2.5 (Wolverhampton Wanderers Women Development Squad)',
        coef: 1234.56,
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByRole('listitem', { name: /Wolverhampton/ });
    await expect(within(item).getByRole('button', { name: /^Remove the bet/ })).toBeVisible();
    // The bet and its rows and cells (two levels: flex items, so each is a box of its own).
    for (const box of [item, ...item.querySelectorAll<HTMLElement>(':scope > *, :scope > * > *')]) {
      await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    }
  },
};
