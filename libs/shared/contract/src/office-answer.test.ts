import { describe, expect, it } from 'vitest';
import { officeMessages } from './office-answer';

describe('spec 02 §8 office messages', () => {
  it('success: each server message, or main_save_success by key', () => {
    expect(officeMessages({ status: 1, messages: [] })).toEqual([
      { tone: 'success', text: 'main_save_success', isKey: true },
    ]);
    expect(officeMessages({ status: 1, messages: ['Saved', ' '] })).toEqual([
      { tone: 'success', text: 'Saved', isKey: false },
    ]);
  });

  it('failure: a status-2 message first, otherwise main_query_error; never more than 3', () => {
    expect(officeMessages({ status: 2, messages: ['1', '2', '3', '4'] }).map((m) => m.text)).toEqual(['1', '2', '3']);
    expect(officeMessages({ status: 2, messages: [] })).toEqual([
      { tone: 'error', text: 'main_query_error', isKey: true },
    ]);
    expect(officeMessages(null)).toEqual([{ tone: 'error', text: 'main_query_error', isKey: true }]);
  });
});

describe('spec 02 §8 office messages: a form of its own', () => {
  it('a form may name its own success key; a failure is always main_query_error', () => {
    expect(officeMessages({ status: 1, messages: [] }, 'support_email_success')).toEqual([
      { tone: 'success', text: 'support_email_success', isKey: true },
    ]);
    expect(officeMessages(null, 'support_email_success')).toEqual([
      { tone: 'error', text: 'main_query_error', isKey: true },
    ]);
  });
});
