import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { StoreHarness } from '@bet/ui/testing';
import { CouponColumn } from './coupon-column';
import { makeCouponUiStore, signedInSession, threeBets } from './coupon-store-harness';

/** The coupon column as the default layout places it: below a header, beside a long page. */
function InLayout() {
  const [harness] = useState(() => makeCouponUiStore({ session: signedInSession, bets: threeBets }));
  return (
    <StoreHarness store={harness.store}>
      <div style={{ height: 200, background: 'var(--bet-color-surface-muted)' }}>Header</div>
      <div style={{ display: 'flex', alignItems: 'flex-start' }}>
        <div style={{ flex: '1 1 auto', height: 4000 }}>A long list of games</div>
        <CouponColumn />
      </div>
    </StoreHarness>
  );
}

const meta = {
  title: 'Coupon/CouponColumn',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * At the top of the page the column starts below the header, and its end (the place button)
 * still fits on screen; once the page scrolls it sticks 16 px from the top and grows to the
 * viewport less the two gaps.
 */
export const BelowAHeader: Story = {
  render: () => <InLayout />,
  play: async ({ canvasElement }) => {
    const column = within(canvasElement).getByRole('complementary', { name: 'Coupon' });
    window.scrollTo(0, 0);
    await waitFor(() =>
      expect(column.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight - 16 + 0.5),
    );
    const atTop = column.getBoundingClientRect().height;

    window.scrollTo(0, 1000);
    await waitFor(() => expect(Math.round(column.getBoundingClientRect().top)).toBe(16));
    await waitFor(() =>
      expect(column.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight - 16 + 0.5),
    );
    await expect(column.getBoundingClientRect().height).toBeGreaterThanOrEqual(atTop);
    window.scrollTo(0, 0);
  },
};
