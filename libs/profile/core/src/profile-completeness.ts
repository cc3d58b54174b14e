import type { PersonalData } from '@bet/contract';

/**
 * Spec 01 §5 "Profile completeness requires birth date, name, surname, passport, passport date,
 * registration address; contact fields need phone and e-mail". "Passport" is the passport number
 * (ours: the series is optional, not every document has one). Listed in the form's order.
 */
export const COMPLETENESS_FIELDS = [
  'name',
  'surname',
  'birthDate',
  'passportNumber',
  'passportDate',
  'registrationAddress',
  'phone',
  'email',
] as const;
export type CompletenessField = (typeof COMPLETENESS_FIELDS)[number];

/** What the rule reads: the personal data and the account's contact fields. */
export type CompletenessInput = Pick<
  PersonalData,
  'name' | 'surname' | 'birthDate' | 'passportNumber' | 'passportDate' | 'registrationAddress'
> & { phone: string; email: string };

export interface ProfileCompleteness {
  complete: boolean;
  /** The fields still missing, in the form's order. */
  missing: CompletenessField[];
  /** Share filled, 0 to 100 (whole percent, rounded down so 100 means complete). */
  percent: number;
}

/** A field counts as given when it holds something besides spaces. */
export function profileCompleteness(input: CompletenessInput): ProfileCompleteness {
  const missing = COMPLETENESS_FIELDS.filter((field) => input[field].trim() === '');
  const filled = COMPLETENESS_FIELDS.length - missing.length;
  return {
    complete: missing.length === 0,
    missing,
    percent: Math.floor((filled * 100) / COMPLETENESS_FIELDS.length),
  };
}
