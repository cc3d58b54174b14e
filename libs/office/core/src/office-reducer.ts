import { combineReducers } from '@reduxjs/toolkit';
import { betHistoryReducer } from './bet-history-slice';
import { printCouponReducer } from './print-coupon-slice';

/** The office's state, mounted under OFFICE_STATE_KEY (`office`) in the app's store. */
export const officeReducer = combineReducers({ betHistory: betHistoryReducer, printCoupon: printCouponReducer });
export type OfficeState = ReturnType<typeof officeReducer>;
