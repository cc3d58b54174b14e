/**
 * Spec 02 §5: a country phone code is normalised to a single leading plus ("7", "++7" → "+7").
 * No digits at all stays empty, so a form can tell the player to choose a code.
 */
export function normalisePhoneCode(code: string): string {
  const digits = code.replace(/[^\d]/g, '');
  return digits === '' ? '' : `+${digits}`;
}

/** The phone number as the calls take it: digits only ("(912) 345-67-89" → "9123456789"). */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}
