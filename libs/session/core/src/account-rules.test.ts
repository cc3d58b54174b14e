import { describe, expect, it } from 'vitest';
import { newPasswordProblems } from './password-rules';
import { protectionBand } from './protection-level';

describe('the site password rules (issue 12)', () => {
  it('asks at least 8 characters and a matching confirmation', () => {
    expect(newPasswordProblems({ password: '', confirmation: '' })).toEqual({
      password: { key: 'account_password_required' },
    });
    expect(newPasswordProblems({ password: 'short', confirmation: 'short' })).toEqual({
      password: { key: 'account_password_too_short', values: { min: 8 } },
    });
    expect(newPasswordProblems({ password: 'x'.repeat(129), confirmation: 'x'.repeat(129) }).password).toEqual({
      key: 'account_password_too_long',
      values: { max: 128 },
    });
    expect(newPasswordProblems({ password: 'long-enough', confirmation: 'long-enougH' })).toEqual({
      confirmation: { key: 'account_password_mismatch' },
    });
    expect(newPasswordProblems({ password: 'long-enough', confirmation: 'long-enough' })).toEqual({});
  });

  it('a change needs the current password and a new one that differs', () => {
    expect(newPasswordProblems({ current: '', password: 'long-enough', confirmation: 'long-enough' })).toEqual({
      current: { key: 'account_current_password_required' },
    });
    expect(
      newPasswordProblems({ current: 'long-enough', password: 'long-enough', confirmation: 'long-enough' }),
    ).toEqual({ password: { key: 'account_password_same' } });
  });
});

describe('spec 02 §9 protection level bands', () => {
  it.each([
    [null, 'none'],
    [0, 'bad'],
    [30, 'bad'],
    [31, 'normal'],
    [69, 'normal'],
    [70, 'good'],
    [99, 'good'],
    [100, 'full'],
  ] as const)('%s is %s', (level, band) => {
    expect(protectionBand(level)).toBe(band);
  });
});
