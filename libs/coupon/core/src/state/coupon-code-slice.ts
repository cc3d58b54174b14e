import { createAction, createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { betAdded, betRemoved, betsCleared, couponLoaded } from './bets-slice.ts';
import { loadCouponInputChanged } from './panel-slice.ts';

/**
 * Why a code did not load: not the shape of a code (checked before any call), nobody shared it,
 * none of its bets is on offer any more, or no answer. The current coupon stays as it was.
 */
export type CouponCodeLoadError = 'format' | 'unknown' | 'expired' | 'network';

/** A coupon loaded by its code and the current one shared (spec 01 §3 loadCouponInputValue). */
export interface CouponCodeState {
  load: {
    status: 'idle' | 'pending' | 'failed';
    error: CouponCodeLoadError | null;
    /** The last code loaded, and how many of its bets were no longer on offer. */
    loadedCode: string | null;
    missingCount: number;
  };
  share: {
    status: 'idle' | 'pending' | 'failed';
    /** The code of the bets as they stand; cleared when the bets change. */
    code: string | null;
  };
}

export const initialCouponCodeState: CouponCodeState = {
  load: { status: 'idle', error: null, loadedCode: null, missingCount: 0 },
  share: { status: 'idle', code: null },
};

/** The player asked to load the code typed into the coupon's field (`panel.loadCouponInputValue`). */
export const couponCodeLoadRequested = createAction<{ lang?: string } | undefined>('coupon/couponCodeLoadRequested');
/** The player asked for a code of the coupon's bets. */
export const couponShareRequested = createAction('coupon/couponShareRequested');

export const couponCodeSlice = createSlice({
  name: 'coupon',
  initialState: initialCouponCodeState,
  reducers: {
    couponCodeLoadFailed(state, { payload }: PayloadAction<{ error: CouponCodeLoadError }>) {
      state.load = { ...state.load, status: 'failed', error: payload.error };
    },
    /** The code's bets went into the coupon (with `couponLoaded`). */
    couponCodeLoaded(state, { payload }: PayloadAction<{ code: string; missingCount: number }>) {
      state.load = { status: 'idle', error: null, loadedCode: payload.code, missingCount: payload.missingCount };
    },
    couponShared(state, { payload }: PayloadAction<{ code: string }>) {
      state.share = { status: 'idle', code: payload.code };
    },
    couponShareFailed(state) {
      state.share = { status: 'failed', code: null };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(couponCodeLoadRequested, (state) => {
        state.load = { ...state.load, status: 'pending', error: null };
      })
      .addCase(couponShareRequested, (state) => {
        state.share = { status: 'pending', code: null };
      })
      // A new try at the code: the old error goes.
      .addCase(loadCouponInputChanged, (state) => {
        if (state.load.status === 'failed') state.load = { ...state.load, status: 'idle', error: null };
      })
      // The player changed the loaded coupon: what was said about the code no longer holds.
      .addMatcher(isAnyOf(betAdded, betRemoved, betsCleared), (state) => {
        if (state.load.loadedCode !== null) state.load = { ...state.load, loadedCode: null, missingCount: 0 };
      })
      // A code stands for the bets it was made of: other bets, no code.
      .addMatcher(isAnyOf(betAdded, betRemoved, betsCleared, couponLoaded), (state) => {
        if (state.share.status !== 'pending') state.share = initialCouponCodeState.share;
      });
  },
});

export const { couponCodeLoadFailed, couponCodeLoaded, couponShared, couponShareFailed } = couponCodeSlice.actions;
