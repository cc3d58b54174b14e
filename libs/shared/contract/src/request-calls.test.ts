import { describe, expect, it } from 'vitest';
import { CAPTCHA_ERROR_CODES, isCaptchaErrorCode, validateCaptcha } from './captcha';
import { getSiteConfig } from './config-calls';
import { FINGERPRINT_ERROR_CODE } from './errors';
import { getToken } from './session-calls';

describe('getToken (spec 02 §7 "Session and token")', () => {
  it('takes force_refresh=true only and answers a token', () => {
    expect(getToken.query.safeParse({ force_refresh: 'true' }).success).toBe(true);
    expect(getToken.query.safeParse({}).success).toBe(true);
    expect(getToken.query.safeParse({ force_refresh: 'false' }).success).toBe(false);
    expect(getToken.response.safeParse({ token: '' }).success).toBe(false);
  });

  it('is not marked auth: obtaining a token must not need one', () => {
    expect(getToken.auth).toBeUndefined();
    expect(getSiteConfig.auth).toBeUndefined();
  });
});

describe('validateCaptcha (spec 02 §3, §7 "Captcha")', () => {
  it('answers type and time, error_message optional', () => {
    expect(validateCaptcha.response.safeParse({ type: 2, time: 30 }).success).toBe(true);
    expect(validateCaptcha.response.safeParse({ type: 1, time: 30, error_message: 'Wrong' }).success).toBe(true);
    expect(validateCaptcha.response.safeParse({ type: '1', time: 30 }).success).toBe(false);
    expect(validateCaptcha.body.safeParse({ captcha: '' }).success).toBe(false);
  });
});

describe('isCaptchaErrorCode (spec 02 §4)', () => {
  it.each([...CAPTCHA_ERROR_CODES, '111'])('accepts %j', (code) => {
    expect(isCaptchaErrorCode(code)).toBe(true);
  });

  it.each([101, 110, '', undefined, FINGERPRINT_ERROR_CODE])('refuses %j', (code) => {
    expect(isCaptchaErrorCode(code)).toBe(false);
  });
});
