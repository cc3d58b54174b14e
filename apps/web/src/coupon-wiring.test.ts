import { describe, expect, it } from 'vitest';
import { accountsRefreshRequested, activeAccountChanged } from '@bet/accounts';
import { accountChosen, couponConfigRequested, couponPlaced, prepaidAmountReceived } from '@bet/coupon/state';
import { bridgeSaga } from '@bet/platform';
import { createTestStore } from '@bet/platform/testing';
import { loggedOut } from '@bet/session';
import { crossFeatureEvents, rootReducer } from './store';

function start() {
  const { store, actions } = createTestStore({ reducer: rootReducer, sagas: [() => bridgeSaga(crossFeatureEvents)] });
  const types = () => actions.map((action) => action.type);
  return { store, types };
}

describe('the coupon in the composition root (crossFeatureEvents)', () => {
  it('a placed bet refreshes the accounts, so the header balance shows the debit', () => {
    const { store, types } = start();
    store.dispatch(couponPlaced({ coupon: { id: '1001' } }));
    expect(types()).toEqual([couponPlaced.type, accountsRefreshRequested.type]);
  });

  it('a new active account: the coupon places from it, its prepaid amount reset and its config reloaded (spec 01 §4 Accounts)', () => {
    const { store, types } = start();
    store.dispatch(prepaidAmountReceived({ amount: 5000 }));
    store.dispatch(activeAccountChanged({ accountId: 5000002, accountType: 4 }));
    // Other features follow the same fact (payments); the coupon's part, in order:
    expect(types().filter((type) => !type.startsWith('paymentForms/'))).toEqual([
      prepaidAmountReceived.type,
      activeAccountChanged.type,
      accountChosen.type,
      couponConfigRequested.type,
    ]);
    expect(store.getState().coupon.account).toEqual({
      accountId: 5000002,
      accountType: 4,
      availablePrepaidAmount: 0,
    });
  });

  it('logging out reloads the coupon config, whose player inputs then go', () => {
    const { store, types } = start();
    store.dispatch(loggedOut());
    expect(types()).toContain(couponConfigRequested.type);
  });
});
