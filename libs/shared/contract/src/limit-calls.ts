import { z } from 'zod/mini';
import { defineCall } from './call';

/**
 * Responsible gaming (spec 02 §7 "Responsible gaming", spec 01 §3 "Limit", spec 01 §4 "Reality
 * check", "Session limit", "Deposit limit"). The limits service lives at LIMITS_V3_PATH; the self
 * block under the older base LIMITS_V1_PATH (its other endpoints are not shown).
 *
 * The rules the sandbox applies (README of apps/api, "Limits"), where the spec leaves them open:
 * - Money limits (wagering 1-3, loss 10-12, deposit 20-22) count over a rolling window of 24 h,
 *   7 days or 30 days. A new or lower value is ACTIVE at once; a higher value, or cancelling one,
 *   is a PENDING change that waits PENDING_APPROVAL_SECONDS from its startedAt, then needs the
 *   player's confirm (limitaction) to apply, or a reject to drop it.
 * - Self-exclusion 30 and deposit time-out 33 are ACTIVE at once for the chosen number of days
 *   and cannot be cancelled or shortened; the extra-limits lock 37 likewise, and while it is ACTIVE
 *   the session limit 31 and the time-out 33 cannot be changed (the lock only stops loosening:
 *   self-exclusion stays available).
 * - The session limit 31 (hours) counts from the session's sign-in; the ping ends the session when
 *   it elapses. The reality check 32 (minutes) is the interval of the reminder.
 *
 * Every money value is integer minor units of the player's main account currency (`currency`).
 */
export const LIMITS_V3_PATH = '/limit-service-api/api/external/web/v3';
export const LIMITS_V1_PATH = '/limit-service-api/limit/external/web/api/v1';
/** Spec 02 §7: "GET .../v3/limits | header X-Language". */
export const LIMITS_LANGUAGE_HEADER = 'X-Language';

/** Spec 01 §3 "Limit type codes". */
export const LIMIT_TYPES = {
  wagering24h: 1,
  wagering7d: 2,
  wagering30d: 3,
  loss24h: 10,
  loss7d: 11,
  loss30d: 12,
  deposit24h: 20,
  deposit7d: 21,
  deposit30d: 22,
  selfExclusion: 30,
  session: 31,
  realityCheck: 32,
  depositTimeout: 33,
  extraLimitsLock: 37,
} as const;
export type LimitType = (typeof LIMIT_TYPES)[keyof typeof LIMIT_TYPES];
export const limitTypeSchema = z.union(
  Object.values(LIMIT_TYPES).map((type) => z.literal(type)) as unknown as [
    z.ZodMiniLiteral<LimitType>,
    z.ZodMiniLiteral<LimitType>,
    ...z.ZodMiniLiteral<LimitType>[],
  ],
);

/** Spec 01 §3 "Limit groups: deposit, extra limits, reality checks, wagering, loss". */
export const LIMIT_GROUPS = {
  deposit: [20, 21, 22],
  wagering: [1, 2, 3],
  loss: [10, 11, 12],
  realityChecks: [32],
  extraLimits: [30, 31, 33, 37],
} as const satisfies Record<string, readonly LimitType[]>;
export type LimitGroup = keyof typeof LIMIT_GROUPS;

/** Money limits count over a rolling window of this many seconds. */
export const LIMIT_WINDOW_SECONDS: Partial<Record<LimitType, number>> = {
  1: 86_400,
  2: 7 * 86_400,
  3: 30 * 86_400,
  10: 86_400,
  11: 7 * 86_400,
  12: 30 * 86_400,
  20: 86_400,
  21: 7 * 86_400,
  22: 30 * 86_400,
};

/** Spec 02 §9 "Pending deposit approval 86400 s" (spec 04 "Limit actions"): also for the other money limits. */
export const PENDING_APPROVAL_SECONDS = 86_400;
/** Spec 02 §9 "Ping 30 s": while a session limit exists. */
export const LIMITS_PING_INTERVAL_MS = 30_000;
/** Spec 02 §9 "Reality-check chunk max 300000 ms". */
export const REALITY_CHECK_CHUNK_MS = 300_000;
/** Types that cannot be cancelled while ACTIVE (spec 01 §4 "Active limits of type 30 or 33 cannot be cancelled"; 37 too). */
export const UNCANCELLABLE_LIMIT_TYPES: readonly LimitType[] = [30, 33, 37];

