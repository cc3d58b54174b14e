import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CouponReminder } from './types.ts';

/** The coupon reminder (spec 01 §3 "Coupon notification record", §4 "Coupon notification"). */
export interface ReminderState {
  /** The record `{ id, timeToShow, isShown }`, kept in session storage. */
  record: CouponReminder | null;
  /** The warning alert that links to the coupon. */
  alert: 'hidden' | 'visible';
  /** The coupon page is open. */
  isCouponPageVisible: boolean;
  /** The quick coupon (the right column) is on screen. */
  isQuickCouponVisible: boolean;
}

export const initialReminderState: ReminderState = {
  record: null,
  alert: 'hidden',
  isCouponPageVisible: false,
  isQuickCouponVisible: false,
};

export function clearReminder(state: ReminderState): void {
  state.record = null;
  state.alert = 'hidden';
}

export const reminderSlice = createSlice({
  name: 'coupon',
  initialState: initialReminderState,
  reducers: {
    couponPageVisibilityChanged(state, { payload }: PayloadAction<{ isVisible: boolean }>) {
      state.isCouponPageVisible = payload.isVisible;
      if (payload.isVisible) state.alert = 'hidden';
    },
    quickCouponVisibilityChanged(state, { payload }: PayloadAction<{ isVisible: boolean }>) {
      state.isQuickCouponVisible = payload.isVisible;
      if (payload.isVisible) state.alert = 'hidden';
    },
    reminderScheduled(state, { payload }: PayloadAction<CouponReminder>) {
      state.record = payload;
    },
    reminderCleared(state) {
      clearReminder(state);
    },
    /** The reminder's time came: the alert shows unless the player already looks at the coupon. */
    reminderDue(state, { payload }: PayloadAction<{ id: string }>) {
      if (!state.record || state.record.id !== payload.id || state.record.isShown) return;
      state.record.isShown = true;
      state.alert = state.isCouponPageVisible || state.isQuickCouponVisible ? 'hidden' : 'visible';
    },
    reminderAlertClosed(state) {
      state.alert = 'hidden';
    },
  },
});

export const {
  couponPageVisibilityChanged,
  quickCouponVisibilityChanged,
  reminderScheduled,
  reminderCleared,
  reminderDue,
  reminderAlertClosed,
} = reminderSlice.actions;
