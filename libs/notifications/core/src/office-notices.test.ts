import { describe, expect, it } from 'vitest';
import { officeNotices } from './office-notices';

const form = { id: 'f', successKey: 'form_saved' };

describe('officeNotices (spec 02 §8 Office)', () => {
  it('a failure without an answer shows main_query_error', () => {
    expect(officeNotices(null, form)).toEqual([{ id: 'f-0', tone: 'error', text: 'main_query_error' }]);
  });

  it('status 2 shows the server messages with priority 1, at most 3', () => {
    const notices = officeNotices({ status: 2, messages: ['a', 'b', 'c', 'd'] }, form);
    expect(notices.map((n) => [n.text, n.priority, n.tone])).toEqual([
      ['a', 1, 'error'],
      ['b', 1, 'error'],
      ['c', 1, 'error'],
    ]);
  });

  it('status 2 without a message falls back to main_query_error', () => {
    expect(officeNotices({ status: 2, messages: [' '] }, form)[0]?.text).toBe('main_query_error');
  });

  it('success shows each server message, or the success key; main_save_success by default', () => {
    expect(officeNotices({ status: 1, messages: ['Saved!'] }, form)[0]?.text).toBe('Saved!');
    expect(officeNotices({ status: 1, messages: [] }, form)[0]?.text).toBe('form_saved');
    expect(officeNotices({ status: 1, messages: [] }, { id: 'x' })[0]?.text).toBe('main_save_success');
  });
});
