import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  betUpdated,
  couponConfigReceived,
  couponTypeChosen,
  oneClickToggleRequested,
  placementFailed,
  placementRequested,
  placementSucceeded,
  prepaidAmountReceived,
  promoCodeEntered,
  promoCodesReceived,
  stakeChanged,
  systemBankerModeToggled,
  bankerToggled,
  type PlacedCoupon,
} from '@bet/coupon/state';
import { CouponType } from '@bet/coupon';
import { betPayload, placedAnswer } from '@bet/coupon/testing';
import { StoreHarness } from '@bet/ui/testing';
import { CouponPage } from './coupon-page';
import { CouponPanel } from './coupon-panel';
import {
  arsenalChelseaBet,
  makeCouponUiStore,
  rubAccount,
  signedInSession,
  threeBets,
  visitorSession,
  type CouponUiStoreOptions,
} from './coupon-store-harness';

/** The store's options, and whether the panel shows as the coupon's page. */
type Args = CouponUiStoreOptions & { page?: boolean };

/** One store per story, made once (a re-render must not reset the coupon the play function fills). */
function WithStore({ page = false, ...options }: Args) {
  const [harness] = useState(() => makeCouponUiStore(options));
  return (
    <StoreHarness store={harness.store} language={options.language}>
      <div style={{ maxWidth: page ? 640 : 340 }}>{page ? <CouponPage /> : <CouponPanel />}</div>
    </StoreHarness>
  );
}

/**
 * The coupon panel over a real coupon store in each state (no server: placement is faked): a
 * signed-in player with the Arsenal – Chelsea bet unless a story says otherwise.
 */
const meta = {
  title: 'Coupon/CouponPanel',
  parameters: { layout: 'padded' },
  render: (args) => <WithStore {...args} />,
  args: { session: signedInSession, bets: [arsenalChelseaBet()] },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const accepted: PlacedCoupon = { id: '123456', amount: 10000, possibleWin: 18500 };

export const Empty: Story = {
  args: { session: visitorSession, bets: [] },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Coupon' });
    await expect(region).toHaveTextContent('The coupon is empty');
  },
};

export const VisitorWithABet: Story = {
  args: { session: visitorSession },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Stake' }), '10');
    await expect(canvas.getByTestId('possible-win')).toHaveTextContent('18.50');
    await expect(canvas.getByRole('button', { name: 'Sign in to place the bet' })).toBeEnabled();
  },
};

export const SingleTypingTheStake: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Enter a stake.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Stake' }), '100');
    await expect(canvas.getByTestId('possible-win')).toHaveTextContent(/185\.00/);
    await expect(canvas.getByRole('button', { name: 'Place the bet' })).not.toHaveAttribute('aria-disabled');
  },
};

export const Express: Story = {
  args: { bets: threeBets, actions: [stakeChanged({ amount: 3000 })] },
};

/** Spec 01 §5: an express of 3 bets, each at least 1.1 and none of kind 7: the bonus 1 + 3/100. */
export const ExpressBonusOffered: Story = {
  args: {
    bets: threeBets,
    actions: [couponConfigReceived({ isBonusBetEnabled: true }), stakeChanged({ amount: 3000 })],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Express bonus')).toBeVisible();
    await expect(canvas.getByText('×1.03')).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: 'VIP bet' })).toBeNull();
    // Spec 01 §5: the possible win as the bonus adds it, beside the one without.
    await expect(canvas.getByText('Possible win with the bonus')).toBeVisible();
    const plain = Number((canvas.getByTestId('possible-win').textContent ?? '').replace(/\D/g, ''));
    const withBonus = Number((canvas.getByTestId('possible-win-bonus').textContent ?? '').replace(/\D/g, ''));
    await expect(withBonus).toBeGreaterThan(plain);
  },
};

