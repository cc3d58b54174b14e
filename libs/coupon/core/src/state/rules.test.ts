import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@bet/platform/testing';
import { CouponType } from '../index.ts';
import { COUPON_SETTINGS_STORAGE_KEY } from './constants.ts';
import { accountChosen, prepaidAmountReceived } from './account-slice.ts';
import { bankerToggled, betRemoved, betsCleared } from './bets-slice.ts';
import { couponConfigReceived, stakeLimitsReceived } from './config-slice.ts';
import { couponTypeChosen, systemBankerModeToggled, systemValueChosen } from './coupon-type-slice.ts';
import { oneClickClearConfirmed, oneClickClearDeclined } from './panel-slice.ts';
import { promoCodeEntered } from './promo-slice.ts';
import {
  dropOnScoreChangeToggled,
  exactCoefToggled,
  oneClickToggleRequested,
  settingsChanged,
} from './settings-slice.ts';
import { autoMaxToggled, stakeChanged } from './stake-slice.ts';
import { COUPON_ADD_BET_EVENT, COUPON_UPDATE_EVENT } from './event-bus.ts';
import {
  selectCouponIssues,
  selectExpressBonusCoef,
  selectIsBonusBetAvailable,
  selectIsVipBetAvailable,
  selectPrimaryCouponIssue,
  selectSystemValue,
  selectSystemVariants,
  selectTotalCoef,
  selectTotalCoefByView,
} from './figures.ts';
import { betPayload, startCoupon } from './testing.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('one-click betting (spec 01 §4)', () => {
  it('switches on at once with an empty coupon', () => {
    const { store, coupon, stored } = startCoupon();
    store.dispatch(oneClickToggleRequested());
    expect(coupon().settings.isActiveOneClick).toBe(true);
    expect(coupon().panel.oneClickConfirmation).toBe('none');
    expect(stored(COUPON_SETTINGS_STORAGE_KEY)).toMatchObject({ isActiveOneClick: true });
  });

  it('asks first with bets in the coupon; confirming clears the bets and switches on', () => {
    const { store, bus, coupon, betIds } = startCoupon();
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 1 }));
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 2 }));
    store.dispatch(oneClickToggleRequested());
    expect(coupon().panel.oneClickConfirmation).toBe('pending');
    expect(coupon().settings.isActiveOneClick).toBe(false);
    expect(betIds()).toHaveLength(2);

    store.dispatch(oneClickClearConfirmed());
    expect(coupon().panel.oneClickConfirmation).toBe('none');
    expect(coupon().settings.isActiveOneClick).toBe(true);
    expect(betIds()).toEqual([]);
  });

  it('asks first with bets in the coupon; declining leaves it off and the bets in place', () => {
    const { store, bus, coupon, betIds } = startCoupon();
    bus.emit(COUPON_ADD_BET_EVENT, betPayload());
    store.dispatch(settingsChanged({ isActiveOneClick: true }));
    expect(coupon().panel.oneClickConfirmation).toBe('pending');
    store.dispatch(oneClickClearDeclined());
    expect(coupon().panel.oneClickConfirmation).toBe('none');
    expect(coupon().settings.isActiveOneClick).toBe(false);
    expect(betIds()).toEqual(['100:1']);
  });

  it('ignores a confirmation nobody asked for', () => {
    const { store, bus, coupon, betIds } = startCoupon();
    bus.emit(COUPON_ADD_BET_EVENT, betPayload());
    store.dispatch(oneClickClearConfirmed());
    expect(betIds()).toEqual(['100:1']);
    expect(coupon().settings.isActiveOneClick).toBe(false);
  });

  it('switches off without asking', () => {
    const { store, coupon } = startCoupon();
    store.dispatch(oneClickToggleRequested({ isActive: true }));
    store.dispatch(oneClickToggleRequested({ isActive: false }));
    expect(coupon().settings.isActiveOneClick).toBe(false);
  });

  it('places a picked bet at once while on, unless the payload skips one-click', () => {
    const storage = createMemoryStorage({
      [COUPON_SETTINGS_STORAGE_KEY]: JSON.stringify({ isActiveOneClick: true, oneClickAmount: 10000 }),
    });
    const { bus, betIds, typesOf } = startCoupon({ storage });
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 1 }));
    expect(betIds()).toEqual([]);
    expect(typesOf('coupon/oneClickBetRequested')).toEqual([
      expect.objectContaining({ payload: { bet: expect.objectContaining({ id: '1:1' }), amount: 10000 } }),
    ]);
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 2, isSkipOneClick: true }));
    expect(betIds()).toEqual(['2:1']);
  });
});

