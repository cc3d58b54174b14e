import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { oneClickToggleRequested, rightPanelToggled, RIGHT_PANEL_STORAGE_KEY } from '@bet/coupon/state';
import { StoreHarness } from '@bet/ui/testing';
import { CouponColumn } from './coupon-column';
import {
  arsenalChelseaBet,
  makeCouponUiStore,
  signedInSession,
  visitorSession,
  type CouponUiStoreOptions,
} from './coupon-store-harness';

let lastHarness: ReturnType<typeof makeCouponUiStore> | null = null;

function WithStore(options: CouponUiStoreOptions) {
  const [harness] = useState(() => makeCouponUiStore({ withSaga: true, ...options }));
  lastHarness = harness;
  return (
    <StoreHarness store={harness.store} language={options.language}>
      <div style={{ display: 'flex', alignItems: 'flex-start' }}>
        <div style={{ flex: '1 1 auto' }}>The page</div>
        <CouponColumn />
      </div>
    </StoreHarness>
  );
}

/**
 * The right panel in its two states (spec 01 §4 "Right panel: compact or expanded, user-toggled,
 * stored globally"; §2 "Compact right panel": the one-click bet control when one-click is on).
 */
const meta = {
  title: 'Coupon/RightPanel',
  parameters: { layout: 'fullscreen' },
  render: (args) => <WithStore {...args} />,
  args: { session: signedInSession, bets: [arsenalChelseaBet()] },
} satisfies Meta<CouponUiStoreOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Collapse the coupon panel' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'Coupon' })).toBeVisible();
  },
};

/** Collapsing keeps the count of bets and stores the state as the global flag '1'. */
export const Collapsing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse the coupon panel' }));
    await expect(canvas.queryByRole('region', { name: 'Coupon' })).toBeNull();
    await expect(canvas.getByText('Bets in the coupon: 1')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Expand the coupon panel' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await waitFor(() => expect(lastHarness?.storage.getItem(RIGHT_PANEL_STORAGE_KEY)).toBe('1'));
    await userEvent.click(canvas.getByRole('button', { name: 'Expand the coupon panel' }));
    await expect(canvas.getByRole('region', { name: 'Coupon' })).toBeVisible();
  },
};

/** Compact with one-click on: the control to change the one-click stake or switch it off. */
export const CompactWithOneClick: Story = {
  args: { bets: [], actions: [oneClickToggleRequested({ isActive: true }), rightPanelToggled({ isCompact: true })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const control = within(canvas.getByRole('group', { name: 'One-click bet' }));
    await userEvent.type(control.getByRole('textbox', { name: 'One-click stake' }), '50');
    await expect(control.getByRole('textbox', { name: 'One-click stake' })).toHaveValue('50');
    await userEvent.click(control.getByRole('checkbox', { name: 'One-click bets' }));
    await expect(canvas.queryByRole('group', { name: 'One-click bet' })).toBeNull();
  },
};

/** A visitor's compact panel has no one-click control. */
export const CompactVisitor: Story = {
  args: { session: visitorSession, actions: [rightPanelToggled({ isCompact: true })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Bets in the coupon: 1')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'One-click bet' })).toBeNull();
  },
};

export const Russian: Story = {
  args: { language: 'ru', actions: [rightPanelToggled({ isCompact: true })] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Развернуть панель купона' })).toBeVisible();
  },
};
