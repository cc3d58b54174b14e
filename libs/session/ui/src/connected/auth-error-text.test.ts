import { AUTH_ERROR_CODES } from '@bet/contract';
import { createI18n } from '@bet/i18n';
import { describe, expect, it } from 'vitest';
import { authErrorText } from './auth-error-text';

describe('authErrorText', () => {
  it('shows the lock of too many attempts (429 TOO_MANY_ATTEMPTS) in the player’s language', () => {
    const failure = {
      code: AUTH_ERROR_CODES.tooManyAttempts,
      message: 'Too many signIn attempts for this account: try again in 15 min',
      status: 429,
    };
    const en = createI18n('en');
    expect(authErrorText(en.t, failure)).toBe(
      'Too many attempts. For your safety, further tries are paused for a while: try again in a few minutes.',
    );
    const ru = createI18n('ru');
    expect(authErrorText(ru.t, failure)).toMatch(/^Слишком много попыток/);
  });
});
