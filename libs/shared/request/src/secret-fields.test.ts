import { describe, expect, it } from 'vitest';
import { SECRET_FIELDS } from '@bet/contract';
import { encodeSecret, encodeSecretFields } from './secret-fields';

describe('encodeSecretFields (spec 02 §5 "Secret fields ... are encoded")', () => {
  it('encodes as base64 of the UTF-8 bytes, non-Latin text included', () => {
    expect(encodeSecret('pass')).toBe('cGFzcw==');
    expect(encodeSecret('пароль')).toBe(Buffer.from('пароль', 'utf8').toString('base64'));
  });

  it('encodes the default secret fields only and leaves the input unchanged', () => {
    const body = { uLogin: 'me@example.com', uPassword: 'p', 'sms-code': 1234, save: true, lang: 'en' };
    const encoded = encodeSecretFields(body);
    expect(encoded).toEqual({
      uLogin: encodeSecret('me@example.com'),
      uPassword: encodeSecret('p'),
      'sms-code': encodeSecret('1234'),
      save: true,
      lang: 'en',
    });
    expect(body.uPassword).toBe('p');
    expect(SECRET_FIELDS).toEqual(['login', 'password', 'code', 'uLogin', 'uPassword', 'sms-code']);
  });

  it('leaves bodies that are not plain objects alone', () => {
    expect(encodeSecretFields(undefined)).toBeUndefined();
    expect(encodeSecretFields(['password'])).toEqual(['password']);
  });
});
