/** Account symbols (spec 01 §3 "Accounts": iso, symbol) of the seeded currencies. */
const SYMBOLS: Record<string, string> = {
  RUB: '₽',
  USD: '$',
  EUR: '€',
  KZT: '₸',
  BYN: 'Br',
  KGS: 'с',
  UZS: "so'm",
  TRY: '₺',
};

export function currencySymbol(iso: string): string {
  return SYMBOLS[iso] ?? iso;
}
