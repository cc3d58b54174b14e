import { fc, test } from '@fast-check/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { betFromPayload } from './bet.ts';
import { decideCoefChange } from './coef-change.ts';
import { betAdded, betUpdated, coefChangesAccepted } from './bets-slice.ts';
import { changeCoefActionChosen } from './settings-slice.ts';
import { stakeChanged } from './stake-slice.ts';
import { COUPON_ADD_BET_EVENT, COUPON_UPDATE_EVENT } from './event-bus.ts';
import {
  COEF_CHANGE_PENDING,
  selectCanPlaceCoupon,
  selectCouponIssues,
  selectHasPendingCoefChanges,
} from './figures.ts';
import { betPayload, startCoupon } from './testing.ts';
import type { ChangeCoefAction } from './types.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A decimal coefficient with at most 3 decimals, as the line sends it. */
const coefArb = fc.integer({ min: 1001, max: 50_000 }).map((thousandths) => thousandths / 1000);
const actionArb = fc.constantFrom<ChangeCoefAction>(0, 1, 2);

describe('decideCoefChange (spec 01 §3 changeCoefAction)', () => {
  it.each([
    [0, 1.85, 1.9, 'confirm'],
    [0, 1.85, 1.8, 'confirm'],
    [1, 1.85, 1.9, 'accept'],
    [1, 1.85, 1.8, 'accept'],
    [2, 1.85, 1.9, 'accept'],
    [2, 1.85, 1.8, 'confirm'],
    [0, 1.85, 1.85, 'unchanged'],
    [1, 1.85, 1.85, 'unchanged'],
    [2, 1.85, 1.85, 'unchanged'],
    [2, 1.1, 1.1 * 1.0000000000000002, 'unchanged'],
  ] as const)('action %i, %d -> %d: %s', (action, from, to, decision) => {
    expect(decideCoefChange(action, from, to)).toBe(decision);
  });

  test.prop([actionArb, coefArb, coefArb])(
    'never accepts silently what the player did not allow',
    (action, from, to) => {
      const decision = decideCoefChange(action, from, to);
      if (from === to) expect(decision).toBe('unchanged');
      else if (action === 0) expect(decision).toBe('confirm');
      else if (action === 1) expect(decision).toBe('accept');
      else expect(decision).toBe(to > from ? 'accept' : 'confirm');
    },
  );
});

describe('coefficient changes from the line (betUpdated)', () => {
  it('under the default (2) takes a rise silently and holds a drop for the player', () => {
    const { bus, coupon, store } = startCoupon();
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ coef: 2 }));
    bus.emit(COUPON_UPDATE_EVENT, { market: { id: 1, gameId: 100, coef: 2.2 } });
    expect(coupon().bets.entities['100:1']).toMatchObject({ market: { coef: 2.2 }, pendingCoef: null });
    bus.emit(COUPON_UPDATE_EVENT, { market: { id: 1, gameId: 100, coef: 1.9 } });
    expect(coupon().bets.entities['100:1']).toMatchObject({ market: { coef: 2.2 }, pendingCoef: 1.9 });
    store.dispatch(stakeChanged({ amount: 1000 }));
    expect(selectCouponIssues(store.getState())).toContain(COEF_CHANGE_PENDING);
    expect(selectCanPlaceCoupon(store.getState())).toBe(false);

    store.dispatch(coefChangesAccepted());
    expect(coupon().bets.entities['100:1']).toMatchObject({ market: { coef: 1.9 }, pendingCoef: null });
    expect(selectCanPlaceCoupon(store.getState())).toBe(true);
  });

  it('drops the question when the line goes back to the accepted coefficient', () => {
    const { bus, coupon } = startCoupon();
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ coef: 2 }));
    bus.emit(COUPON_UPDATE_EVENT, { market: { id: 1, gameId: 100, coef: 1.5 } });
    bus.emit(COUPON_UPDATE_EVENT, { market: { id: 1, gameId: 100, coef: 2 } });
    expect(coupon().bets.entities['100:1']).toMatchObject({ market: { coef: 2 }, pendingCoef: null });
  });

  it('accepts what is waiting once the player switches to "accept any change"', () => {
    const { bus, coupon, store } = startCoupon();
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ coef: 2 }));
    bus.emit(COUPON_UPDATE_EVENT, { market: { id: 1, gameId: 100, coef: 1.5 } });
    store.dispatch(changeCoefActionChosen({ action: 1 }));
    expect(coupon().bets.entities['100:1']).toMatchObject({ market: { coef: 1.5 }, pendingCoef: null });
    expect(selectHasPendingCoefChanges(store.getState())).toBe(false);
  });

  it('a bet added again directly keeps the accepted coefficient and the banker, and asks about a drop', () => {
    const { store, coupon } = startCoupon();
    store.dispatch(betAdded({ bet: betFromPayload(betPayload({ coef: 2 })), addedAt: 1 }));
    store.dispatch(betAdded({ bet: { ...betFromPayload(betPayload({ coef: 1.7 })), isBlocked: true }, addedAt: 2 }));
    expect(coupon().bets.entities['100:1']).toMatchObject({ market: { coef: 2 }, pendingCoef: 1.7, isBlocked: true });
    expect(coupon().bets.addedAtByBetId['100:1']).toBe(1);
  });

  test.prop([actionArb, coefArb, fc.array(coefArb, { minLength: 1, maxLength: 12 })])(
    'follows the policy over any sequence of line updates',
    (action, first, updates) => {
      const { bus, store, coupon, task } = startCoupon();
      store.dispatch(changeCoefActionChosen({ action }));
      bus.emit(COUPON_ADD_BET_EVENT, betPayload({ coef: first }));
      let accepted = first;
      for (const coef of updates) {
        store.dispatch(betUpdated({ id: '100:1', changes: { coef } }));
        const bet = coupon().bets.entities['100:1'];
        if (!bet) throw new Error('the bet left the coupon');
        if (action === 0) expect(bet.market.coef).toBe(first);
        if (action === 1) expect(bet).toMatchObject({ market: { coef }, pendingCoef: null });
        if (action === 2) expect(bet.market.coef).toBeGreaterThanOrEqual(accepted);
        // Whatever was not taken is waiting for the player, and only that.
        expect(bet.pendingCoef).toBe(bet.market.coef === coef ? null : coef);
        accepted = bet.market.coef;
      }
      task.cancel();
    },
  );
});
