import type { VerificationFields } from '@bet/contract';
import { describe, expect, it } from 'vitest';
import { verificationStatusOf } from './verification-status';

const base: VerificationFields = {
  internal_verification_status: 0,
  verification_status: 0,
  verification_status_group_code: null,
  requested_additional_document: false,
  is_need_identification: true,
  user_status_id: 0,
};

describe('verificationStatusOf (spec 01 §4 "Verified", "Not verified", "Pending")', () => {
  it('internal status 1 verifies', () => {
    expect(verificationStatusOf({ ...base, internal_verification_status: 1 })).toBe('verified');
  });
  it('the group code VERIFICATION_SUCCESSFUL verifies', () => {
    expect(verificationStatusOf({ ...base, verification_status_group_code: 'VERIFICATION_SUCCESSFUL' })).toBe(
      'verified',
    );
  });
  it('an additional document requested takes the verification back', () => {
    expect(
      verificationStatusOf({ ...base, internal_verification_status: 1, requested_additional_document: true }),
    ).toBe('unknown');
    expect(
      verificationStatusOf({
        ...base,
        internal_verification_status: 1,
        requested_additional_document: true,
        verification_status: 1,
      }),
    ).toBe('not-verified');
  });
  it('user_status_id 1 is pending', () => {
    expect(verificationStatusOf({ ...base, user_status_id: 1, verification_status: 1 })).toBe('pending');
  });
  it('verification_status 1 is not verified', () => {
    expect(verificationStatusOf({ ...base, verification_status: 1 })).toBe('not-verified');
  });
  it('no fields is unknown', () => {
    expect(verificationStatusOf(null)).toBe('unknown');
    expect(verificationStatusOf(base)).toBe('unknown');
  });
});
