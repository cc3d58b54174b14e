/**
 * The provider's documented test cards (README "Payments"): the number decides what the bank
 * answers. Any other number that passes the Luhn check succeeds.
 */
export type CardOutcome = 'success' | 'decline' | 'challenge' | 'pending' | 'expired_card';

export const TEST_CARDS: Record<string, CardOutcome> = {
  '4242424242424242': 'success',
  '4000000000000002': 'decline',
  '4000000000003220': 'challenge',
  '4000000000000077': 'pending',
  '4000000000000069': 'expired_card',
};

/** The one-time code of the 3-D Secure page; any other code fails the payment. */
export const THREE_DS_CODE = '123456';

export function cardOutcome(digits: string): CardOutcome {
  return TEST_CARDS[digits] ?? 'success';
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "4242 •••• 4242": what the provider tells the merchant about the card. */
export function maskCard(digits: string): string {
  return `${digits.slice(0, 4)} •••• ${digits.slice(-4)}`;
}
