import { z } from 'zod/mini';
import { defineCall } from './call';
import { languageCodeSchema } from './site-config';
import { epochSecondsQuerySchema } from './epoch-query';

/**
 * Money in and out (spec 01 §2 recharge, deduce, historypay, payment/requests,
 * payment/create-request, onpay/*; spec 01 §3 accounts, first-deposit bonus choice; spec 01 §4
 * "Ban"). Paths are not shown in the spec: ours, under /web-api/payments. Every amount is integer
 * minor units of the account's currency. Refusals are the generic error body (spec 02 §5) with one
 * of PAYMENT_ERROR_CODES in `errors[0].code` (see paymentRefusalSchema); the client shows the
 * translation key `payment_error_<code>`.
 *
 * A deposit: getPaymentMethods -> startDeposit (answers a signed session and the provider's URL;
 * the client sends the player there) -> the provider's page takes a card and returns the player
 * to `/{lang}/onpay/success|fail|pending|cancel?paymentId=...` -> the client reads getPayment
 * until the status is final (the provider tells the operator server-to-server, possibly after
 * the player is back). A withdrawal: createWithdrawal holds the money at once and answers the
 * provider's URL where the player gives the payout card; the provider returns the player to
 * `/{lang}/onpay/withdraw/success|fail|cancel?paymentId=...`; the operator approves or rejects it
 * later; the player may cancel it while pending (cancelWithdrawal).
 */

const money = z.int().check(z.nonnegative());
const positiveMoney = z.int().check(z.positive());
/** Payment ids are digits (like coupon numbers), shown to the player as the transaction reference. */
export const paymentIdSchema = z.string().check(z.regex(/^\d{1,18}$/, 'a payment id is digits'));
/** One per attempt, made by the client: a retry with the same id answers the first result. */
const requestIdSchema = z.string().check(z.minLength(8), z.maxLength(64));
const accountIdSchema = z.int().check(z.positive());
const epochSeconds = z.int();

/** The refusal codes of the payment calls (`errors[0].code`). */
export const PAYMENT_ERROR_CODES = {
  /** The amount is not a whole number of minor units written in digits (letters, empty, negative). */
  amountNotANumber: 'amount_not_a_number',
  /** The amount has more decimals than the currency has (a fraction of a minor unit). */
  amountTooManyDecimals: 'amount_too_many_decimals',
  /** Below the method's minimum for the currency: `limit` is the minimum. */
  amountBelowMin: 'amount_below_min',
  /** Above the method's maximum for the currency: `limit` is the maximum. */
  amountAboveMax: 'amount_above_max',
  /** The method is unknown, or not offered for this currency or direction. */
  methodUnavailable: 'method_unavailable',
  /** The account is not the player's, or money cannot move in or out of it (the bonus account, type 4). */
  accountUnavailable: 'account_unavailable',
  /** The account holds less than the withdrawal. */
  insufficientFunds: 'insufficient_funds',
  /** The player is restricted (spec 01 §4 "Ban"): no deposits; withdrawal only at the allowed ban levels. */
  accountRestricted: 'account_restricted',
  /** No payment with this id among the player's. */
  paymentNotFound: 'payment_not_found',
  /** The withdrawal is no longer pending: it cannot be cancelled. */
  notCancellable: 'not_cancellable',
  /** The request id was already used for a different request. */
  duplicateId: 'duplicate_id',
  /** The payment provider cannot take payments now (try later). */
  providerUnavailable: 'provider_unavailable',
  /** A payment request names an unknown topic or sub-topic. */
  unknownTopic: 'unknown_topic',
  /** A payment request's sub-topic needs a transaction and none (or one not the player's) was given. */
  transactionRequired: 'transaction_required',
  /**
   * A responsible-gaming limit stops the deposit (spec 02 §7 "Responsible gaming"): a deposit limit
   * (20-22) with `limit` the amount still allowed in its window, or a self-exclusion (30) or deposit
   * time-out (33) with `limit` 0.
   */
  limitExceeded: 'limit_exceeded',
} as const;
export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[keyof typeof PAYMENT_ERROR_CODES];
const paymentErrorCodeSchema = z.enum(Object.values(PAYMENT_ERROR_CODES) as [PaymentErrorCode, ...PaymentErrorCode[]]);

/**
 * The body of a refused payment call (400, 403 for account_restricted, 404 for payment_not_found,
 * 409 for not_cancellable and duplicate_id, 503 for provider_unavailable): the generic error body
 * plus the bound of amount_below_min / amount_above_max.
 */
