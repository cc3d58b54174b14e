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

/**
 * A login shown to other players (tournament leaderboards): "pl***42", the first two and the last
 * two characters; a login of four characters or fewer shows only its first one.
 */
export function maskLogin(login: string): string {
  const chars = [...login];
  if (chars.length <= 4) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}
