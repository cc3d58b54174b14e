import { describe, expect, it } from 'vitest';
import { placementErrorKey } from './placement-error-key.ts';

describe('placementErrorKey', () => {
  it.each([
    [{ message: 'x', code: 'no_amount' }, 'coupon_issue_no_amount'],
    [{ message: 'x', code: 'coef_change_pending' }, 'coupon_issue_coef_change_pending'],
    [{ message: 'x', code: 'insufficient_funds' }, 'coupon_error_insufficient_funds'],
    [{ message: 'x', code: 'network' }, 'coupon_error_network'],
    [{ message: ' ', code: 'SOMETHING' }, 'coupon_error_unknown'],
    [{ message: 'Server says no' }, null],
  ])('%j → %s', (error, key) => {
    expect(placementErrorKey(error)).toBe(key);
  });
});
