import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BET_ERROR_CODES } from '@bet/contract';
import {
  COUPON_SETTINGS_STORAGE_KEY,
  couponConfigReceived,
  dropOnScoreChangeToggled,
  placementFailed,
  settingsChanged,
  stakeChanged,
} from '@bet/coupon/state';
import { StoreHarness } from '@bet/ui/testing';
import { CouponPanel } from './coupon-panel';
import {
  arsenalChelseaBet,
  makeCouponUiStore,
  signedInSession,
  visitorSession,
  type CouponUiStoreOptions,
} from './coupon-store-harness';

/** The store of the story, kept where the play function can read what was stored. */
let lastHarness: ReturnType<typeof makeCouponUiStore> | null = null;
const storedSettings = () => JSON.parse(lastHarness?.storage.getItem(COUPON_SETTINGS_STORAGE_KEY) ?? 'null') as unknown;

function WithStore(options: CouponUiStoreOptions) {
  const [harness] = useState(() => makeCouponUiStore({ withSaga: true, ...options }));
  lastHarness = harness;
  return (
    <StoreHarness store={harness.store} language={options.language}>
      <div style={{ maxWidth: 340 }}>
        <CouponPanel />
      </div>
    </StoreHarness>
  );
}

/**
 * The coupon's settings in the panel over a real coupon store with its saga (spec 01 §3): a
 * change applies at once and is stored under `coupon-settings`.
 */
const meta = {
  title: 'Coupon/CouponSettings',
  parameters: { layout: 'padded' },
  render: (args) => <WithStore {...args} />,
  args: { session: signedInSession, bets: [arsenalChelseaBet()] },
} satisfies Meta<CouponUiStoreOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hiding the possible win takes it off the panel, and the choice is stored. */
export const HidePossibleWin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Possible win')).toBeVisible();
    await userEvent.click(canvas.getByText('Coupon settings'));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show the possible win' }));
    await expect(canvas.queryByText('Possible win')).toBeNull();
    await waitFor(() => expect(storedSettings()).toMatchObject({ isShowPossibleWin: false }));
  },
};

/** Spec 01 §4: ticking drop-on-score-change ticks the exact coefficient too. */
export const DropOnScoreChange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Coupon settings'));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Drop the bet if the score changes' }));
    await expect(canvas.getByRole('checkbox', { name: 'Only at the exact coefficient' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Only at the exact coefficient' }));
    await expect(canvas.getByRole('checkbox', { name: 'Drop the bet if the score changes' })).not.toBeChecked();
    await waitFor(() => expect(storedSettings()).toMatchObject({ exactCoef: false, isDropOnScoreChange: false }));
  },
};

/** The balance of the account the coupon places from, until the player hides it. */
export const Balance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('coupon-balance')).toHaveTextContent(/15,000\.00/);
    await userEvent.click(canvas.getByText('Coupon settings'));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show the balance' }));
    await expect(canvas.queryByTestId('coupon-balance')).toBeNull();
  },
};

/** The quick stake: the minimum stake is the step until the player sets one for the currency. */
export const QuickStake: Story = {
  args: { actions: [couponConfigReceived({ minBetAmount: 1000 })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stake = canvas.getByRole('textbox', { name: 'Stake' });
    await userEvent.click(canvas.getByRole('button', { name: /^Raise the stake by RUB\s10\.00$/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^Raise the stake by RUB\s10\.00$/ }));
    await expect(stake).toHaveValue('20.00');
    await userEvent.click(canvas.getByText('Coupon settings'));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Set the stake step myself' }));
    const step = canvas.getByRole('textbox', { name: 'Stake step, RUB' });
    await userEvent.clear(step);
    await userEvent.type(step, '5');
    await userEvent.click(canvas.getByRole('button', { name: /^Lower the stake by RUB\s5\.00$/ }));
    await expect(stake).toHaveValue('15.00');
    await waitFor(() =>
      expect(storedSettings()).toMatchObject({ isManualStep: true, amountStepByCurrency: { RUB: 500 } }),
    );
  },
};

/** A visitor has no settings to change. */
export const Visitor: Story = {
  args: { session: visitorSession },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Coupon settings')).toBeNull();
  },
};

export const Russian: Story = {
  args: { language: 'ru', actions: [settingsChanged({ isFixedCoupon: true })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Настройки купона'));
    await expect(canvas.getByRole('checkbox', { name: 'Оставлять ставки в купоне после ставки' })).toBeChecked();
  },
};

/** Spec 01 §3 isDropOnScoreChange: the server dropped the bet for a moved score; the bet stays, with the reason. */
export const ScoreChangedRefusal: Story = {
  args: {
    actions: [
      dropOnScoreChangeToggled({ isActive: true }),
      stakeChanged({ amount: 10_000 }),
      placementFailed({ message: 'The score of game 9001 has changed', code: BET_ERROR_CODES.scoreChanged }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/The score has changed, so the bet was dropped/)).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Bets in the coupon' }).children).toHaveLength(1);
  },
};
