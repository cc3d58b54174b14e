import { describe, expect, it } from 'vitest';
import { isDigits, isValidPhone, stripPhone } from './phone';

describe('phone helpers', () => {
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
