import { IDEA_LIMITS, IDEA_TOPICS } from '@bet/contract';
import type { FieldErrors } from './form-rules';

/** The idea form's checks: IDEA_LIMITS of the contract (10 to 2000 characters), said before sending. */
export function ideaFormErrors(form: { topic: string; text: string }): FieldErrors<'topic' | 'text'> {
  const errors: FieldErrors<'topic' | 'text'> = {};
  if (!(IDEA_TOPICS as readonly string[]).includes(form.topic)) errors.topic = 'support_error_required';
  const text = form.text.trim();
  if (text === '') errors.text = 'support_error_required';
  else if (text.length < IDEA_LIMITS.textMin || text.length > IDEA_LIMITS.textMax) errors.text = 'idea_error_length';
  return errors;
}
