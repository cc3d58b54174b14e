import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@bet/platform/testing';
import { COUPON_SETTINGS_STORAGE_KEY, DEFAULT_AMOUNT_STEP, RIGHT_PANEL_STORAGE_KEY } from './constants.ts';
import { couponConfigReceived } from './config-slice.ts';
import { COUPON_ADD_BET_EVENT } from './event-bus.ts';
import { buildCouponPayload } from './payload.ts';
import { rightPanelToggled } from './right-panel-slice.ts';
import { selectIsRightPanelCompact } from './selectors.ts';
import {
  amountStepChanged,
  dropOnScoreChangeToggled,
  exactCoefToggled,
  oneClickToggleRequested,
  settingsChanged,
} from './settings-slice.ts';
import { selectStakeStep, stakeStep, steppedStake } from './stake-step.ts';
import { betPayload, startCoupon } from './testing.ts';
import type { CouponPayloadContext } from './types.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const context: CouponPayloadContext = { userId: 42, refId: 1, appViewType: 0, coefViewId: 0, id: 'c-1' };

describe('the right panel, compact or expanded (spec 01 §4 "Right panel ... stored globally")', () => {
  it('starts expanded, and the toggle is stored under its global key as a 0/1 flag', () => {
    const { store, storage } = startCoupon();
    expect(selectIsRightPanelCompact(store.getState())).toBe(false);
    // Nothing is written at start-up.
    expect(storage.getItem(RIGHT_PANEL_STORAGE_KEY)).toBeNull();
    store.dispatch(rightPanelToggled({ isCompact: true }));
    expect(selectIsRightPanelCompact(store.getState())).toBe(true);
    expect(storage.getItem(RIGHT_PANEL_STORAGE_KEY)).toBe('1');
    store.dispatch(rightPanelToggled());
    expect(selectIsRightPanelCompact(store.getState())).toBe(false);
    expect(storage.getItem(RIGHT_PANEL_STORAGE_KEY)).toBe('0');
  });

  it('comes back compact after a reload, and is not rewritten for it', () => {
    const storage = createMemoryStorage({ [RIGHT_PANEL_STORAGE_KEY]: '1' });
    const setItem = vi.spyOn(storage, 'setItem');
    const { store } = startCoupon({ storage });
    expect(selectIsRightPanelCompact(store.getState())).toBe(true);
    expect(setItem).not.toHaveBeenCalledWith(RIGHT_PANEL_STORAGE_KEY, expect.anything());
  });

  it.each([['"yes"'], ['{oops'], ['2']])('reads %s as expanded, with a warning', (text) => {
    const storage = createMemoryStorage({ [RIGHT_PANEL_STORAGE_KEY]: text });
    const { store, logger } = startCoupon({ storage });
    expect(selectIsRightPanelCompact(store.getState())).toBe(false);
    expect(logger.entries.some((entry) => entry.level === 'warn')).toBe(true);
  });
});

describe('the settings the panel offers are stored under coupon-settings (spec 01 §3)', () => {
  it('keeps fixed coupon, the visibility flags and a manual step per currency, and reads them back', () => {
    const { store, stored, storage } = startCoupon();
    store.dispatch(settingsChanged({ isFixedCoupon: true, isShowBalance: false, isShowPossibleWin: false }));
    store.dispatch(settingsChanged({ isShowAccountSelect: false }));
    store.dispatch(amountStepChanged({ currency: 'RUB', step: 5_000 }));
    expect(stored(COUPON_SETTINGS_STORAGE_KEY)).toMatchObject({
      isFixedCoupon: true,
      isShowBalance: false,
      isShowPossibleWin: false,
      isShowAccountSelect: false,
      isManualStep: true,
      amountStepByCurrency: { RUB: 5_000 },
    });
    const again = startCoupon({ storage });
    expect(again.coupon().settings).toMatchObject({ isFixedCoupon: true, isManualStep: true });
    expect(selectStakeStep(again.store.getState(), 'RUB')).toBe(5_000);
  });

  it('spec 01 §4: drop-on-score-change sets exact-coef and turns one-click off; clearing exact-coef clears it', () => {
    const { store, coupon } = startCoupon();
    store.dispatch(oneClickToggleRequested({ isActive: true }));
    store.dispatch(dropOnScoreChangeToggled({ isActive: true }));
    expect(coupon().settings).toMatchObject({ isDropOnScoreChange: true, exactCoef: true, isActiveOneClick: false });
    store.dispatch(exactCoefToggled({ isActive: false }));
    expect(coupon().settings).toMatchObject({ isDropOnScoreChange: false, exactCoef: false });
  });
});

describe('the quick stake step (spec 01 §3 "amount step per currency, manual-step flag")', () => {
  it("is the player's own step for the currency when manual, else the minimum stake, else the default", () => {
    const settings = { amountStepByCurrency: { RUB: 5_000 }, isManualStep: true };
    expect(stakeStep(settings, 'RUB', 1_000)).toBe(5_000);
    expect(stakeStep(settings, 'USD', 1_000)).toBe(1_000);
    expect(stakeStep({ ...settings, isManualStep: false }, 'RUB', 2_000)).toBe(2_000);
    expect(stakeStep({ ...settings, isManualStep: false }, 'RUB', 0)).toBe(DEFAULT_AMOUNT_STEP);
    expect(stakeStep(settings, null, null)).toBe(DEFAULT_AMOUNT_STEP);
  });

  it('follows the coupon config minimum until the player sets a step', () => {
    const { store } = startCoupon();
    store.dispatch(couponConfigReceived({ minBetAmount: 2_500 }));
    expect(selectStakeStep(store.getState(), 'RUB')).toBe(2_500);
    store.dispatch(amountStepChanged({ currency: 'RUB', step: 700 }));
    expect(selectStakeStep(store.getState(), 'RUB')).toBe(700);
    store.dispatch(settingsChanged({ isManualStep: false }));
    expect(selectStakeStep(store.getState(), 'RUB')).toBe(2_500);
  });

  it('steps up and down in whole minor units, never below 0', () => {
    expect(steppedStake(1_000, 500, 1)).toBe(1_500);
    expect(steppedStake(1_000, 500, -1)).toBe(500);
    expect(steppedStake(300, 500, -1)).toBe(0);
  });
});

describe('exactCoef and isDropOnScoreChange in the payload (spec 01 §3 "Coupon sent to server")', () => {
  it('sends both flags, and the score each bet was seen at while dropping on a score change', () => {
    const { store, bus } = startCoupon();
    bus.emit(COUPON_ADD_BET_EVENT, {
      ...betPayload({ gameId: 7, isLive: true }),
      game: { scores: { score1: 2, score2: 1 } },
    });
    expect(buildCouponPayload(store.getState(), context)).toMatchObject({
      exactCoef: false,
      isDropOnScoreChange: false,
    });
    expect(buildCouponPayload(store.getState(), context).bets[0]).not.toHaveProperty('score');

    store.dispatch(dropOnScoreChangeToggled({ isActive: true }));
    const payload = buildCouponPayload(store.getState(), context);
    expect(payload).toMatchObject({ exactCoef: true, isDropOnScoreChange: true });
    expect(payload.bets[0]?.score).toEqual({ score1: 2, score2: 1 });
  });
});
