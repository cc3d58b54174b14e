import { DEFAULT_AMOUNT_STEP } from './constants.ts';
import type { WithCoupon } from './coupon-state.ts';
import type { CouponSettings } from './types.ts';

/**
 * The quick stake step in force for a currency (spec 01 §3 "amount step per currency,
 * manual-step flag"): the player's own step when they set one (manual), else the coupon's
 * minimum stake, else DEFAULT_AMOUNT_STEP. Minor units, always above 0.
 */
export function stakeStep(
  settings: Pick<CouponSettings, 'amountStepByCurrency' | 'isManualStep'>,
  currency: string | null,
  minBetAmount: number | null,
): number {
  const own = currency === null ? undefined : settings.amountStepByCurrency[currency];
  if (settings.isManualStep && own !== undefined && own > 0) return own;
  return minBetAmount !== null && minBetAmount > 0 ? minBetAmount : DEFAULT_AMOUNT_STEP;
}

/** The stake one step up or down; never below 0 (minor units stay integers). */
export function steppedStake(amount: number, step: number, direction: 1 | -1): number {
  return Math.max(0, Math.trunc(amount) + direction * step);
}

/** The quick stake step in force for the currency of the coupon's account (see stakeStep). */
export const selectStakeStep = (state: WithCoupon, currency: string | null): number =>
  stakeStep(state.coupon.settings, currency, state.coupon.config.minBetAmount);
