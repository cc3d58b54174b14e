import { describe, expect, it } from 'vitest';
import { currencyDigits, formatMoney, numberFormat } from './money';

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

describe('numberFormat', () => {
  it('makes one format per language, decimals and currency, and reuses it (issue 16)', () => {
    expect(numberFormat('en', 2, 'RUB')).toBe(numberFormat('en', 2, 'RUB'));
    expect(numberFormat('en', 2)).toBe(numberFormat('en', 2, null));
    expect(numberFormat('en', 2)).not.toBe(numberFormat('en', 2, 'RUB'));
    expect(numberFormat('ru', 2)).not.toBe(numberFormat('en', 2));
    expect(numberFormat('en', 0)).not.toBe(numberFormat('en', 2));
    expect(numberFormat('en', 2).format(38.85)).toBe('38.85');
    expect(numberFormat('en', 0, 'JPY').format(1500)).toBe('¥1,500');
  });
});
