import { describe, expect, it } from 'vitest';
import { readEnvConfig } from '../env';
import { DEFAULT_RATE_LIMITS, parseRateLimitOverrides, rateLimitSettings } from './rate-limit-settings';

describe('rate limit settings (README "Rate limits")', () => {
  it('changes only the fields given', () => {
    const settings = rateLimitSettings({ actions: { signIn: { byAccount: { lockAfter: 20 } } } });
    expect(settings.actions.signIn.byAccount).toEqual({
      ...DEFAULT_RATE_LIMITS.actions.signIn.byAccount,
      lockAfter: 20,
    });
    expect(settings.actions.signIn.byAddress).toEqual(DEFAULT_RATE_LIMITS.actions.signIn.byAddress);
    expect(settings.actions.captcha.byAccount).toBeUndefined();
    expect(settings.enabled).toBe(true);
  });

  it('escalates before it locks in every default', () => {
    for (const limits of Object.values(DEFAULT_RATE_LIMITS.actions)) {
      for (const limit of [limits.byAddress, limits.byAccount]) {
        if (limit && Number.isFinite(limit.captchaAfter)) expect(limit.captchaAfter).toBeLessThan(limit.lockAfter);
      }
    }
  });

  it('reads RATE_LIMITS: off, JSON changes, and refuses the rest with a reason', () => {
    expect(parseRateLimitOverrides('off')).toEqual({ enabled: false });
    expect(parseRateLimitOverrides('{"actions":{"sms":{"byAddress":{"lockAfter":50}}}}')).toEqual({
      actions: { sms: { byAddress: { lockAfter: 50 } } },
    });
    expect(parseRateLimitOverrides('on')).toBe('must be off or JSON');
    expect(parseRateLimitOverrides('{"actions":{"login":{}}}')).toMatch(/actions/);
    expect(parseRateLimitOverrides('{"actions":{"sms":{"byAddress":{"lockAfter":-1}}}}')).toMatch(/lockAfter/);
    expect(readEnvConfig({ RATE_LIMITS: 'off' }).rateLimits).toEqual({ enabled: false });
    expect(() => readEnvConfig({ RATE_LIMITS: '{' })).toThrow(/RATE_LIMITS: must be off or JSON/);
  });
});
