/** Spec 02 §5: a country phone code is normalised to a single leading plus ("7", "++7" → "+7"). */
export function normalisePhoneCode(code: string): string {
  return `+${code.replace(/[^\d]/g, '')}`;
}

/** The phone number as the calls take it: digits only ("(912) 345-67-89" → "9123456789"). */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}
