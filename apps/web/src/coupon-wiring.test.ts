import { describe, expect, it } from 'vitest';
import { couponConfigRequested, couponPlaced } from '@bet/coupon/state';
import { bridgeSaga } from '@bet/platform';
import { createTestStore } from '@bet/platform/testing';
import { loggedOut, userDataRequested } from '@bet/session';
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
    expect(types()).toEqual([couponPlaced.type, userDataRequested.type]);
  });

  it('logging out reloads the coupon config, whose player inputs then go', () => {
    const { store, types } = start();
    store.dispatch(loggedOut());
    expect(types()).toContain(couponConfigRequested.type);
  });
});
