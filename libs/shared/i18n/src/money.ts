import { localeOf } from './locale';

/**
 * Making an `Intl.NumberFormat` is the costly part of formatting a figure (a 4x-slowed load of
 * the live page spent 70 ms making the coupon's, issue 16), so each is made once: one per locale,
 * number of decimals and currency (a handful per visit).
 */
const formats = new Map<string, Intl.NumberFormat>();

/** Figures with exactly `digits` decimals, as money when a currency is given, in the page's language. */
export function numberFormat(language: string, digits: number, currency?: string | null): Intl.NumberFormat {
  const locale = localeOf(language);
  const key = `${locale}|${digits}|${currency ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      ...(currency ? { style: 'currency', currency } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

const digitsOf = new Map<string, number>();

/**
 * The minor digits of a currency as Intl knows them (RUB, EUR: 2; JPY: 0); 2 for a code Intl
 * does not know. Money is integer minor units everywhere (DESIGN.md), so every figure shown
 * or typed goes through this one number.
 */
export function currencyDigits(currencyIso: string): number {
  let digits = digitsOf.get(currencyIso);
  if (digits === undefined) {
    try {
      digits =
        new Intl.NumberFormat('en', { style: 'currency', currency: currencyIso }).resolvedOptions()
          .maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    digitsOf.set(currencyIso, digits);
  }
  return digits;
}

/**
 * Integer minor units as money in the currency and the page's language. The division is exact
 * for any sum below 2^53 / 100; Intl only lays out the digits.
 */
export function formatMoney(minor: number, currencyIso: string, language: string): string {
  const digits = currencyDigits(currencyIso);
  return numberFormat(language, digits, currencyIso).format(minor / 10 ** digits);
}