export const paymentRefusalSchema = z.object({
  errors: z.array(z.object({ code: paymentErrorCodeSchema, detail: z.string() })).check(z.minLength(1)),
  message: z.optional(z.string()),
  statusCode: z.int(),
  /** amount_below_min / amount_above_max: the bound; limit_exceeded: what may still be deposited; minor units. */
  limit: z.optional(money),
});
export type PaymentRefusal = z.output<typeof paymentRefusalSchema>;

/**
 * Reads an amount the player typed in major units ("1 500,50", "1500.5") into minor units, with
 * the refusal code the server would give: one rule for the recharge and deduce forms and the
 * server. Spaces (also no-break spaces) group digits; a comma or a dot separates the decimals.
 */
export function parseAmountText(
  text: string,
  decimals = 2,
): { ok: true; minor: number } | { ok: false; code: PaymentErrorCode } {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  const match = /^(\d+)(?:\.(\d*))?$/.exec(compact);
  if (!match) return { ok: false, code: PAYMENT_ERROR_CODES.amountNotANumber };
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > decimals) return { ok: false, code: PAYMENT_ERROR_CODES.amountTooManyDecimals };
  const minor = Number(whole + fraction.padEnd(decimals, '0'));
  if (!Number.isSafeInteger(minor)) return { ok: false, code: PAYMENT_ERROR_CODES.amountAboveMax };
  return { ok: true, minor };
}

/**
 * An amount on the wire: integer minor units, as a number or a string of digits. Anything else is
 * refused with amount_not_a_number or amount_too_many_decimals (the sandbox answers these codes
 * instead of the generic invalid_body, so a client that sends a typed text gets the same key).
 */
export const amountInputSchema = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (/^\d+$/.test(text) && Number.isSafeInteger(Number(text))) return Number(text);
    const tooManyDecimals = /^\d+\.\d+$/.test(text);
    ctx.issues.push({
      code: 'custom',
      input: value,
      message: tooManyDecimals
        ? 'the amount is in minor units: no decimals'
        : 'the amount is a whole number of minor units, digits only',
      params: {
        refusal: tooManyDecimals ? PAYMENT_ERROR_CODES.amountTooManyDecimals : PAYMENT_ERROR_CODES.amountNotANumber,
      },
    });
    return z.NEVER;
  }),
);

