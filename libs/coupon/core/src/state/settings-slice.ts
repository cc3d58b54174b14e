import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { couponRestored } from './coupon-events.ts';
import { DEFAULT_COUPON_SETTINGS } from './constants.ts';
import { autoMaxToggled, money, vipBetToggled } from './stake-slice.ts';
import type { ChangeCoefAction, CouponSettings } from './types.ts';

/**
 * A settings change with the rules of spec 01 §4 between them: dropping on a score change turns
 * one-click off and needs the exact coefficient; clearing the exact coefficient clears it;
 * switching one-click on clears it. Whether one-click may switch on at once depends on the bets:
 * with bets in the coupon the player is asked first (cross-slice-rules.ts).
 */
export function applySettings(settings: CouponSettings, patch: Partial<CouponSettings>): CouponSettings {
  const next: CouponSettings = { ...settings, ...patch };
  if (patch.isDropOnScoreChange === true) {
    next.isActiveOneClick = false;
    next.exactCoef = true;
  }
  if (patch.exactCoef === false) next.isDropOnScoreChange = false;
  if (patch.isActiveOneClick === true && patch.isDropOnScoreChange !== true && !settings.isActiveOneClick) {
    next.isDropOnScoreChange = false;
  }
  next.oneClickAmount = money(next.oneClickAmount);
  next.bonusAccountOneClickAmount = money(next.bonusAccountOneClickAmount);
  return next;
}

/** The player's coupon settings (spec 01 §3 "Coupon settings"), stored as they are under `coupon-settings`. */
export const settingsSlice = createSlice({
  name: 'coupon',
  initialState: DEFAULT_COUPON_SETTINGS,
  reducers: {
    settingsChanged: (state, { payload }: PayloadAction<Partial<CouponSettings>>) => applySettings(state, payload),
    changeCoefActionChosen: (state, { payload }: PayloadAction<{ action: ChangeCoefAction }>) =>
      applySettings(state, { changeCoefAction: payload.action }),
    exactCoefToggled: (state, { payload }: PayloadAction<{ isActive: boolean }>) =>
      applySettings(state, { exactCoef: payload.isActive }),
    dropOnScoreChangeToggled: (state, { payload }: PayloadAction<{ isActive: boolean }>) =>
      applySettings(state, { isDropOnScoreChange: payload.isActive }),
    amountStepChanged: (state, { payload }: PayloadAction<{ currency: string; step: number }>) =>
      applySettings(state, {
        amountStepByCurrency: { ...state.amountStepByCurrency, [payload.currency]: money(payload.step) },
        isManualStep: true,
      }),
    oneClickAmountChanged: (state, { payload }: PayloadAction<{ amount: number; isBonusAccount?: boolean }>) =>
      applySettings(
        state,
        payload.isBonusAccount ? { bonusAccountOneClickAmount: payload.amount } : { oneClickAmount: payload.amount },
      ),
    /** The one-click switch: on at once with an empty coupon, else after the player confirms. */
    oneClickToggleRequested: (state, { payload }: PayloadAction<{ isActive?: boolean } | undefined>) =>
      applySettings(state, { isActiveOneClick: payload?.isActive ?? !state.isActiveOneClick }),
  },
  extraReducers: (builder) => {
    builder
      .addCase(couponRestored, (_state, { payload }) => payload.settings)
      // The switches' last choice is remembered.
      .addCase(autoMaxToggled, (state, { payload }) => {
        state.isAutoMax = payload.isActive;
      })
      .addCase(vipBetToggled, (state, { payload }) => {
        state.isVipBet = payload.isActive;
      });
  },
});

export const {
  settingsChanged,
  changeCoefActionChosen,
  exactCoefToggled,
  dropOnScoreChangeToggled,
  amountStepChanged,
  oneClickAmountChanged,
  oneClickToggleRequested,
} = settingsSlice.actions;
