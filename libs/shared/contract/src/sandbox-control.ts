import { z } from 'zod/mini';
import { CAPTCHA_ERROR_CODES } from './captcha';
import { defineControlCall } from './control-call';
import { BLOCK_REASONS } from './startup-check-calls';

/**
 * The sandbox's switches for faults the client must survive. Only served when the sandbox runs
 * in test or demo mode. Each later feature adds its own switches here.
 */
export const sandboxFaultsSchema = z.object({
  /** GET /bff-api/config/all.json answers 503. */
  configUnavailable: z.boolean(),
  /** The served page carries no embedded site config, so the client must fetch it. */
  embedConfig: z.boolean(),
  /** The next N calls marked `auth` answer 401, as if the token had expired (spec 02 §4). */
  unauthorizedNext: z.int().check(z.nonnegative()),
  /** The next N sign-in, registration and SMS calls answer 400 with captchaCode (spec 02 §4). */
  captchaNext: z.int().check(z.nonnegative()),
  captchaCode: z.union(CAPTCHA_ERROR_CODES.map((code) => z.literal(code))),
  /** The next N sign-in and registration calls answer 400 with the fingerprint code (spec 02 §4). */
  fingerprintNext: z.int().check(z.nonnegative()),
  /** Added to every answer under /web-api, /captcha and /social-api. */
  latencyMs: z.int().check(z.gte(0), z.lte(30_000)),
  /** Share of calls under /web-api, /captcha and /social-api that answer 500, 0 to 1. */
  errorRate: z.number().check(z.gte(0), z.lte(1)),
  /**
   * Share of those calls that run (a placement is stored, money moves) and then answer 500: the
   * answer is lost, so only a retry with the same request id tells the client what happened.
   */
  errorAfterRate: z.number().check(z.gte(0), z.lte(1)),
  /** Share of those calls whose answer, after they ran, is held timeoutHoldMs: the client gives up waiting. */
  timeoutRate: z.number().check(z.gte(0), z.lte(1)),
  timeoutHoldMs: z.int().check(z.gte(0), z.lte(120_000)),
  /**
   * Share of those calls whose answer, after they ran, is held a random 0 to outOfOrderMaxMs, so
   * answers overtake each other (a retry's answer before the first attempt's).
   */
  outOfOrderRate: z.number().check(z.gte(0), z.lte(1)),
  outOfOrderMaxMs: z.int().check(z.gte(0), z.lte(60_000)),
  /** Spec 02 §4 "Application version": served instead of the built app's version (null: the built one). */
  appVersionOverride: z.nullable(z.string().check(z.minLength(1))),
  /** The next N sub-app answers (spec 02 §7 Remote sub-applications) are 500, then they succeed. */
  remoteAppFailures: z.int().check(z.nonnegative()),
  /** Sub-apps, by name, that answer 500 until taken off this list. */
  remoteAppsDown: z.array(z.string()),
  /** POST /web-api/user/cookies-agreement answers 500 (the client logs it and keeps the local time). */
  cookieAgreementUnavailable: z.boolean(),
  /** Issue 12: POST /web-api/office/settings/save answers 500 (the client keeps the choice and says so). */
  officeSettingSaveFails: z.boolean(),
  /** GET /web-api/analytics/counters answers 503. */
  analyticsCountersUnavailable: z.boolean(),
  /** Maintenance is on: GET /web-api/maintenance answers isActive 1 and sets the maintenance cookie. */
  maintenanceActive: z.boolean(),
  /** Spec 01 §3 Maintenance window (started_at, ended_at), Unix seconds; null: none. */
  maintenanceStartAt: z.nullable(z.int()),
  maintenanceFinishAt: z.nullable(z.int()),
  /** The notice window (notify_started_at, notify_ended_at), Unix seconds; null: none. */
  maintenanceNotifyStartAt: z.nullable(z.int()),
  maintenanceNotifyEndAt: z.nullable(z.int()),
  /** POST /blocks-api/api/v2/block answers this displayTypeId (spec 01 §4 Blocking reasons); null: not blocked. */
  blockReason: z.nullable(z.union(BLOCK_REASONS.map((reason) => z.literal(reason)))),
  /** POST /blocks-api/api/v2/block answers 500 (spec 02 §8: maintenance after the retries). */
  blockCheckFails: z.boolean(),
  /** POST /redirects-api/api/v1/redirect-light sends every other address here (absolute or a path); null: no redirect. */
  redirectTo: z.nullable(z.string().check(z.minLength(1))),
  /** The redirect target's own check answers a redirect back to where the visitor came from. */
  redirectCyclic: z.boolean(),
});

