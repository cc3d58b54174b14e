import { describe, expect, it } from 'vitest';
import { lockedFields } from './locked-fields';
import { COMPLETE_PERSONAL_DATA, EMPTY_PERSONAL_DATA } from './testing';

const contact = { phone: '+79001234567', email: 'anna@orbitbet.example' };

describe('locked fields (README "Locked fields")', () => {
  it('nothing is locked while nothing is given', () => {
    expect(lockedFields(EMPTY_PERSONAL_DATA, contact)).toEqual([]);
  });
  it('the birth date locks once given', () => {
    expect(lockedFields({ ...EMPTY_PERSONAL_DATA, birthDate: '1990-01-01' }, contact)).toEqual(['birthDate']);
  });
  it('a complete profile (spec 01 §5) locks the identity fields', () => {
    expect(lockedFields(COMPLETE_PERSONAL_DATA, contact)).toEqual([
      'name',
      'surname',
      'birthDate',
      'passportSeries',
      'passportNumber',
    ]);
    expect(lockedFields(COMPLETE_PERSONAL_DATA, { ...contact, email: '' })).toEqual(['birthDate']);
  });
});
