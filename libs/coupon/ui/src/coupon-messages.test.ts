import { describe, expect, it } from 'vitest';
import { placementErrorKey, placementErrorText } from './coupon-messages';

describe('placementErrorKey / placementErrorText', () => {
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

  it('shows the server message when no key says it', () => {
    expect(placementErrorText({ message: 'Server says no', code: 42 }, (key) => `t:${key}`)).toBe('Server says no');
    expect(placementErrorText({ message: 'x', code: 'limit_exceeded' }, (key) => `t:${key}`)).toBe(
      't:coupon_error_limit_exceeded',
    );
  });
});
