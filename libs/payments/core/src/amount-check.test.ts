import { describe, expect, it } from 'vitest';
import { checkAmount } from './amount-check';

const card = { min: 10_000, max: 15_000_000 }; // 100.00 .. 150 000.00

describe('checkAmount (issue 11 "Bad input": the recharge and deduce forms)', () => {
  it.each([
    ['500', 50_000],
    ['500.5', 50_050],
    ['1 500,50', 150_050],
    ['100', 10_000],
    ['150000.00', 15_000_000],
  ])('reads %j as %i minor units, exactly', (text, minor) => {
    expect(checkAmount(text, card, 2)).toEqual({ ok: true, minor });
  });

  it.each([
    ['12abc', 'amount_not_a_number', undefined],
    ['', 'amount_not_a_number', undefined],
    ['-5', 'amount_not_a_number', undefined],
    ['500.555', 'amount_too_many_decimals', undefined],
    ['0', 'amount_below_min', 10_000],
    ['99.99', 'amount_below_min', 10_000],
    ['150000.01', 'amount_above_max', 15_000_000],
    ['99999999999999999999', 'amount_above_max', undefined],
  ])('refuses %j with %s', (text, code, limit) => {
    const check = checkAmount(text, card, 2);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.problem).toEqual(limit === undefined ? { code } : { code, limit });
  });

  it('follows the currency: no decimals in a currency without minor units', () => {
    expect(checkAmount('500.5', { min: 1, max: 100_000 }, 0)).toEqual({
      ok: false,
      problem: { code: 'amount_too_many_decimals' },
    });
  });
});
