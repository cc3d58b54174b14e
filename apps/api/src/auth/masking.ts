/** Where a code went, told to the player without giving the address away: "d***@example.com". */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** "+7 *** ***-**-67": the code and the last two digits. */
export function maskPhone(phoneCode: string, phoneNumber: string): string {
  return `${phoneCode} *** ***-**-${phoneNumber.slice(-2)}`;
}
