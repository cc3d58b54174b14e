import { describe, expect, it } from 'vitest';
import { addChecks, checkPlayerMoney, NO_FAULTS, type PlayerRecord } from './placement-checks';

const ACCOUNT = 7;

/** A clean record: 1000 deposited, coupons a (100) and b (50) accepted, stored and debited once. */
function clean(): PlayerRecord {
  return {
    accepted: new Map([
      ['a', 100],
      ['b', 50],
    ]),
    history: ['a', 'b'],
    ledger: {
      entries: [
        { accountId: ACCOUNT, kind: 'deposit', amount: 1000, ref: 'payment:1' },
        { accountId: ACCOUNT, kind: 'stake', amount: -100, ref: 'coupon:a' },
        { accountId: ACCOUNT, kind: 'stake', amount: -50, ref: 'coupon:b' },
      ],
      accounts: [{ accountId: ACCOUNT, balance: 850, ledgerSum: 850 }],
    },
    accountId: ACCOUNT,
    deposited: 1000,
  };
}

const stake = (ref: string, amount: number) => ({ accountId: ACCOUNT, kind: 'stake', amount, ref });

describe('checkPlayerMoney (issue 17 placement chaos)', () => {
  it('finds nothing in a clean record', () => {
    expect(checkPlayerMoney(clean())).toEqual(NO_FAULTS);
  });

  it('counts a bet stored twice and a coupon the client never heard of', () => {
    expect(checkPlayerMoney({ ...clean(), history: ['a', 'b', 'b'] })).toMatchObject({ duplicateBets: 2 });
    expect(checkPlayerMoney({ ...clean(), history: ['a', 'b', 'c'] })).toMatchObject({
      duplicateBets: 1,
      strayCoupons: 1,
    });
  });

  it('counts an accepted coupon missing from the history', () => {
    expect(checkPlayerMoney({ ...clean(), history: ['a'] })).toMatchObject({ lostCoupons: 1 });
  });

  it('counts a lost, a double, a wrong and a refused placement debit', () => {
    const record = clean();
    const entries = record.ledger.entries;
    const withEntries = (list: typeof entries) => ({ ...record, ledger: { ...record.ledger, entries: list } });
    expect(checkPlayerMoney(withEntries(entries.slice(0, 2)))).toMatchObject({ lostDebits: 1 });
    expect(checkPlayerMoney(withEntries([...entries, stake('coupon:b', -50)]))).toMatchObject({ doubleDebits: 1 });
    expect(checkPlayerMoney(withEntries([...entries.slice(0, 2), stake('coupon:b', -5)]))).toMatchObject({
      wrongDebitAmounts: 1,
    });
    expect(checkPlayerMoney(withEntries([...entries, stake('coupon:refused', -20)]))).toMatchObject({
      debitsOfRefused: 1,
    });
  });

  it('counts an account whose balance is not its ledger sum, or not deposit less stakes', () => {
    const record = clean();
    expect(
      checkPlayerMoney({
        ...record,
        ledger: { ...record.ledger, accounts: [{ accountId: ACCOUNT, balance: 851, ledgerSum: 850 }] },
      }),
    ).toMatchObject({ unbalancedAccounts: 1, balanceNotDepositLessStakes: 1 });
    expect(checkPlayerMoney({ ...record, deposited: 900 })).toMatchObject({ balanceNotDepositLessStakes: 1 });
  });

  it('adds the players up', () => {
    const one = { ...NO_FAULTS, lostDebits: 1 };
    expect(addChecks(addChecks(NO_FAULTS, one), one)).toEqual({ ...NO_FAULTS, lostDebits: 2 });
    // The run's own checks ride along untouched.
    expect(addChecks({ ...NO_FAULTS, changedBodyAccepted: 0 }, one)).toEqual({
      ...NO_FAULTS,
      lostDebits: 1,
      changedBodyAccepted: 0,
    });
  });
});
