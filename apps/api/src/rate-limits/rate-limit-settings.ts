import { z } from 'zod';

/**
 * The attempt limits of the calls an attacker would hammer (README "Rate limits"): sign-in,
 * registration, SMS sending, password reset and the captcha itself. Each is counted per address
 * (the client's IP) and, where the body names one, per account (the login or phone), in a fixed
 * window. Past `captchaAfter` attempts in the window the next ones need a solved captcha; past
 * `lockAfter` they are refused with 429 TOO_MANY_ATTEMPTS until the window ends.
 */
export interface AttemptLimit {
  windowMs: number;
  /** Attempts allowed without a captcha; Infinity: the captcha is never demanded by this count. */
  captchaAfter: number;
  /** Attempts allowed at all in the window; the next ones are locked out until it ends. */
  lockAfter: number;
}

export const GUARDED_ACTIONS = ['signIn', 'registration', 'sms', 'passwordReset', 'captcha', 'passwordChange'] as const;
export type GuardedAction = (typeof GUARDED_ACTIONS)[number];

export interface ActionLimits {
  byAddress: AttemptLimit;
  /** Absent: the action has no account to count by (the captcha). */
  byAccount?: AttemptLimit;
}

export interface RateLimitSettings {
  /** Off: nothing is counted (RATE_LIMITS=off, for load tests). */
  enabled: boolean;
  actions: Record<GuardedAction, ActionLimits>;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

const limit = (captchaAfter: number, lockAfter: number): AttemptLimit => ({
  windowMs: FIFTEEN_MINUTES,
  captchaAfter,
  lockAfter,
});

/**
 * The defaults. Per account they are tight (a real player signs in a few times a day); per address
 * they leave room for players sharing one address (an office, a mobile carrier's NAT).
 */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  enabled: true,
  actions: {
    signIn: { byAddress: limit(20, 60), byAccount: limit(5, 10) },
    registration: { byAddress: limit(5, 20), byAccount: limit(3, 6) },
    sms: { byAddress: limit(5, 20), byAccount: limit(3, 6) },
    passwordReset: { byAddress: limit(5, 20), byAccount: limit(3, 6) },
    captcha: { byAddress: limit(Infinity, 120) },
    // Issue 12: guesses of the current password on the security page (its change, two-step off),
    // 5 per account in 15 minutes; a right one starts the count again. No captcha: it locks.
    passwordChange: { byAddress: limit(Infinity, 60), byAccount: limit(Infinity, 5) },
  },
};

export interface RateLimitOverrides {
  enabled?: boolean;
  actions?: Partial<Record<GuardedAction, { byAddress?: Partial<AttemptLimit>; byAccount?: Partial<AttemptLimit> }>>;
}

/** The defaults with the given fields replaced (ServerOptions.rateLimits, RATE_LIMITS). */
export function rateLimitSettings(overrides: RateLimitOverrides = {}): RateLimitSettings {
  const actions = {} as Record<GuardedAction, ActionLimits>;
  for (const action of GUARDED_ACTIONS) {
    const base = DEFAULT_RATE_LIMITS.actions[action];
    const change = overrides.actions?.[action];
    actions[action] = {
      byAddress: { ...base.byAddress, ...change?.byAddress },
      ...(base.byAccount ? { byAccount: { ...base.byAccount, ...change?.byAccount } } : {}),
    };
  }
  return { enabled: overrides.enabled ?? DEFAULT_RATE_LIMITS.enabled, actions };
}

const limitSchema = z
  .object({
    windowMs: z.number().int().positive(),
    captchaAfter: z.number().int().nonnegative(),
    lockAfter: z.number().int().positive(),
  })
  .partial()
  .strict();
const actionSchema = z.object({ byAddress: limitSchema, byAccount: limitSchema }).partial().strict();
const overridesSchema = z
  .object({
    enabled: z.boolean(),
    actions: z
      .object(Object.fromEntries(GUARDED_ACTIONS.map((action) => [action, actionSchema])))
      .partial()
      .strict(),
  })
  .partial()
  .strict();

/**
 * RATE_LIMITS: `off`, or JSON such as `{"actions":{"signIn":{"byAccount":{"lockAfter":20}}}}`.
 * The overrides, or why the text is refused.
 */
export function parseRateLimitOverrides(text: string): RateLimitOverrides | string {
  if (text === 'off') return { enabled: false };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return 'must be off or JSON';
  }
  const parsed = overridesSchema.safeParse(json);
  if (!parsed.success) {
    return parsed.error.issues.map((issue) => `${issue.path.join('.') || 'value'}: ${issue.message}`).join('; ');
  }
  return parsed.data as RateLimitOverrides;
}
