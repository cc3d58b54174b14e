import { CALLBACK_PHONE_PATTERN, CALLBACK_TIMES, SUPPORT_EMAIL_LIMITS } from '@bet/contract';

/** A field's problem as a translation key; a field without one is fine. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** Spaces, brackets and dashes are how people type numbers; the check reads the digits. */
export const normalisePhone = (phone: string): string => phone.replace(/[\s()-]/g, '');

/** The callback form's checks (the contract's rules, said before sending). */
export function callbackFormErrors(form: {
  phone: string;
  preferredTime: string;
}): FieldErrors<'phone' | 'preferredTime'> {
  const errors: FieldErrors<'phone' | 'preferredTime'> = {};
  const phone = normalisePhone(form.phone);
  if (phone === '') errors.phone = 'support_error_required';
  else if (!CALLBACK_PHONE_PATTERN.test(phone)) errors.phone = 'support_error_phone';
  if (!(CALLBACK_TIMES as readonly string[]).includes(form.preferredTime))
    errors.preferredTime = 'support_error_required';
  return errors;
}

/** The e-mail form's checks: SUPPORT_EMAIL_LIMITS of the contract. */
export function emailFormErrors(form: { subject: string; text: string }): FieldErrors<'subject' | 'text'> {
  const errors: FieldErrors<'subject' | 'text'> = {};
  const subject = form.subject.trim();
  const text = form.text.trim();
  if (subject === '') errors.subject = 'support_error_required';
  else if (subject.length < SUPPORT_EMAIL_LIMITS.subjectMin || subject.length > SUPPORT_EMAIL_LIMITS.subjectMax)
    errors.subject = 'support_error_subject_length';
  if (text === '') errors.text = 'support_error_required';
  else if (text.length < SUPPORT_EMAIL_LIMITS.textMin || text.length > SUPPORT_EMAIL_LIMITS.textMax)
    errors.text = 'support_error_text_length';
  return errors;
}