/** What a limit value measures: minor units of money, or a length of time. */
export const LIMIT_MEASURES = ['money', 'minutes', 'hours', 'days'] as const;
export type LimitMeasure = (typeof LIMIT_MEASURES)[number];

export const LIMIT_STATES = ['PENDING', 'ACTIVE', 'INACTIVE'] as const;
export type LimitState = (typeof LIMIT_STATES)[number];

const seconds = z.int().check(z.nonnegative());

/**
 * Spec 01 §3 "Limit". The list holds the ACTIVE value of each type set, and beside it a PENDING
 * change of the same type when one waits (`type` 1 higher, -1 lower; a cancel is a PENDING change
 * with limitValue null). `needApprove` is true once the waiting time is over.
 */
export const limitSchema = z.object({
  limitType: limitTypeSchema,
  /** Minor units for money, else the measure's count; null: "no limit" (a pending cancel). */
  limitValue: z.nullable(z.int().check(z.positive())),
  /** What is left of a money limit in its window now (minor units); of a session limit, seconds; else null. */
  limitBalance: z.nullable(z.int().check(z.nonnegative())),
  limitState: z.enum(LIMIT_STATES),
  startedAt: seconds,
  /** When an ACTIVE time-bound limit (30, 33, 37) ends, or a PENDING change may be approved; null: never. */
  endsAt: z.nullable(seconds),
  needApprove: z.boolean(),
  /** The reason id given with a self-exclusion (30); null otherwise. */
  selfExcludeReason: z.nullable(z.int().check(z.positive())),
  measure: z.enum(LIMIT_MEASURES),
  /** Spec 01 §4: a pending change is -1 (lower) or 1 (higher); 0 for an ACTIVE limit. */
  type: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
  /** ISO code of the money limits' currency; null for time limits. */
  currency: z.nullable(z.string().check(z.length(3))),
});
export type Limit = z.output<typeof limitSchema>;

export const getLimits = defineCall({
  name: 'getLimits',
  method: 'GET',
  path: `${LIMITS_V3_PATH}/limits`,
  query: z.object({}),
  body: z.undefined(),
  response: z.object({ data: z.array(limitSchema) }),
  auth: true,
});

/** A type the player may set, with its preset values and bounds (spec 01 §3 measure, availableValues). */
export const availableLimitSchema = z.object({
  limitType: limitTypeSchema,
  measure: z.enum(LIMIT_MEASURES),
  /** Preset choices (days, hours, minutes, or suggested amounts in minor units). Money limits accept any value in bounds. */
  availableValues: z.array(z.int().check(z.positive())),
  /** The largest value accepted (minor units for money). */
  maxValue: z.int().check(z.positive()),
  /** Money limits: a value must be a whole number of major units, i.e. a multiple of this (100 for 2-decimal currencies). */
  step: z.int().check(z.positive()),
});
export type AvailableLimit = z.output<typeof availableLimitSchema>;

export const getAvailableLimits = defineCall({
  name: 'getAvailableLimits',
  method: 'GET',
  path: `${LIMITS_V3_PATH}/availablelimits`,
  query: z.object({}),
  body: z.undefined(),
  response: z.object({ data: z.array(availableLimitSchema), currency: z.string().check(z.length(3)) }),
  auth: true,
});

export const selfExcludeReasonSchema = z.object({ id: z.int().check(z.positive()), selfExcludeReason: z.string() });
export type SelfExcludeReason = z.output<typeof selfExcludeReasonSchema>;

/** Spec 02 §7 "reasons/selfexclude | bearer token; items id, selfExcludeReason" (texts in X-Language). */
export const getSelfExcludeReasons = defineCall({
  name: 'getSelfExcludeReasons',
  method: 'GET',
  path: `${LIMITS_V3_PATH}/reasons/selfexclude`,
  query: z.object({}),
  body: z.undefined(),
  response: z.object({ items: z.array(selfExcludeReasonSchema) }),
  auth: true,
});

/** A self-assessment question asked before a change that loosens a limit; texts in X-Language. */
export const limitQuestionSchema = z.object({
  id: z.int().check(z.positive()),
  text: z.string(),
  answers: z.array(z.object({ id: z.int().check(z.positive()), text: z.string() })).check(z.minLength(2)),
});
export type LimitQuestion = z.output<typeof limitQuestionSchema>;