describe('drop on score change and exact coefficient (spec 01 §4)', () => {
  it('setting drop-on-score-change turns one-click off (and needs the exact coefficient)', () => {
    const { store, coupon, stored } = startCoupon();
    store.dispatch(oneClickToggleRequested());
    expect(coupon().settings.isActiveOneClick).toBe(true);
    store.dispatch(dropOnScoreChangeToggled({ isActive: true }));
    expect(coupon().settings).toMatchObject({ isDropOnScoreChange: true, isActiveOneClick: false, exactCoef: true });
    expect(stored(COUPON_SETTINGS_STORAGE_KEY)).toMatchObject({ isDropOnScoreChange: true, isActiveOneClick: false });
  });

  it('clearing the exact coefficient also clears drop-on-score-change', () => {
    const { store, coupon } = startCoupon();
    store.dispatch(dropOnScoreChangeToggled({ isActive: true }));
    store.dispatch(exactCoefToggled({ isActive: false }));
    expect(coupon().settings).toMatchObject({ exactCoef: false, isDropOnScoreChange: false });
  });

  it('setting the exact coefficient leaves drop-on-score-change as it was', () => {
    const { store, coupon } = startCoupon();
    store.dispatch(exactCoefToggled({ isActive: true }));
    expect(coupon().settings).toMatchObject({ exactCoef: true, isDropOnScoreChange: false });
  });

  it('switching one-click on clears drop-on-score-change (the two exclude each other)', () => {
    const { store, coupon } = startCoupon();
    store.dispatch(dropOnScoreChangeToggled({ isActive: true }));
    store.dispatch(oneClickToggleRequested());
    expect(coupon().settings).toMatchObject({ isActiveOneClick: true, isDropOnScoreChange: false, exactCoef: true });
  });

  it('repairs stored settings that break the rules', () => {
    const storage = createMemoryStorage({
      [COUPON_SETTINGS_STORAGE_KEY]: JSON.stringify({
        isDropOnScoreChange: true,
        isActiveOneClick: true,
        exactCoef: false,
      }),
    });
    const { coupon } = startCoupon({ storage });
    expect(coupon().settings).toMatchObject({ isDropOnScoreChange: true, isActiveOneClick: false, exactCoef: true });
  });

  it('shows the express total with 3 decimals under exactCoef', () => {
    const { store, bus } = startCoupon();
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 1, coef: 1.5 }));
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 2, coef: 1.67 }));
    const total = () => [selectTotalCoef(store.getState()), selectTotalCoefByView(store.getState())];
    expect(total()).toEqual([2.51, '2.51']);
    store.dispatch(exactCoefToggled({ isActive: true }));
    expect(total()).toEqual([2.505, '2.505']);
  });
});

describe('bonus bets deleted by hand (spec 01 §4)', () => {
  it('are never added again; other bets are', () => {
    const { store, bus, betIds, coupon } = startCoupon();
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 1, source: 'bonus' }));
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 2 }));
    store.dispatch(betRemoved({ id: '1:1' }));
    store.dispatch(betRemoved({ id: '2:1' }));
    expect(coupon().bets.dismissedBonusBetIds).toEqual(['1:1']);
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 1, source: 'bonus' }));
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 2 }));
    expect(betIds()).toEqual(['2:1']);
  });

  it('clearing the coupon by hand dismisses its bonus bets too', () => {
    const { store, bus, betIds } = startCoupon();
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 1, source: 'bonus' }));
    store.dispatch(betsCleared());
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 1, source: 'bonus' }));
    expect(betIds()).toEqual([]);
  });

  it('a bonus bet removed by picking it again on the bus stays dismissed', () => {
    const { bus, betIds } = startCoupon();
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 1, source: 'bonus' }));
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 1, source: 'bonus' }));
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 1, source: 'bonus' }));
    expect(betIds()).toEqual([]);
  });
});

