import { describe, expect, it } from 'vitest';
import { bridgeSaga } from '@bet/platform';
import { createTestStore } from '@bet/platform/testing';
import { balanceMayHaveChanged } from '@bet/payments';
import { userDataRequested } from '@bet/session';
import { crossFeatureEvents, rootReducer } from './store';

describe('the payments in the composition root (crossFeatureEvents)', () => {
  it('money moved by a payment refreshes the accounts, so the header balance follows without a reload', () => {
    const { store, actions } = createTestStore({
      reducer: rootReducer,
      sagas: [() => bridgeSaga(crossFeatureEvents)],
    });
    store.dispatch(balanceMayHaveChanged({ accountId: 7, balance: 50_000 }));
    expect(actions.map((action) => action.type)).toEqual([balanceMayHaveChanged.type, userDataRequested.type]);
  });
});
