import type { PaymentErrorCode } from '@bet/contract';
import { refusePayment } from './payment-refusal';

/** The control API's "refuse the next N deposit or withdrawal calls with this code", in memory. */
export interface ForcedRefusals {
  get(): { refuseNext: PaymentErrorCode | null; refuseCount: number };
  set(patch: { refuseNext?: PaymentErrorCode | null; refuseCount?: number }): void;
  /** Throws the forced refusal when one is due (and counts it). */
  check(): void;
  clear(): void;
}

export function createForcedRefusals(): ForcedRefusals {
  let refuseNext: PaymentErrorCode | null = null;
  let refuseCount = 0;
  return {
    get: () => ({ refuseNext, refuseCount }),
    set(patch) {
      if (patch.refuseNext !== undefined) refuseNext = patch.refuseNext;
      if (patch.refuseCount !== undefined) refuseCount = patch.refuseCount;
      // Naming a refusal without a count forces it once.
      if (patch.refuseNext && patch.refuseCount === undefined && refuseCount === 0) refuseCount = 1;
    },
    check() {
      if (!refuseNext || refuseCount <= 0) return;
      refuseCount -= 1;
      const code = refuseNext;
      if (refuseCount === 0) refuseNext = null;
      throw refusePayment(code, `Refused on purpose (sandbox refuseNext ${code})`);
    },
    clear() {
      refuseNext = null;
      refuseCount = 0;
    },
  };
}
