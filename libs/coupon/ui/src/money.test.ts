import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { formatAmount, parseStake, stakeText } from './money';

describe('parseStake: digits and one decimal separator, exact minor units', () => {
  it.each([
    ['', 0],
    ['100', 10000],
    ['12.3', 1230],
    ['12,30', 1230],
    ['0.01', 1],
    ['1 000', 100000],
    ['.5', 50],
    ['7.', 700],
  ])('%s is %i minor units', (text, amount) => {
    expect(parseStake(text)).toEqual({ ok: true, amount });
  });

  it.each([
    ['12a', 'format'],
    ['1.2.3', 'format'],
    ['-5', 'format'],
    ['1e3', 'format'],
    ['.', 'format'],
    ['1.234', 'decimals'],
    ['99999999999999999', 'too_large'],
  ])('%s is refused (%s)', (text, reason) => {
    expect(parseStake(text)).toEqual({ ok: false, reason });
  });

  it('takes no decimals for a currency without minor units', () => {
    expect(parseStake('150', 0)).toEqual({ ok: true, amount: 150 });
    expect(parseStake('150.5', 0)).toEqual({ ok: false, reason: 'decimals' });
  });

  test.prop([fc.integer({ min: 1, max: 1_000_000_000_000 })])('reads back what stakeText writes', (amount) => {
    expect(parseStake(stakeText(amount))).toEqual({ ok: true, amount });
  });
});

describe('stakeText and formatAmount', () => {
  it('writes minor units with the separator, 0 as an empty field', () => {
    expect(stakeText(1230)).toBe('12.30');
    expect(stakeText(5)).toBe('0.05');
    expect(stakeText(0)).toBe('');
  });

  it('formats with the currency when known, plain otherwise', () => {
    expect(formatAmount(1_500_000, 'en', 'RUB').replace(/\s/g, ' ')).toBe('RUB 15,000.00');
    expect(formatAmount(3885, 'en')).toBe('38.85');
  });
});
