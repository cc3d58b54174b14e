import { describe, expect, it } from 'vitest';
import { officeMessages } from './office-messages';
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

describe('spec 02 §8 office messages', () => {
  it('success: each server message, or main_save_success by key', () => {
    expect(officeMessages({ answer: { status: 1, messages: [] } })).toEqual([
      { tone: 'success', text: 'main_save_success', isKey: true },
    ]);
    expect(officeMessages({ answer: { status: 1, messages: ['Saved', ' '] } })).toEqual([
      { tone: 'success', text: 'Saved', isKey: false },
    ]);
  });

  it('failure: a status-2 message first, otherwise main_query_error; never more than 3', () => {
    expect(officeMessages({ answer: { status: 2, messages: ['1', '2', '3', '4'] } }).map((m) => m.text)).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(officeMessages({ answer: { status: 2, messages: [] } })).toEqual([
      { tone: 'error', text: 'main_query_error', isKey: true },
    ]);
    expect(officeMessages({ answer: null })).toEqual([{ tone: 'error', text: 'main_query_error', isKey: true }]);
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
