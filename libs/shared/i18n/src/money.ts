import { localeOf } from './locale';

/**
 * The minor digits of a currency as Intl knows them (RUB, EUR: 2; JPY: 0); 2 for a code Intl
 * does not know. Money is integer minor units everywhere (DESIGN.md), so every figure shown
 * or typed goes through this one number.
 */
export function currencyDigits(currencyIso: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency: currencyIso }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/**
 * Integer minor units as money in the currency and the page's language. The division is exact
 * for any sum below 2^53 / 100; Intl only lays out the digits.
 */
export function formatMoney(minor: number, currencyIso: string, language: string): string {
  const digits = currencyDigits(currencyIso);
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: currencyIso,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
}
