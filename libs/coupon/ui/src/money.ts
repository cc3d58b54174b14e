import { numberFormat } from '@bet/i18n';

/**
 * The stake as the player types it and as the coupon keeps it (integer minor units, DESIGN.md).
 * The text is parsed without a float: "12.3" is 1230 exactly, never 1229.9999.
 */

export type StakeParse = { ok: true; amount: number } | { ok: false; reason: 'format' | 'decimals' | 'too_large' };

/** Digits with at most one decimal separator ('.' or ','); spaces between groups are allowed. */
const STAKE_PATTERN = /^(\d*)(?:[.,](\d*))?$/;

/**
 * Reads a typed stake. Empty text is 0 (no stake yet). Refused: anything but digits and one
 * separator, more decimals than the currency has, and figures past the safe integer range.
 */
export function parseStake(text: string, minorUnits = 2): StakeParse {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  const match = STAKE_PATTERN.exec(compact);
  if (!match) return { ok: false, reason: 'format' };
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '' && compact !== '') return { ok: false, reason: 'format' };
  if (fraction.length > minorUnits) return { ok: false, reason: 'decimals' };
  const digits = `${whole}${fraction.padEnd(minorUnits, '0')}`.replace(/^0+(?=\d)/, '');
  const amount = digits === '' ? 0 : Number(digits);
  if (!Number.isSafeInteger(amount)) return { ok: false, reason: 'too_large' };
  return { ok: true, amount };
}

/** Minor units as the stake field shows them: "12.30"; 0 is an empty field. */
export function stakeText(amount: number, minorUnits = 2): string {
  if (!Number.isFinite(amount) || amount <= 0) return '';
  const digits = String(Math.trunc(amount)).padStart(minorUnits + 1, '0');
  if (minorUnits === 0) return digits;
  return `${digits.slice(0, -minorUnits)}.${digits.slice(-minorUnits)}`;
}

/**
 * Minor units for reading: with the currency when it is known (a signed-in player's account),
 * else a plain number with the currency's decimals (a visitor has no currency yet).
 */
export function formatAmount(amount: number, language: string, currency?: string | null, minorUnits = 2): string {
  // Division by a power of ten is exact enough for display; the figure itself stays an integer.
  return numberFormat(language, minorUnits, currency).format(amount / 10 ** minorUnits);
}
