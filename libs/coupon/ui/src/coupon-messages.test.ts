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

  it('limit_exceeded says the stake still allowed, formatted (issue 13)', () => {
    const t = (key: string, values?: Record<string, string>) => `t:${key}:${values?.['limit'] ?? ''}`;
    const money = (minor: number) => `${minor / 100} RUB`;
    expect(placementErrorText({ message: 'x', code: 'limit_exceeded', limit: 25_000 }, t, money)).toBe(
      't:coupon_error_limit_exceeded_left:250 RUB',
    );
    expect(placementErrorText({ message: 'x', code: 'limit_exceeded' }, t, money)).toBe(
      't:coupon_error_limit_exceeded:',
    );
  });
});
