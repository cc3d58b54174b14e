import { format } from 'date-fns';
import type { GameScores } from '@bet/contract';
import { CoefView, formatCoef } from '@bet/coupon';
import { localeOf } from '@bet/i18n';

/** The minor units of a currency as Intl knows them (RUB, EUR: 2; JPY: 0). */
function minorUnitsOf(currencyIso: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency: currencyIso }).resolvedOptions().maximumFractionDigits ??
    2
  );
}

/**
 * Integer minor units as money in the coupon's currency. The division is exact for any sum a
 * coupon can hold (below 2^53 / 100), and Intl only lays out the digits.
 */
export function formatMoney(minor: number, currencyIso: string, language: string): string {
  const digits = minorUnitsOf(currencyIso);
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: currencyIso,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
}

/** Epoch seconds as the player's local day and time (decision: 24-hour clock, day first). */
export function formatDateTime(epochSeconds: number): string {
  return format(new Date(epochSeconds * 1000), 'dd.MM.yyyy HH:mm');
}

/** A coefficient in the decimal view, at least two decimals (@bet/coupon's formatCoef). */
export function formatDecimalCoef(coef: number): string {
  return formatCoef(coef, CoefView.Decimal);
}

/** "2:1 (1:0, 1:1)": the score and, when known, the periods. */
export function formatScore(scores: GameScores): string {
  const total = `${scores.score1}:${scores.score2}`;
  if (scores.periods.length === 0) return total;
  return `${total} (${scores.periods.map((period) => `${period.score1}:${period.score2}`).join(', ')})`;
}
