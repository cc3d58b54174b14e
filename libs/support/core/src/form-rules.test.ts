import { describe, expect, it } from 'vitest';
import { callbackFormErrors, emailFormErrors } from './form-rules';

describe('callbackFormErrors', () => {
  it('needs a phone of 7 to 15 digits (spaces and dashes allowed) and a time', () => {
    expect(callbackFormErrors({ phone: '+7 900 123-45-67', preferredTime: 'asap' })).toEqual({});
    expect(callbackFormErrors({ phone: '', preferredTime: '' })).toEqual({
      phone: 'support_error_required',
      preferredTime: 'support_error_required',
    });
    expect(callbackFormErrors({ phone: '12ab', preferredTime: '12-15' })).toEqual({ phone: 'support_error_phone' });
  });
});

describe('emailFormErrors', () => {
  it('checks the subject and text lengths of the contract', () => {
    expect(emailFormErrors({ subject: 'Payout', text: 'Where is my payout?' })).toEqual({});
    expect(emailFormErrors({ subject: ' ', text: '' })).toEqual({
      subject: 'support_error_required',
      text: 'support_error_required',
    });
    expect(emailFormErrors({ subject: 'Hi', text: 'short' })).toEqual({
      subject: 'support_error_subject_length',
      text: 'support_error_text_length',
    });
  });
});
