import { describe, expect, it } from 'vitest';
import { isSafeReturnPath } from './return-url';

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
