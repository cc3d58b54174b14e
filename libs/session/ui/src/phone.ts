/**
 * Spec 02 §5: "Country phone code is normalised with a single leading plus". The select may
 * carry "7", "+7" or "++7" depending on where the list came from; the call always gets "+7".
 */
export function normalisePhoneCode(code: string): string {
  const digits = code.trim().replace(/^\++/, '');
  return digits === '' ? '' : `+${digits}`;
}

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
