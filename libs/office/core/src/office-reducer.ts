import { combineReducers } from '@reduxjs/toolkit';
import { betHistoryReducer } from './bet-history-slice';
import { officeSettingsReducer } from './office-settings-slice';
import { printCouponReducer } from './print-coupon-slice';

/** The office's state, mounted under OFFICE_STATE_KEY (`office`) in the app's store. */
export const officeReducer = combineReducers({
  betHistory: betHistoryReducer,
  printCoupon: printCouponReducer,
  settings: officeSettingsReducer,
});
export type OfficeState = ReturnType<typeof officeReducer>;
