import { z } from 'zod/mini';
import { defineControlCall } from './control-call';
import { PAYMENT_ERROR_CODES, paymentIdSchema, paymentRecordSchema } from './payment-calls';
import type { PaymentErrorCode } from './payment-calls';

/**
 * The sandbox's switches for payments (test and demo modes only, like every control call): the
 * provider's callbacks (fail, delay, deliver now), pending payments resolved on purpose, forced
 * refusals of the payment calls, and the operator's decision on a withdrawal.
 */
export const paymentSandboxStateSchema = z.object({
  /** The next N callbacks the provider sends fail on the way (the provider retries them later). */
  failNextCallbacks: z.int().check(z.nonnegative()),
  /** Every callback waits this long before it is sent (0: at once). */
  callbackDelayMs: z.int().check(z.gte(0), z.lte(3_600_000)),
  /** A pending card payment resolves (succeeds) by itself after this long; null: only resolvePayment does. */
  pendingResolveMs: z.nullable(z.int().check(z.gte(0), z.lte(3_600_000))),
  /** The next `refuseCount` deposit and withdrawal calls answer this refusal; null: none. */
  refuseNext: z.nullable(z.enum(Object.values(PAYMENT_ERROR_CODES) as [PaymentErrorCode, ...PaymentErrorCode[]])),
  refuseCount: z.int().check(z.nonnegative()),
  /** Callbacks the provider has not delivered yet (delayed or failed and waiting for a retry). */
  waitingCallbacks: z.int().check(z.nonnegative()),
});
export type PaymentSandboxState = z.output<typeof paymentSandboxStateSchema>;

export const getPaymentSandbox = defineControlCall({
  name: 'getPaymentSandbox',
  method: 'GET',
  path: 'payments',
  response: paymentSandboxStateSchema,
});

export const setPaymentSandbox = defineControlCall({
  name: 'setPaymentSandbox',
  method: 'PUT',
  path: 'payments',
  body: z.partial(z.omit(paymentSandboxStateSchema, { waitingCallbacks: true })),
  response: paymentSandboxStateSchema,
});

/** Sends every callback the provider holds now, whatever its delay or retry time. */
export const deliverPaymentCallbacks = defineControlCall({
  name: 'deliverPaymentCallbacks',
  method: 'POST',
  path: 'payments/deliver',
  response: z.object({ delivered: z.int().check(z.nonnegative()), waiting: z.int().check(z.nonnegative()) }),
});

/** The provider resolves a pending deposit (the bank answered) and tells the operator. */
export const resolvePayment = defineControlCall({
  name: 'resolvePayment',
  method: 'POST',
  path: 'payments/resolve',
  body: z.object({ paymentId: paymentIdSchema, outcome: z.enum(['success', 'fail']) }),
  response: z.object({ payment: paymentRecordSchema }),
});

/** The operator approves (the money leaves) or rejects (the money comes back) a pending withdrawal. */
export const decideWithdrawal = defineControlCall({
  name: 'decideWithdrawal',
  method: 'POST',
  path: 'payments/withdrawal',
  body: z.object({ paymentId: paymentIdSchema, decision: z.enum(['approve', 'reject']) }),
  response: z.object({ payment: paymentRecordSchema }),
});

export const LEDGER_KINDS = ['deposit', 'withdrawal', 'stake', 'win', 'refund', 'bonus', 'adjustment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const ledgerEntrySchema = z.object({
  entryId: z.int().check(z.positive()),
  accountId: z.int().check(z.positive()),
  kind: z.enum(LEDGER_KINDS),
  /** Signed, minor units: credits positive, debits negative. */
  amount: z.int(),
  balanceAfter: z.int(),
  /** What moved the money: `payment:<id>`, `coupon:<id>`, `seed`, ... */
  ref: z.string(),
  at: z.int(),
});
export type LedgerEntry = z.output<typeof ledgerEntrySchema>;

/** Every money movement of a player's accounts, oldest first, and whether each balance equals its ledger's sum. */
export const getPaymentLedger = defineControlCall({
  name: 'getPaymentLedger',
  method: 'GET',
  path: 'payments/ledger',
  query: z.object({ playerId: z.coerce.number().check(z.int(), z.positive()) }),
  response: z.object({
    entries: z.array(ledgerEntrySchema),
    accounts: z.array(z.object({ accountId: z.int().check(z.positive()), balance: z.int(), ledgerSum: z.int() })),
  }),
});
