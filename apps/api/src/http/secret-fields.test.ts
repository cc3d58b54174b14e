import { encodeSecret, encodeSecretFields } from '@bet/request';
import { describe, expect, it } from 'vitest';
import { decodeSecret, decodeSecretFields } from './secret-fields';

describe('decodeSecretFields', () => {
  it('reverses exactly what the request layer sends, non-Latin text included', () => {
    const body = { uLogin: 'игрок@пример.рф', uPassword: 'пароль 🔑 p@ss', save: true, componentData: 'abc' };
    const sent = encodeSecretFields(body, ['uLogin', 'uPassword']);
    expect(sent.uPassword).not.toBe(body.uPassword);
    expect(decodeSecretFields(sent, ['uLogin', 'uPassword'])).toEqual(body);
    expect(decodeSecret(encodeSecret('123456'))).toBe('123456');
  });

  it('refuses a value that is not such an encoding', () => {
    for (const value of ['demo-pass-1', 'abc', '////', 'YQ']) {
      expect(decodeSecret(value), value).toBeUndefined();
    }
    expect(() => decodeSecretFields({ uPassword: 'not encoded!' }, ['uPassword'])).toThrow(/base64/);
  });

  it('leaves other fields and other bodies alone', () => {
    expect(decodeSecretFields({ save: false }, ['uPassword'])).toEqual({ save: false });
    expect(decodeSecretFields(undefined, ['uPassword'])).toBeUndefined();
  });
});