/** The player's promo codes, a typed one, and the prepaid money the stake takes (spec 01 §3). */
export const PromoCodesAndPrepaid: Story = {
  args: {
    bets: threeBets,
    actions: [
      promoCodesReceived({ promoCodes: [{ code: 'ORBIT-EXPRESS', name: 'Express boost' }] }),
      prepaidAmountReceived({ amount: 2_000 }),
      stakeChanged({ amount: 3_000 }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('combobox', { name: 'Your promo codes' });
    await userEvent.selectOptions(list, 'ORBIT-EXPRESS');
    await expect(list).toHaveValue('ORBIT-EXPRESS');
    await expect(canvas.getByRole('textbox', { name: 'Or type a promo code' })).toBeVisible();
    await expect(canvas.getByText('Prepaid money in the stake')).toBeVisible();
    await expect(canvas.getByText(/20\.00/)).toBeVisible();
  },
};

/** Spec 01 §5: a single takes no promo code; the coupon says so and does not place it. */
export const PromoCodeOnSingle: Story = {
  args: { bets: [arsenalChelseaBet()], actions: [promoCodeEntered({ code: 'SPRING-25' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Promo codes are not accepted for a single.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Place the bet' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Spec 01 §5: VIP allowed by the site, a finite maximum, line bets only: the switch is offered. */
export const VipBetOffered: Story = {
  args: {
    bets: threeBets,
    actions: [
      couponConfigReceived({ isVipBetAllowed: true, maxBetAmount: 5_000_000, limitedTypeIds: [0, 1, 2] }),
      stakeChanged({ amount: 3000 }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const vip = canvas.getByRole('checkbox', { name: 'VIP bet' });
    await expect(vip).not.toBeChecked();
    await userEvent.click(vip);
    await expect(vip).toBeChecked();
  },
};

/** Spec 01 §5: the minimum and maximum of the coupon type as it stands, next to the stake. */
export const StakeLimitsHint: Story = {
  args: {
    actions: [couponConfigReceived({ minBetAmount: 1000, maxBetAmount: 5_000_000, limitedTypeIds: [0, 1, 2] })],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Minimum RUB\s10\.00 · Maximum RUB\s50,000\.00/)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Stake' }), '5');
    await expect(canvas.getByText('The stake is below the minimum.')).toBeVisible();
  },
};

export const SystemWithBankers: Story = {
  args: {
    bets: [
      ...threeBets,
      betPayload({ gameId: 9004, marketId: 504, coef: 3.2, team1: 'Lyon', team2: 'Nice', outcome: 'X' }),
    ],
    actions: [
      couponTypeChosen({ typeId: CouponType.System }),
      systemBankerModeToggled(),
      bankerToggled({ betId: '9001:501' }),
      stakeChanged({ amount: 6000 }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Banker: W1' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'System' })).toBeVisible();
  },
};

export const MultiBet: Story = {
  args: {
    bets: [
      ...threeBets,
      betPayload({ gameId: 9004, marketId: 504, coef: 3.2, team1: 'Lyon', team2: 'Nice', outcome: 'X' }),
    ],
    actions: [couponTypeChosen({ typeId: CouponType.MultiBet }), stakeChanged({ amount: 3000 })],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Mark a bet as banker: it is the lobby of the multi-bet.'),
    ).toBeVisible();
  },
};

export const ManySingles: Story = {
  args: {
    bets: threeBets,
    actions: [couponTypeChosen({ typeId: CouponType.ManySingles })],
  },
};

export const UnreadableStake: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stake = canvas.getByRole('textbox', { name: 'Stake' });
    await userEvent.type(stake, '1..5');
    await expect(stake).toHaveValue('1..5');
    await expect(canvas.getByRole('button', { name: 'Place the bet' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const WithLimitsAndAutoMax: Story = {
  args: {
    actions: [
      couponConfigReceived({ minBetAmount: 1000, maxBetAmount: 5_000_000, limitedTypeIds: [0, 1, 2] }),
      stakeChanged({ amount: 500 }),
    ],
  },
};

export const SuspendedBet: Story = {
  args: {
    bets: [arsenalChelseaBet({ isBlocked: true })],
    actions: [stakeChanged({ amount: 1000 })],
  },
};

export const SameGameInExpress: Story = {
  args: {
    bets: [arsenalChelseaBet(), arsenalChelseaBet({ marketId: 505, outcome: 'Over 2.5', market: 'Total', coef: 1.9 })],
    actions: [stakeChanged({ amount: 1000 })],
  },
};

export const CoefficientChangeWaiting: Story = {
  args: {
    actions: [stakeChanged({ amount: 10000 }), betUpdated({ id: '9001:501', changes: { coef: 1.7 } })],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('W1: 1.85 → 1.70');
    await userEvent.click(within(alert).getByRole('button', { name: 'Accept the changes' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('listitem', { name: 'W1, Arsenal — Chelsea' })).toHaveTextContent('1.70');
  },
};

export const RefusedForCoefficients: Story = {
  args: {
    withSaga: true,
    postCoupon: () => placedAnswer({ typeId: 0, coef: 1.7, possibleWin: 17000 }),
    actions: [
      stakeChanged({ amount: 10000 }),
      betUpdated({ id: '9001:501', changes: { coef: 1.7 } }),
      placementFailed({ message: 'Coefficients changed', code: 'coef_changed' }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Accept and place the bet' }));
    await expect(await canvas.findByText('Coupon № 123456')).toBeVisible();
  },
};

export const Refused: Story = {
  args: {
    actions: [
      stakeChanged({ amount: 10000 }),
      placementFailed({ message: 'Not enough money', code: 'insufficient_funds' }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Not enough money on the account for this stake.')).toBeVisible();
  },
};

export const NoConnection: Story = {
  args: {
    actions: [stakeChanged({ amount: 10000 }), placementFailed({ message: 'Failed to fetch', code: 'network' })],
  },
};

export const Placing: Story = {
  args: {
    actions: [stakeChanged({ amount: 10000 }), placementRequested()],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Place the bet' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Accepted: Story = {
  args: {
    actions: [stakeChanged({ amount: 10000 }), placementRequested(), placementSucceeded({ coupon: accepted })],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Coupon № 123456')).toBeVisible();
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};

export const OneClickConfirmation: Story = {
  args: {
    actions: [oneClickToggleRequested({ isActive: true })],
  },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Turn on one-click bets?' });
    await expect(dialog).toBeVisible();
  },
};

export const SeveralAccounts: Story = {
  args: {
    session: signedInSession,
    accounts: [
      rubAccount,
      {
        ...rubAccount,
        id: 5000001,
        iso: 'USD',
        symbol: '$',
        label: 'Dollars',
        money: 2500,
        isActive: false,
        type: 9,
      },
    ],
  },
};

export const Russian: Story = {
  args: {
    language: 'ru',
    bets: threeBets,
    actions: [stakeChanged({ amount: 10000 })],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Купон' })).toBeVisible();
  },
};

/** Long team names and an 8-digit stake: the panel keeps its width, nothing overflows a bet or the total. */
export const LongTexts: Story = {
  args: {
    accounts: [{ ...rubAccount, money: 9_999_999_999 }],
    bets: [
      arsenalChelseaBet({
        team1: 'Borussia Mönchengladbach Under-23 Reserves',
        team2: 'Wolverhampton Wanderers Women Development Squad',
        market: 'Total goals of the second half including extra time',
        outcome: 'Over 2.5 (Wolverhampton Wanderers Women Development Squad)',
      }),
    ],
    actions: [stakeChanged({ amount: 9_999_999_999 })],
  },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Coupon' });
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
    for (const item of within(panel).getAllByRole('listitem')) {
      await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
    }
  },
};

export const Page: Story = {
  args: { page: true, bets: threeBets },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Coupon' })).toBeVisible();
  },
};
