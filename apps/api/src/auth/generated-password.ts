import { randomInt } from 'node:crypto';

/** No 0/O, 1/l/I: the player copies it from the screen once (fast_reg, spec 01 §1). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function generatePassword(length = 10): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}
