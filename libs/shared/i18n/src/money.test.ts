import { describe, expect, it } from 'vitest';
import { currencyDigits, formatMoney } from './money';

describe('money for reading (integer minor units)', () => {
  it('takes the minor digits of the currency from Intl, 2 for an unknown code', () => {
    expect(currencyDigits('RUB')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('not a code')).toBe(2);
  });

  it('lays out exact sums in the page language', () => {
    expect(formatMoney(123_456, 'USD', 'en')).toBe('$1,234.56');
    expect(formatMoney(150_000, 'JPY', 'en')).toBe('¥150,000');
    expect(formatMoney(10, 'EUR', 'en')).toBe('€0.10');
    expect(formatMoney(150_050, 'RUB', 'ru').replace(/\s/g, ' ')).toBe('1 500,50 ₽');
  });
});
