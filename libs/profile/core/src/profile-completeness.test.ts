import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { COMPLETENESS_FIELDS, profileCompleteness, type CompletenessInput } from './profile-completeness';

const EMPTY: CompletenessInput = Object.fromEntries(COMPLETENESS_FIELDS.map((f) => [f, ''])) as CompletenessInput;
const FULL: CompletenessInput = {
  name: 'Anna',
  surname: 'Petrova',
  birthDate: '1990-04-12',
  passportNumber: '123456',
  passportDate: '2010-05-20',
  registrationAddress: 'Moscow',
  phone: '+79001234567',
  email: 'anna@orbitbet.example',
};

/** Any input: each field given, blank (spaces) or empty. */
const inputArb = fc.record(
  Object.fromEntries(
    COMPLETENESS_FIELDS.map((field) => [field, fc.oneof(fc.constant(''), fc.constantFrom(' ', '  \t'), fc.string())]),
  ) as Record<keyof CompletenessInput, fc.Arbitrary<string>>,
);

describe('profile completeness (spec 01 §5)', () => {
  it('needs birth date, name, surname, passport, passport date, registration address, phone and e-mail', () => {
    expect(profileCompleteness(EMPTY)).toEqual({ complete: false, missing: [...COMPLETENESS_FIELDS], percent: 0 });
    expect(profileCompleteness(FULL)).toEqual({ complete: true, missing: [], percent: 100 });
    expect(profileCompleteness({ ...FULL, email: '', passportDate: ' ' })).toEqual({
      complete: false,
      missing: ['passportDate', 'email'],
      percent: 75,
    });
  });

  test.prop([inputArb])('complete exactly when nothing is missing, and percent is 100 only then', (input) => {
    const result = profileCompleteness(input);
    expect(result.complete).toBe(result.missing.length === 0);
    expect(result.percent === 100).toBe(result.complete);
    expect(result.percent).toBeGreaterThanOrEqual(0);
  });

  test.prop([inputArb])('missing lists exactly the blank fields, in the form order', (input) => {
    const { missing } = profileCompleteness(input);
    expect(missing).toEqual(COMPLETENESS_FIELDS.filter((field) => input[field].trim() === ''));
  });

  test.prop([inputArb, fc.constantFrom(...COMPLETENESS_FIELDS)])(
    'filling one missing field removes it alone and never lowers the percent',
    (input, field) => {
      const before = profileCompleteness(input);
      const after = profileCompleteness({ ...input, [field]: 'x' });
      expect(after.missing).toEqual(before.missing.filter((name) => name !== field));
      expect(after.percent).toBeGreaterThanOrEqual(before.percent);
    },
  );
});