/** The direction a payment moves money: in (deposit) or out (withdrawal). */
export const PAYMENT_KINDS = ['deposit', 'withdrawal'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/**
 * The states of a payment. Deposit: created (the session is issued, the player has not paid yet)
 * -> pending (the provider is waiting for the bank) -> succeeded | failed (declined, expired card,
 * 3-D Secure not passed) | cancelled (the player left the provider's page) | expired (the session
 * ran out unpaid). Withdrawal: pending (the money is held) -> approved | rejected (the money comes
 * back) | cancelled (by the player while pending; the money comes back).
 */
export const PAYMENT_STATUSES = [
  'created',
  'pending',
  'succeeded',
  'failed',
  'cancelled',
  'expired',
  'approved',
  'rejected',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** States that never change again. */
export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = [
  'succeeded',
  'failed',
  'cancelled',
  'expired',
  'approved',
  'rejected',
];
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

/** Spec 01 §3 first-deposit bonus choice: 0 decline, 1 sport bonus, 2 casino bonus. */
export const bonusChoiceSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type BonusChoice = z.output<typeof bonusChoiceSchema>;

/** A payment as the history, the onpay pages and the deduce page show it. */
export const paymentRecordSchema = z.object({
  /** Also the transaction reference the player quotes in a payment request. */
  paymentId: paymentIdSchema,
  kind: z.enum(PAYMENT_KINDS),
  status: paymentStatusSchema,
  methodId: z.string(),
  accountId: accountIdSchema,
  currencyIso: z.string().check(z.length(3)),
  amount: positiveMoney,
  /** The first-deposit bonus credited to the bonus account with this deposit, minor units (0: none). */
  bonusAmount: money,
  /** The card as the provider reported it ("4242 •••• 4242"); null until known. */
  cardMask: z.nullable(z.string()),
  /** Why a payment failed, was rejected or expired, in English; null otherwise. */
  reason: z.nullable(z.string()),
  createdAt: epochSeconds,
  updatedAt: epochSeconds,
});
export type PaymentRecord = z.output<typeof paymentRecordSchema>;

/** A payment method with its bounds for one currency and one direction. */
export const paymentMethodSchema = z.object({
  /** Stable id sent back in startDeposit / createWithdrawal. */
  id: z.string(),
  /** Translation key of its name (`payment_method_<id>`). */
  nameKey: z.string(),
  min: positiveMoney,
  max: positiveMoney,
});
export type PaymentMethod = z.output<typeof paymentMethodSchema>;

/** Spec 01 §3 isAvailableFirstDepositBonus, with the rule the sandbox applies (README "Payments"). */
export const firstDepositBonusSchema = z.object({
  /** True until the player's first successful deposit. */
  available: z.boolean(),
  /** The choice made at registration, the default of startDeposit's bonusChoice. */
  choice: bonusChoiceSchema,
  /** Share of the first deposit credited to the bonus account, percent, for choice 1 (sport) and 2 (casino). */
  percent: z.object({ sport: z.int().check(z.nonnegative()), casino: z.int().check(z.nonnegative()) }),
  /** The largest bonus, minor units of the account's currency. */
  max: money,
});
export type FirstDepositBonus = z.output<typeof firstDepositBonusSchema>;

/** The deposit and withdrawal methods for one of the player's accounts (its currency). */
export const getPaymentMethods = defineCall({
  name: 'getPaymentMethods',
  method: 'GET',
  path: '/web-api/payments/methods',
  query: z.object({
    /** The account money moves in or out of; default the active account (else the main one). */
    accountId: z.optional(z.coerce.number().check(z.int(), z.positive())),
  }),
  body: z.undefined(),
  response: z.object({
    accountId: accountIdSchema,
    currencyIso: z.string().check(z.length(3)),
    deposit: z.array(paymentMethodSchema),
    withdrawal: z.array(paymentMethodSchema),
    firstDepositBonus: firstDepositBonusSchema,
    /** Spec 01 §4 "Ban": false while the player is restricted. */
    canDeposit: z.boolean(),
    /** Spec 01 §4 "Ban": withdrawal stays open at ban level 53 (ban version 1) or 45 (other versions). */
    canWithdraw: z.boolean(),
  }),
  auth: true,
});

/** Where the provider's page sends the player back: `/{lang}/onpay/...` of the site the call came from. */
export const startDepositBodySchema = z.object({
  requestId: requestIdSchema,
  accountId: accountIdSchema,
  methodId: z.string().check(z.minLength(1)),
  amount: amountInputSchema,
  /** The first-deposit bonus choice; absent: the one made at registration. Ignored after the first deposit. */
  bonusChoice: z.optional(bonusChoiceSchema),
  /** The language of the onpay page the player comes back to. */
  lang: languageCodeSchema,
});
export type StartDepositBody = z.input<typeof startDepositBodySchema>;

/** The session the client hands to the provider, signed by the operator (HMAC) and short-lived. */
export const paymentSessionSchema = z.object({
  paymentId: paymentIdSchema,
  /** Opaque signed token; the provider refuses it when forged or expired. */
  session: z.string().check(z.minLength(1)),
  /** The provider's page with the session in its query: send the player here (full-page navigation). */
  redirectUrl: z.url(),
  /** When the session stops being accepted, epoch seconds. */
  expiresAt: epochSeconds,
});
export type PaymentSession = z.output<typeof paymentSessionSchema>;

/** Starts a deposit (status created) and answers the signed session and the provider URL. */
export const startDeposit = defineCall({
  name: 'startDeposit',
  method: 'POST',
  path: '/web-api/payments/deposit',
  query: z.object({}),
  body: startDepositBodySchema,
  response: z.extend(paymentSessionSchema, { payment: paymentRecordSchema }),
  auth: true,
});

/** One of the player's payments (deposit or withdrawal), with the account's balance now. */
export const getPayment = defineCall({
  name: 'getPayment',
  method: 'GET',
  path: '/web-api/payments/payment',
  query: z.object({ paymentId: paymentIdSchema }),
  body: z.undefined(),
  response: z.object({ payment: paymentRecordSchema, balance: z.int() }),
  auth: true,
});

export const createWithdrawalBodySchema = z.object({
  requestId: requestIdSchema,
  accountId: accountIdSchema,
  methodId: z.string().check(z.minLength(1)),
  amount: amountInputSchema,
  /** The language of the onpay/withdraw page the player comes back to. */
  lang: languageCodeSchema,
});
export type CreateWithdrawalBody = z.input<typeof createWithdrawalBodySchema>;

/**
 * A withdrawal: the money is held at once (the answer's balance is after the hold) and the
 * withdrawal is pending; the player gives the payout card on the provider's page (redirectUrl).
 */
export const createWithdrawal = defineCall({
  name: 'createWithdrawal',
  method: 'POST',
  path: '/web-api/payments/withdrawal',
  query: z.object({}),
  body: createWithdrawalBodySchema,
  response: z.extend(paymentSessionSchema, { payment: paymentRecordSchema, balance: z.int() }),
  auth: true,
});

/** The player's withdrawals, newest first (the deduce page's list), by status when given. */
export const getWithdrawals = defineCall({
  name: 'getWithdrawals',
  method: 'GET',
  path: '/web-api/payments/withdrawals',
  query: z.object({ status: z.optional(z.enum(['pending', 'approved', 'rejected', 'cancelled'])) }),
  body: z.undefined(),
  response: z.object({ withdrawals: z.array(paymentRecordSchema) }),
  auth: true,
});

/** The player cancels a pending withdrawal: the held money comes back to the account. */
export const cancelWithdrawal = defineCall({
  name: 'cancelWithdrawal',
  method: 'POST',
  path: '/web-api/payments/withdrawal/cancel',
  query: z.object({}),
  body: z.object({ paymentId: paymentIdSchema }),
  response: z.object({ payment: paymentRecordSchema, balance: z.int() }),
  auth: true,
});

/**
 * Spec 01 §2 historypay: the player's payments, newest first. Filters: kind, status, a
 * created-at range (epoch seconds, both ends included), paging by `before` (the paymentId of the
 * last record of the previous page) and `limit`.
 */
export const getPaymentHistory = defineCall({
  name: 'getPaymentHistory',
  method: 'GET',
  path: '/web-api/payments/history',
  query: z.object({
    kind: z.optional(z.enum(PAYMENT_KINDS)),
    status: z.optional(paymentStatusSchema),
    from: z.optional(epochSecondsQuerySchema),
    to: z.optional(epochSecondsQuerySchema),
    before: z.optional(paymentIdSchema),
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
  }),
  body: z.undefined(),
  response: z.object({ payments: z.array(paymentRecordSchema), hasMore: z.boolean() }),
  auth: true,
});

// --- payment requests (spec 01 §2 payment/requests, payment/create-request/{topic}/{subTopic}/{transaction}) ---

export const paymentRequestSubTopicSchema = z.object({
  /** Slug used in the route payment/create-request/{topic}/{subTopic}. */
  id: z.string().check(z.regex(/^[a-z0-9_]+$/)),
  /** In the site's language (ru or en; other languages read en). */
  name: z.string(),
  /** The request must name one of the player's payments (the {transaction} of the route). */
  needsTransaction: z.boolean(),
  /** Which payments may be named: deposits, withdrawals or either. */
  transactionKind: z.nullable(z.enum(PAYMENT_KINDS)),
});
export const paymentRequestTopicSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9_]+$/)),
  name: z.string(),
  subTopics: z.array(paymentRequestSubTopicSchema).check(z.minLength(1)),
});
export type PaymentRequestTopic = z.output<typeof paymentRequestTopicSchema>;