describe('coupon type and system value', () => {
  it('goes back to a single with one bet and to an express when a system loses its third bet', () => {
    const { store, bus, coupon } = startCoupon();
    for (const gameId of [1, 2, 3]) bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId }));
    store.dispatch(couponTypeChosen({ typeId: CouponType.System }));
    expect(selectSystemVariants(store.getState()).map((v) => [v.value, v.combo])).toEqual([[2, 3]]);
    store.dispatch(betRemoved({ id: '3:1' }));
    expect(coupon().type.typeId).toBe(CouponType.Express);
    store.dispatch(betRemoved({ id: '2:1' }));
    expect(coupon().type.typeId).toBe(CouponType.Single);
  });

  it('keeps the system value within 2..n-1 (never below 2, spec 01 §5)', () => {
    const { store, bus } = startCoupon();
    for (const gameId of [1, 2, 3, 4, 5]) bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId }));
    store.dispatch(couponTypeChosen({ typeId: CouponType.System }));
    store.dispatch(systemValueChosen({ value: 1 }));
    expect(selectSystemValue(store.getState())).toBe(2);
    store.dispatch(systemValueChosen({ value: 9 }));
    expect(selectSystemValue(store.getState())).toBe(4);
    store.dispatch(betRemoved({ id: '5:1' }));
    expect(selectSystemValue(store.getState())).toBe(3);
  });

  it('counts bankers only in banker mode and refuses a banker the bet forbids', () => {
    const { store, bus, coupon } = startCoupon();
    for (const gameId of [1, 2, 3, 4]) bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId }));
    bus.emit(COUPON_ADD_BET_EVENT, { ...betPayload({ gameId: 5 }), isDisabledBanker: true });
    store.dispatch(couponTypeChosen({ typeId: CouponType.System }));
    store.dispatch(bankerToggled({ betId: '1:1' }));
    store.dispatch(bankerToggled({ betId: '5:1' }));
    expect(coupon().bets.entities['5:1']?.isBanker).toBe(false);
    expect(selectSystemVariants(store.getState())[0]).toMatchObject({ value: 2, offset: 0, combo: 10 });
    store.dispatch(systemBankerModeToggled());
    expect(selectSystemVariants(store.getState())[0]).toMatchObject({ value: 2, offset: 1, combo: 4 });
  });
});

describe('stakes, accounts and what the coupon offers', () => {
  it('auto max follows the max bet until the player types a stake', () => {
    const { store, coupon, stored } = startCoupon();
    store.dispatch(autoMaxToggled({ isActive: true }));
    store.dispatch(stakeLimitsReceived({ minBetAmount: 100, maxBetAmount: 500_000 }));
    expect(coupon()).toMatchObject({
      stake: { amount: 500_000, isActiveAutoMax: true },
      config: { minBetAmount: 100 },
    });
    expect(stored(COUPON_SETTINGS_STORAGE_KEY)).toMatchObject({ isAutoMax: true });
    store.dispatch(stakeChanged({ amount: 1234.9 }));
    expect(coupon().stake).toMatchObject({ amount: 1234, isActiveAutoMax: false });
    store.dispatch(stakeLimitsReceived({ minBetAmount: 100, maxBetAmount: Infinity }));
    expect(coupon().config.maxBetAmount).toBeNull();
  });

  it('changing the account resets the prepaid amount (spec 01 §4 Accounts)', () => {
    const { store, coupon } = startCoupon();
    store.dispatch(accountChosen({ accountId: 1 }));
    store.dispatch(prepaidAmountReceived({ amount: 700 }));
    store.dispatch(accountChosen({ accountId: 1 }));
    expect(coupon().account.availablePrepaidAmount).toBe(700);
    store.dispatch(accountChosen({ accountId: 2, accountType: 4 }));
    expect(coupon().account).toEqual({ availablePrepaidAmount: 0, accountId: 2, accountType: 4 });
  });

  it('reports the issues of the engine in its priority order', () => {
    const { store, bus } = startCoupon();
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 1 }));
    store.dispatch(promoCodeEntered({ code: ' SPRING ' }));
    expect(selectCouponIssues(store.getState())).toEqual(['promo_code_on_single', 'no_amount']);
    expect(selectPrimaryCouponIssue(store.getState())).toBe('promo_code_on_single');
    store.dispatch(couponConfigReceived({ limitedTypeIds: [0, 1] }));
    store.dispatch(stakeLimitsReceived({ minBetAmount: 5000, maxBetAmount: null }));
    store.dispatch(stakeChanged({ amount: 100 }));
    expect(selectCouponIssues(store.getState())).toEqual(['promo_code_on_single', 'below_min']);
  });

  it('offers the express bonus and the VIP bet by the spec rules (engine)', () => {
    const { store, bus } = startCoupon();
    for (const gameId of [1, 2, 3]) bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId, coef: 1.5 }));
    expect(selectIsBonusBetAvailable(store.getState())).toBe(false);
    store.dispatch(couponConfigReceived({ isBonusBetEnabled: true, isVipBetAllowed: true }));
    expect(selectIsBonusBetAvailable(store.getState())).toBe(true);
    expect(selectExpressBonusCoef(store.getState())).toBe(1.03);
    expect(selectIsVipBetAvailable(store.getState())).toBe(false);
    store.dispatch(stakeLimitsReceived({ minBetAmount: 0, maxBetAmount: 100_000 }));
    expect(selectIsVipBetAvailable(store.getState())).toBe(true);
    bus.emit(COUPON_UPDATE_EVENT, { market: { id: 1, gameId: 1 }, game: { status: 2 } });
    expect(selectIsVipBetAvailable(store.getState())).toBe(false);
  });
});
