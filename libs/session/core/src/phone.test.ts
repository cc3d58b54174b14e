import { describe, expect, it } from 'vitest';
import { normalisePhoneCode, phoneDigits } from './phone';

describe('phone code and number (spec 02 §5 one leading plus)', () => {
  it.each([
    ['7', '+7'],
    ['+7', '+7'],
    ['++7', '+7'],
    [' +375 ', '+375'],
    ['', ''],
  ])('%s → %s', (code, expected) => expect(normalisePhoneCode(code)).toBe(expected));

  it('keeps only the digits of the number', () => {
    expect(phoneDigits('(912) 345-67-89')).toBe('9123456789');
  });
});