export const limitRequestSchema = z.object({
  limitType: limitTypeSchema,
  /** Minor units for money, else the measure's count; null: "no limit" (spec 01 §5: clears a session limit). */
  limitValue: z.nullable(z.int().check(z.positive())),
  /** Self-exclusion (30): the chosen reason id. */
  selfExcludeReason: z.optional(z.int().check(z.positive())),
});
export type LimitRequest = z.output<typeof limitRequestSchema>;

/**
 * Spec 02 §7 "POST .../v3/limits | payload limits; answer status, data{questions, tokenGuid,
 * limitsData}". No questions: the change is done and limitsData is the new list. Questions: nothing
 * changed yet; answer them with submitLimitTestAnswers and the tokenGuid.
 */
export const saveLimits = defineCall({
  name: 'saveLimits',
  method: 'POST',
  path: `${LIMITS_V3_PATH}/limits`,
  query: z.object({}),
  body: z.object({ limits: z.array(limitRequestSchema).check(z.minLength(1), z.maxLength(20)) }),
  response: z.object({
    status: z.literal('ok'),
    data: z.object({
      questions: z.array(limitQuestionSchema),
      tokenGuid: z.nullable(z.string()),
      limitsData: z.array(limitSchema),
    }),
  }),
  auth: true,
});

/** Spec 02 §7 "POST .../v3/testanswers | tokenGuid, answers; answer questionsResult, success, limitsData". */
export const submitLimitTestAnswers = defineCall({
  name: 'submitLimitTestAnswers',
  method: 'POST',
  path: `${LIMITS_V3_PATH}/testanswers`,
  query: z.object({}),
  body: z.object({
    tokenGuid: z.string().check(z.minLength(1)),
    answers: z.array(z.object({ questionId: z.int().check(z.positive()), answerId: z.int().check(z.positive()) })),
  }),
  response: z.object({
    /** Per question: whether the answer allows the change. */
    questionsResult: z.array(z.object({ questionId: z.int().check(z.positive()), passed: z.boolean() })),
    /** True when every answer passed and the change was made (a raise then waits PENDING). */
    success: z.boolean(),
    limitsData: z.array(limitSchema),
  }),
  auth: true,
});

/** Spec 02 §7 "POST .../v3/limitaction | action confirm or reject": on a PENDING change once needApprove. */
export const limitAction = defineCall({
  name: 'limitAction',
  method: 'POST',
  path: `${LIMITS_V3_PATH}/limitaction`,
  query: z.object({}),
  body: z.object({ limitType: limitTypeSchema, action: z.enum(['confirm', 'reject']) }),
  response: z.object({ title: z.optional(z.string()), limitsData: z.array(limitSchema) }),
  auth: true,
});

/**
 * Spec 02 §7 "DELETE .../v3/limit | otherwise, to cancel": a money limit's cancel waits like a raise
 * (a PENDING change to no limit); a reality check or a session limit goes at once; 30, 33, 37 refuse.
 */
export const cancelLimit = defineCall({
  name: 'cancelLimit',
  method: 'DELETE',
  path: `${LIMITS_V3_PATH}/limit`,
  query: z.object({ limitType: z.pipe(z.coerce.number().check(z.int()), limitTypeSchema) }),
  body: z.undefined(),
  response: z.object({ title: z.optional(z.string()), limitsData: z.array(limitSchema) }),
  auth: true,
});

/**
 * Spec 02 §7 "POST .../v3/ping | every 30 s when a session limit exists". `ended`: the session limit
 * has elapsed and the server has ended the session (spec 01 §4 "Session limit").
 */
export const pingLimits = defineCall({
  name: 'pingLimits',
  method: 'POST',
  path: `${LIMITS_V3_PATH}/ping`,
  query: z.object({}),
  body: z.undefined(),
  response: z.object({
    ended: z.boolean(),
    /** Seconds left of the session limit; null when none is set. */
    sessionSecondsLeft: z.nullable(z.int().check(z.nonnegative())),
  }),
  auth: true,
  background: true,
});

/** Spec 02 §7 "POST {limits base}/BlockUser | answer success; self-block": the account is closed for good. */
export const blockUser = defineCall({
  name: 'blockUser',
  method: 'POST',
  path: `${LIMITS_V1_PATH}/BlockUser`,
  query: z.object({}),
  body: z.object({ reasonId: z.optional(z.int().check(z.positive())) }),
  response: z.object({ success: z.boolean() }),
  auth: true,
});

