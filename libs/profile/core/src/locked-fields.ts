import type { PersonalData, PersonalField } from '@bet/contract';
import { profileCompleteness, type CompletenessInput } from './profile-completeness';

/** The identity fields, fixed once the profile is complete (spec says not shown: ours, README "Locked fields"). */
export const IDENTITY_FIELDS = [
  'name',
  'surname',
  'birthDate',
  'passportSeries',
  'passportNumber',
] as const satisfies readonly PersonalField[];

/**
 * Fields that may not be changed any more: the birth date once given (the age check of the
 * site rests on it), and the identity fields once the profile is complete (the data the
 * operator's checks read; a change then goes through the support). The sandbox and the page
 * read the same rule.
 */
export function lockedFields(
  saved: PersonalData,
  contact: Pick<CompletenessInput, 'phone' | 'email'>,
): PersonalField[] {
  if (profileCompleteness({ ...saved, ...contact }).complete) return [...IDENTITY_FIELDS];
  return saved.birthDate.trim() === '' ? [] : ['birthDate'];
}
