import { describe, expect, it } from 'vitest';
import { placementErrorText } from './coupon-messages';

describe('placementErrorText', () => {
  it('shows the server message when no key says it', () => {
    expect(placementErrorText({ message: 'Server says no', code: 42 }, (key) => `t:${key}`)).toBe('Server says no');
    expect(placementErrorText({ message: 'x', code: 'limit_exceeded' }, (key) => `t:${key}`)).toBe(
      't:coupon_error_limit_exceeded',
    );
    expect(placementErrorText({ message: 'x', code: 'network' }, (key) => `t:${key}`)).toBe('t:coupon_error_network');
  });
});
