import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  couponPageVisibilityChanged,
  reminderAlertClosed,
  reminderDue,
  reminderScheduled,
  rightPanelToggled,
  selectIsQuickCouponVisible,
} from '@bet/coupon/state';
import { StoreHarness } from '@bet/ui/testing';
import { CouponColumn } from './coupon-column';
import { CouponReminder } from './coupon-reminder';
import { arsenalChelseaBet, makeCouponUiStore } from './coupon-store-harness';

/** A coupon of one bet whose reminder (spec 01 §4, 02 §9) has fallen due. */
function dueStore({ isCompact = false } = {}) {
  return makeCouponUiStore({
    bets: [arsenalChelseaBet()],
    actions: [
      ...(isCompact ? [rightPanelToggled({ isCompact: true })] : []),
      reminderScheduled({ id: '9001:501', timeToShow: 1_800_000_000_000, isShown: false }),
      reminderDue({ id: '9001:501' }),
    ],
  });
}

describe('CouponReminder (spec 01 §4 Coupon notification)', () => {
  it('warns that the coupon waits, links to the coupon page, and closes', async () => {
    const { store, typesOf } = dueStore();
    render(
      <StoreHarness store={store}>
        <CouponReminder />
      </StoreHarness>,
    );
    const alert = screen.getByRole('status');
    expect(alert.textContent).toContain('Your coupon is waiting');
    expect(within(alert).getByRole('link', { name: 'Open the coupon' }).getAttribute('href')).toBe('/en/coupon');
    await userEvent.click(within(alert).getByRole('button', { name: 'Close the reminder' }));
    expect(typesOf(reminderAlertClosed.type)).toHaveLength(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is not shown while the quick coupon is on screen, which the column reports', () => {
    const { store } = dueStore();
    const view = render(
      <StoreHarness store={store}>
        <CouponReminder />
        <CouponColumn />
      </StoreHarness>,
    );
    expect(selectIsQuickCouponVisible(store.getState())).toBe(true);
    expect(screen.queryByText('Your coupon is waiting')).toBeNull();
    act(() => view.unmount());
    expect(selectIsQuickCouponVisible(store.getState())).toBe(false);
  });

  it('is shown beside the compact right panel, which shows no coupon (spec 01 §2, §4)', () => {
    const { store } = dueStore({ isCompact: true });
    render(
      <StoreHarness store={store}>
        <CouponReminder />
        <CouponColumn />
      </StoreHarness>,
    );
    expect(screen.getByRole('button', { name: 'Expand the coupon panel' })).toBeTruthy();
    expect(selectIsQuickCouponVisible(store.getState())).toBe(false);
    expect(screen.getByRole('status').textContent).toContain('Your coupon is waiting');
  });

  it('is not shown on the coupon page', () => {
    const { store } = dueStore();
    render(
      <StoreHarness store={store}>
        <CouponReminder />
      </StoreHarness>,
    );
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => {
      store.dispatch(couponPageVisibilityChanged({ isVisible: true }));
    });
    expect(screen.queryByText('Your coupon is waiting')).toBeNull();
  });
});
