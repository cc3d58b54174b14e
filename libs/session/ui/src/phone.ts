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
