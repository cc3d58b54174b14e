import { z } from 'zod/mini';
import { defineCall } from './call';
import { defineControlCall } from './control-call';

/**
 * Spec 01 §3 / spec 02 §9 "Cookie consent options: 3": the cookiesAgreeType the selection yields
 * (spec 01 §4 Cookie consent): ALL, one specific type, or DISABLE (only the necessary cookies).
 */
export const COOKIES_AGREE_TYPES = ['ALL', 'FUNCTIONALITY', 'MARKETING', 'DISABLE'] as const;
export const cookiesAgreeTypeSchema = z.enum(COOKIES_AGREE_TYPES);
export type CookiesAgreeType = z.infer<typeof cookiesAgreeTypeSchema>;

/**
 * Spec 02 §7 Office "Save cookies agreement time (param cookiesAgreeTime): path not shown" — the
 * path is ours. cookiesAgreeTime is epoch milliseconds; the type chosen travels with it so the
 * operator knows what was agreed. Signed-in players only (auth).
 */
export const saveCookiesAgreement = defineCall({
  name: 'saveCookiesAgreement',
  method: 'POST',
  path: '/web-api/user/cookies-agreement',
  query: z.object({}),
  body: z.object({
    // At most the last time a Date can hold (8.64e15 ms): a later one cannot be stored.
    cookiesAgreeTime: z.int().check(z.nonnegative(), z.lte(8_640_000_000_000_000)),
    cookiesAgreeType: z.optional(cookiesAgreeTypeSchema),
  }),
  response: z.object({ success: z.literal(true) }),
  auth: true,
});

/** Spec 01 §3 "analytics counters by type (ids 1-11)". */
export const ANALYTICS_COUNTER_TYPE_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;

export const analyticsCounterSchema = z.object({
  typeId: z.int().check(z.gte(1), z.lte(11)),
  /** The counter's id at its provider (a tag container, a goal counter, a pixel ...). */
  counterId: z.string().check(z.minLength(1)),
});
export type AnalyticsCounter = z.infer<typeof analyticsCounterSchema>;

/**
 * Spec 02 §7 Analytics "Analytics counters call takes domain and projectId; answer is a list of
 * counters ...; path not shown" — the path is ours.
 */
export const getAnalyticsCounters = defineCall({
  name: 'getAnalyticsCounters',
  method: 'GET',
  path: '/web-api/analytics/counters',
  query: z.object({ domain: z.string().check(z.minLength(1)), projectId: z.coerce.number().check(z.int()) }),
  body: z.undefined(),
  response: z.array(analyticsCounterSchema),
});

/** The sandbox's record of saved agreements, for tests (control API only). */
export const cookieAgreementRecordSchema = z.object({
  playerId: z.int(),
  cookiesAgreeTime: z.int(),
  cookiesAgreeType: z.nullable(cookiesAgreeTypeSchema),
});
export type CookieAgreementRecord = z.infer<typeof cookieAgreementRecordSchema>;

export const getSandboxCookieAgreements = defineControlCall({
  name: 'getSandboxCookieAgreements',
  method: 'GET',
  path: 'cookie-agreements',
  response: z.array(cookieAgreementRecordSchema),
});