export const PAYMENT_REQUEST_STATUSES = ['open', 'answered', 'closed'] as const;

export const paymentRequestSchema = z.object({
  requestId: z.string().check(z.regex(/^\d+$/)),
  topicId: z.string(),
  subTopicId: z.string(),
  /** The transaction the request is about; null when the sub-topic needs none. */
  paymentId: z.nullable(paymentIdSchema),
  message: z.string(),
  status: z.enum(PAYMENT_REQUEST_STATUSES),
  /** The operator's answer; null until answered. */
  answer: z.nullable(z.string()),
  createdAt: epochSeconds,
});
export type PaymentRequest = z.output<typeof paymentRequestSchema>;

export const getPaymentRequestTopics = defineCall({
  name: 'getPaymentRequestTopics',
  method: 'GET',
  path: '/web-api/payments/requests/topics',
  query: z.object({}),
  body: z.undefined(),
  response: z.object({ topics: z.array(paymentRequestTopicSchema) }),
  auth: true,
});

/** Spec 01 §2 payment/requests: the player's requests, newest first. */
export const getPaymentRequests = defineCall({
  name: 'getPaymentRequests',
  method: 'GET',
  path: '/web-api/payments/requests',
  query: z.object({}),
  body: z.undefined(),
  response: z.object({ requests: z.array(paymentRequestSchema) }),
  auth: true,
});

/** Spec 01 §2 payment/create-request: a request about a topic, a sub-topic and perhaps a transaction. */
export const createPaymentRequest = defineCall({
  name: 'createPaymentRequest',
  method: 'POST',
  path: '/web-api/payments/requests',
  query: z.object({}),
  body: z.object({
    topicId: z.string().check(z.minLength(1)),
    subTopicId: z.string().check(z.minLength(1)),
    paymentId: z.nullable(paymentIdSchema),
    message: z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)),
  }),
  response: paymentRequestSchema,
  auth: true,
});
