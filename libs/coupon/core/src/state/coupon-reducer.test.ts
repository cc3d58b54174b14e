import { describe, expect, it } from 'vitest';
import { betFromPayload } from './bet.ts';
import { betAdded, betRemoved } from './bets-slice.ts';
import { couponReducer } from './coupon-reducer.ts';
import { initialCouponState } from './coupon-state.ts';
import { couponTypeChosen } from './coupon-type-slice.ts';
import { selectTotalCoef } from './figures.ts';
import { initialAmountReceived, stakeChanged } from './stake-slice.ts';
import { betPayload } from './testing.ts';

const bet = (gameId: number, coef = 1.5) => betFromPayload(betPayload({ gameId, coef }));

describe('couponReducer: sub-slices under one key', () => {
  it('leaves the state as it was for an event of another feature', () => {
    const state = couponReducer(undefined, { type: '@@init' });
    expect(couponReducer(state, { type: 'session/signedIn' })).toBe(state);
  });

  it('keeps one concept per sub-slice and stores no derived figure', () => {
    const state = couponReducer(initialCouponState, betAdded({ bet: bet(1), addedAt: 1 }));
    expect(Object.keys(state).sort()).toEqual(
      [
        'account',
        'bets',
        'codes',
        'config',
        'oddsView',
        'oddsViewSave',
        'panel',
        'placement',
        'pricing',
        'promo',
        'reminder',
        'rightPanel',
        'settings',
        'stake',
        'type',
      ].sort(),
    );
    const fields = Object.values(state).flatMap((part) => Object.keys(part));
    for (const derived of ['coef', 'coefByView', 'systemValues', 'isActivePlaceBet']) {
      expect(fields).not.toContain(derived);
    }
    expect(Object.keys(state.bets.entities['1:1'] ?? {})).not.toContain('isDepend');
    expect(selectTotalCoef({ coupon: state })).toBe(1.5);
  });

  it('starts an emptied coupon again from the initial stake and the type from the bet count', () => {
    let state = couponReducer(initialCouponState, initialAmountReceived({ amount: 500 }));
    state = couponReducer(state, betAdded({ bet: bet(1), addedAt: 1 }));
    state = couponReducer(state, betAdded({ bet: bet(2), addedAt: 2 }));
    state = couponReducer(state, stakeChanged({ amount: 2000 }));
    expect(state.type.typeId).toBe(1);
    state = couponReducer(state, couponTypeChosen({ typeId: 9 }));
    state = couponReducer(state, betRemoved({ id: '1:1' }));
    expect(state.type.typeId).toBe(0);
    expect(state.stake.amount).toBe(2000);
    state = couponReducer(state, betRemoved({ id: '2:1' }));
    expect(state.stake.amount).toBe(500);
  });
});
