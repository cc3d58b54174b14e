import { describe, expect, it } from 'vitest';
import { isDigits, isValidPhone, normalisePhoneCode, stripPhone } from './phone';

describe('phone helpers', () => {
  it('normalises the country code to one leading plus (spec 02 §5)', () => {
    expect(normalisePhoneCode('7')).toBe('+7');
    expect(normalisePhoneCode('+7')).toBe('+7');
    expect(normalisePhoneCode('++380 ')).toBe('+380');
    expect(normalisePhoneCode('')).toBe('');
  });

  it('accepts 5 to 15 digits after stripping separators', () => {
    expect(stripPhone('(912) 345-67.89')).toBe('9123456789');
    expect(isValidPhone('912 345-67-89')).toBe(true);
    expect(isValidPhone('1234')).toBe(false);
    expect(isValidPhone('1234567890123456')).toBe(false);
    expect(isValidPhone('912a345')).toBe(false);
  });

  it('tells digits from the rest', () => {
    expect(isDigits('0123')).toBe(true);
    expect(isDigits('12a')).toBe(false);
    expect(isDigits('')).toBe(false);
  });
});
