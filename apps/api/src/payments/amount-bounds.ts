import { PAYMENT_ERROR_CODES } from '@bet/contract';
import type { PaymentKind, PaymentMethod } from '@bet/contract';
import { formatMinor } from '../betting/format-minor';
import { findMethod } from './payment-methods';
import { refusePayment } from './payment-refusal';

/** The method offered for the currency and direction, with the amount inside its bounds; else the refusal. */
export function checkMethodAndAmount(methodId: string, iso: string, kind: PaymentKind, amount: number): PaymentMethod {
  const method = findMethod(methodId, iso, kind);
  if (!method) {
    throw refusePayment(
      PAYMENT_ERROR_CODES.methodUnavailable,
      `Method ${methodId} is not offered for ${kind}s in ${iso}`,
    );
  }
  if (amount < method.min) {
    throw refusePayment(
      PAYMENT_ERROR_CODES.amountBelowMin,
      `The minimum is ${formatMinor(method.min, iso)}`,
      method.min,
    );
  }
  if (amount > method.max) {
    throw refusePayment(
      PAYMENT_ERROR_CODES.amountAboveMax,
      `The maximum is ${formatMinor(method.max, iso)}`,
      method.max,
    );
  }
  return method;
}