export type SandboxFaults = z.infer<typeof sandboxFaultsSchema>;

export const DEFAULT_SANDBOX_FAULTS: SandboxFaults = {
  configUnavailable: false,
  embedConfig: true,
  unauthorizedNext: 0,
  captchaNext: 0,
  captchaCode: 100,
  fingerprintNext: 0,
  latencyMs: 0,
  errorRate: 0,
  errorAfterRate: 0,
  timeoutRate: 0,
  timeoutHoldMs: 15_000,
  outOfOrderRate: 0,
  outOfOrderMaxMs: 1_000,
  appVersionOverride: null,
  remoteAppFailures: 0,
  remoteAppsDown: [],
  cookieAgreementUnavailable: false,
  officeSettingSaveFails: false,
  analyticsCountersUnavailable: false,
  maintenanceActive: false,
  maintenanceStartAt: null,
  maintenanceFinishAt: null,
  maintenanceNotifyStartAt: null,
  maintenanceNotifyEndAt: null,
  blockReason: null,
  blockCheckFails: false,
  redirectTo: null,
  redirectCyclic: false,
};

export const getSandboxFaults = defineControlCall({
  name: 'getSandboxFaults',
  method: 'GET',
  path: 'faults',
  response: sandboxFaultsSchema,
});

export const setSandboxFaults = defineControlCall({
  name: 'setSandboxFaults',
  method: 'PUT',
  path: 'faults',
  body: z.partial(sandboxFaultsSchema),
  response: sandboxFaultsSchema,
});

/** Clears the faults and the sandbox's in-memory state (captcha challenges, outbox). */
export const resetSandbox = defineControlCall({
  name: 'resetSandbox',
  method: 'POST',
  path: 'reset',
  response: sandboxFaultsSchema,
});

/** Every token issued so far expires now; sessions stay, so gettoken gives a fresh one. */
export const expireTokens = defineControlCall({
  name: 'expireTokens',
  method: 'POST',
  path: 'expire-tokens',
  response: z.object({ expiredAt: z.int() }),
});

/** Ends every session (as if the operator signed everyone out): gettoken answers 401 after. */
export const endSessions = defineControlCall({
  name: 'endSessions',
  method: 'POST',
  path: 'end-sessions',
  response: z.object({ ended: z.int().check(z.nonnegative()) }),
});

/** New terms are published now: every player must confirm them (spec 02 §4 451, §7 terms status). */
export const publishTerms = defineControlCall({
  name: 'publishTerms',
  method: 'POST',
  path: 'terms',
  response: z.object({ updatedAt: z.int() }),
});

export const sandboxMessageSchema = z.object({
  kind: z.enum(['sms', 'email']),
  /** The phone (code and number, digits only with a plus) or e-mail it went to. */
  to: z.string(),
  purpose: z.enum([
    'login_code',
    'two_step_code',
    'password_reset',
    // Issue 12 (account flows): the e-mail confirmation link and a newsletter with its stop link.
    'email_confirmation',
    'newsletter',
    // Issue 12 (security page): the SMS code that binds a phone.
    'phone_binding',
  ]),
  text: z.string(),
  /** The code or link the message carries. */
  secret: z.string(),
  sentAt: z.int(),
});
export type SandboxMessage = z.infer<typeof sandboxMessageSchema>;

/** What the sandbox "sent" by SMS or e-mail, newest first; filtered by recipient when given. */
export const getSandboxMessages = defineControlCall({
  name: 'getSandboxMessages',
  method: 'GET',
  path: 'messages',
  query: z.object({ to: z.optional(z.string()) }),
  response: z.object({ messages: z.array(sandboxMessageSchema) }),
});

/** The answer of the newest captcha challenge, so tests can solve it. */
export const getCaptchaAnswer = defineControlCall({
  name: 'getCaptchaAnswer',
  method: 'GET',
  path: 'captcha',
  response: z.nullable(z.object({ time: z.number(), answer: z.string() })),
});
