import type { TFunction } from 'i18next';
import { PERSONAL_FIELD_MAX, PERSONAL_MIN_AGE, type PersonalField } from '@bet/contract';
import type { FieldError } from '@bet/profile';

/** A field's error as text: the page's own problem by key, or the server's message as it came (spec 02 §8). */
export function fieldErrorText(t: TFunction, field: PersonalField, error: FieldError | undefined): string | null {
  if (!error) return null;
  if ('message' in error) return error.message;
  return t(`profile_problem_${error.problem}`, { max: PERSONAL_FIELD_MAX[field], age: PERSONAL_MIN_AGE });
}
