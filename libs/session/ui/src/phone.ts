import type { TranslationKey } from '@bet/i18n';
import { normalisePhoneCode } from '@bet/session';

export { normalisePhoneCode } from '@bet/session';

/** Players type numbers with spaces, dashes, dots and brackets; the call wants digits. */
export function stripPhone(phone: string): string {
  return phone.replace(/[\s\-().]/g, '');
}

/** A national number without the country code: 5 to 15 digits once the separators are gone. */
export function isValidPhone(phone: string): boolean {
  return /^\d{5,15}$/.test(stripPhone(phone));
}

export function isDigits(value: string): boolean {
  return /^\d+$/.test(value.trim());
}

/**
 * The phone fields' messages, in the order they appear: a dialling code, and a national number of
 * 5 to 15 digits (spec 01 §5 and 02 §5 name no field messages; these are the least the calls need).
 */
export function phoneMessages(fields: { phoneCode: string; phone: string }): {
  phoneCode?: TranslationKey;
  phone?: TranslationKey;
} {
  const messages: { phoneCode?: TranslationKey; phone?: TranslationKey } = {};
  if (normalisePhoneCode(fields.phoneCode) === '') messages.phoneCode = 'auth_error_phone_code_required';
  if (fields.phone.trim() === '') messages.phone = 'auth_error_phone_required';
  else if (!isValidPhone(fields.phone)) messages.phone = 'auth_error_phone_invalid';
  return messages;
}
