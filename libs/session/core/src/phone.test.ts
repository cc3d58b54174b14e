import { describe, expect, it } from 'vitest';
import { normalisePhoneCode, phoneDigits } from './phone';
import { isSafeReturnPath } from './return-url';

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

describe('return URL (spec 02 §5): same-site paths only', () => {
  it.each(['/en/account', '/en/slots?x=1#y', '/'])('accepts %s', (path) => expect(isSafeReturnPath(path)).toBe(true));
  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'en/account',
    '/en/\n',
  ])('refuses %s', (path) => expect(isSafeReturnPath(path)).toBe(false));
});
