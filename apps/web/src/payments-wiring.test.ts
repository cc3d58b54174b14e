import { describe, expect, it } from 'vitest';
import { bridgeSaga } from '@bet/platform';
import { createTestStore } from '@bet/platform/testing';
import { balanceMayHaveChanged, paymentAccountChanged } from '@bet/payments';
import { accountsRefreshRequested, activeAccountChanged } from '@bet/accounts';
import { crossFeatureEvents, rootReducer } from './store';

describe('the payments in the composition root (crossFeatureEvents)', () => {
  it('money moved by a payment refreshes the accounts, so the header balance follows without a reload', () => {
    const { store, actions } = createTestStore({
      reducer: rootReducer,
      sagas: [() => bridgeSaga(crossFeatureEvents)],
    });
    store.dispatch(balanceMayHaveChanged({ accountId: 7, balance: 50_000 }));
    expect(actions.map((action) => action.type)).toEqual([balanceMayHaveChanged.type, accountsRefreshRequested.type]);
  });
  it('another active account makes recharge and deduce read its methods', () => {
    const { store, actions } = createTestStore({
      reducer: rootReducer,
      sagas: [() => bridgeSaga(crossFeatureEvents)],
    });
    store.dispatch(activeAccountChanged({ accountId: 8, accountType: 9 }));
    expect(actions.map((action) => action.type)).toContain(paymentAccountChanged.type);
  });
});
