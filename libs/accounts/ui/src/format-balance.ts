import { localeOf } from '@bet/i18n';

/**
 * An account's money (integer minor units) in its currency and the page's language. The minor
 * digits come from Intl for the currency (2 for most, 0 for JPY), never from a rounded float.
 */
export function formatBalance(money: number, iso: string, language: string): string {
  const format = new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: iso });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(money / 10 ** digits);
}