/** Spec 01 §4 "Reality check": the modal's choices, each reported. */
export const REALITY_CHECK_ACTIONS = ['continue', 'logout', 'dismiss'] as const;
export type RealityCheckAction = (typeof REALITY_CHECK_ACTIONS)[number];

/** Spec 02 §7 "POST /web-api/api/web/user/v1/reality-check | body data.attributes (action, do_not_show_again, popup_show_at)". */
export const reportRealityCheck = defineCall({
  name: 'reportRealityCheck',
  method: 'POST',
  path: '/web-api/api/web/user/v1/reality-check',
  query: z.object({}),
  body: z.object({
    data: z.object({
      attributes: z.object({
        action: z.enum(REALITY_CHECK_ACTIONS),
        do_not_show_again: z.boolean(),
        /** When the reminder was shown, epoch seconds. */
        // Within what a Date holds (found by the contract fuzzing: past it the sandbox answered 500).
        popup_show_at: seconds.check(z.lte(8_639_999_999_999)),
      }),
    }),
  }),
  response: z.object({ saved: z.literal(true) }),
  auth: true,
});

/**
 * The refusal codes of the limits calls, in `errors[0].code` (the client shows `limits_error_<code>`
 * when the refusal has no title). Spec 02 §7: "on error reads data{status, title}, default status
 * forbidden": the body also carries `data.status` and `data.title` (the server's text in X-Language).
 */
export const LIMIT_ERROR_CODES = {
  /** The value is not a whole positive number (or not a whole number of major units of money). */
  valueNotWhole: 'value_not_whole',
  /** Above availablelimits' maxValue: `max` carries it. */
  valueAboveMax: 'value_above_max',
  /** A time limit's value is not one of its availableValues. */
  valueNotOffered: 'value_not_offered',
  /** The limit type is not one of spec 01 §3's. */
  unknownType: 'unknown_type',
  /** 30, 33 and 37 cannot be cancelled or shortened while ACTIVE. */
  notCancellable: 'not_cancellable',
  /** An ACTIVE extra-limits lock (37) stops this change. */
  lockedByExtraLimitsLock: 'locked_by_extra_limits_lock',
  /** No PENDING change of this type, or it cannot be approved yet. */
  nothingToApprove: 'nothing_to_approve',
  /** The tokenGuid is unknown, used or expired. */
  unknownToken: 'unknown_token',
  /** The player is self-excluded or on a deposit time-out: the action waits until endsAt. */
  excluded: 'excluded',
} as const;
export type LimitErrorCode = (typeof LIMIT_ERROR_CODES)[keyof typeof LIMIT_ERROR_CODES];

export const limitRefusalSchema = z.object({
  errors: z
    .array(
      z.object({
        code: z.enum(Object.values(LIMIT_ERROR_CODES) as [LimitErrorCode, ...LimitErrorCode[]]),
        detail: z.string(),
      }),
    )
    .check(z.minLength(1)),
  statusCode: z.int(),
  data: z.object({ status: z._default(z.string(), 'forbidden'), title: z.string() }),
  /** value_above_max: the largest value accepted. */
  max: z.optional(z.int().check(z.positive())),
  /** Which limit the refusal is about. */
  limitType: z.optional(z.int()),
});
export type LimitRefusal = z.output<typeof limitRefusalSchema>;

/** One day of the player's activity, minor units of `currency` (ours: the chart of the responsible-gaming page). */
export const activityDaySchema = z.object({
  /** The day, YYYY-MM-DD, in the operator's day (spec 02 §9 default time zone 3). */
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  deposits: z.int().check(z.nonnegative()),
  stakes: z.int().check(z.nonnegative()),
  wins: z.int().check(z.nonnegative()),
});
export type ActivityDay = z.output<typeof activityDaySchema>;

/** The last `days` days of the player's main account, oldest first, one entry per day (zeros included). Path ours. */
export const getPlayerActivity = defineCall({
  name: 'getPlayerActivity',
  method: 'GET',
  path: '/web-api/user/activity',
  query: z.object({ days: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(90)), 30) }),
  body: z.undefined(),
  response: z.object({ currency: z.string().check(z.length(3)), days: z.array(activityDaySchema) }),
  auth: true,
});
