import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { CouponType } from '../index.ts';
import { couponLoaded } from './bets-slice.ts';
import { couponRestored } from './coupon-events.ts';
import { MIN_SYSTEM_VALUE } from './constants.ts';

/** The coupon's type (spec 01 §3 typeId) and the system's choices. */
export interface CouponTypeState {
  typeId: CouponType;
  /**
   * k of a system k/n as the player chose it (never below 2, spec 01 §5); the value in force is
   * kept within what the bets allow by `selectSystemValue`.
   */
  systemValue: number;
  /** Banker mode of a system; the bankers are the bets with `isBanker`. */
  isActiveSystemBanker: boolean;
}

export const initialCouponTypeState: CouponTypeState = {
  typeId: CouponType.Single,
  systemValue: MIN_SYSTEM_VALUE,
  isActiveSystemBanker: false,
};

const systemValueOf = (value: number) => (Number.isFinite(value) ? Math.max(MIN_SYSTEM_VALUE, Math.trunc(value)) : 2);

/**
 * One bet is a single; a single with more bets becomes an express; a system needs 3 bets. Run
 * whenever the bets change (cross-slice-rules.ts), so the type follows the count only where it
 * must and a shape the type does not allow otherwise stays for validateCoupon to report.
 */
export function typeFollowingBetCount(typeId: CouponType, betCount: number): CouponType {
  if (betCount === 1) return CouponType.Single;
  if (betCount >= 2 && typeId === CouponType.Single) return CouponType.Express;
  if (betCount < 3 && typeId === CouponType.System) return betCount === 2 ? CouponType.Express : CouponType.Single;
  return typeId;
}

export const couponTypeSlice = createSlice({
  name: 'coupon',
  initialState: initialCouponTypeState,
  reducers: {
    couponTypeChosen(state, { payload }: PayloadAction<{ typeId: CouponType }>) {
      state.typeId = payload.typeId;
    },
    systemValueChosen(state, { payload }: PayloadAction<{ value: number }>) {
      state.systemValue = systemValueOf(payload.value);
    },
    systemBankerModeToggled(state) {
      state.isActiveSystemBanker = !state.isActiveSystemBanker;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(couponRestored, (state, { payload }) => {
        if (!payload.coupon) return;
        state.typeId = payload.coupon.typeId;
        state.systemValue = systemValueOf(payload.coupon.systemValue);
      })
      .addCase(couponLoaded, (state, { payload }) => {
        if (payload.typeId !== undefined) state.typeId = payload.typeId;
        if (payload.systemValue !== undefined) state.systemValue = systemValueOf(payload.systemValue);
      });
  },
});

export const { couponTypeChosen, systemValueChosen, systemBankerModeToggled } = couponTypeSlice.actions;
