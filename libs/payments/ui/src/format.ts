import { format } from 'date-fns';
import { currencyDecimals } from '@bet/payments';
import { localeOf } from '@bet/i18n';

/**
 * Integer minor units as money in the currency. The division is exact for any amount a payment
 * can hold (below 2^53 / 100); Intl only lays out the digits.
 */
export function formatMoney(minor: number, currencyIso: string, language: string): string {
  const digits = currencyDecimals(currencyIso);
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: currencyIso,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
}

/** Epoch seconds as the player's local day and time (24-hour clock, day first, as the bet history). */
export function formatDateTime(epochSeconds: number): string {
  return format(new Date(epochSeconds * 1000), 'dd.MM.yyyy HH:mm');
}
