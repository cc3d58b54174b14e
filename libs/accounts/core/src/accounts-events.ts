import { createAction } from '@reduxjs/toolkit';

/**
 * Read the accounts again: the balance changed elsewhere. The app dispatches it after a placed
 * coupon (the coupon's `couponPlaced`, a bridge in apps/web), and the payment pages on the
 * player's return from the provider, so the header shows the new balance without a reload.
 */
export const accountsRefreshRequested = createAction('accounts/accountsRefreshRequested');

/**
 * **The** event of a new active account (spec 01 §4 Accounts "Changing active account resets
 * available prepaid amount to 0 and refreshes data"): put when a change the player asked for
 * succeeded, and when a load finds an active account other than the one known (the first load
 * after sign-in, a change in another tab). The coupon places from it (a bridge in apps/web).
 */
export const activeAccountChanged = createAction<{ accountId: number; accountType: number }>(
  'accounts/activeAccountChanged',
);
