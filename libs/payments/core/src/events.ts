import { createAction } from '@reduxjs/toolkit';
import type { PaymentRecord } from '@bet/contract';

/**
 * A payment reached a final state the player has seen (a deposit credited, failed or cancelled; a
 * withdrawal cancelled by the player). A fact other features may follow (analytics, bonuses).
 */
export const paymentSettled = createAction<{ payment: PaymentRecord; balance: number }>('payments/paymentSettled');

/**
 * Money moved in or out of an account, or may have: a deposit read back after the provider, a
 * withdrawal held or cancelled. The app bridges it to the accounts refresh, so the header's
 * balance follows without a reload. `balance` is the server's figure when the answer had one.
 */
export const balanceMayHaveChanged = createAction<{ accountId: number; balance: number | null }>(
  'payments/balanceMayHaveChanged',
);
