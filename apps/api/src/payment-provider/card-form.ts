import { passesLuhn } from './test-cards';

export interface CardFormValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
  holder: string;
}

export type CardFormErrors = Partial<Record<keyof CardFormValues, string>>;

export type CardFormCheck = { ok: true; digits: string } | { ok: false; errors: CardFormErrors };

/**
 * The provider's own checks of the card form, before the bank is asked: a number of 12 to 19
 * digits that passes the Luhn check, an expiry MM/YY not in the past, a CVC of 3 or 4 digits and
 * the holder's name. Each error is the sentence shown under its field.
 */
export function checkCardForm(values: CardFormValues, nowMs: number): CardFormCheck {
  const errors: CardFormErrors = {};
  const digits = values.cardNumber.replace(/[\s-]/g, '');
  if (digits === '') errors.cardNumber = 'Enter the card number.';
  else if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) errors.cardNumber = 'This card number is not valid.';

  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(values.expiry.trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) errors.expiry = 'Enter the expiry date as MM/YY.';
  else {
    const now = new Date(nowMs);
    const year = 2000 + Number(expiry[2]);
    if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
      errors.expiry = 'This expiry date is in the past.';
    }
  }
  if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = 'Enter the 3 or 4 digits on the back of the card.';
  if (values.holder.trim() === '') errors.holder = 'Enter the name on the card.';
  return Object.keys(errors).length === 0 ? { ok: true, digits } : { ok: false, errors };
}
