import { z } from 'zod/mini';
import { defineCall } from './call';

/**
 * The header that carries the player's token on calls marked `auth` (spec 02 §6 "Authenticated
 * header (X auth)"; the spec names it only "X auth", the exact spelling is ours).
 */
export const AUTH_HEADER = 'X-Auth-Token';

/**
 * Spec 02 §7 "Session and token": GET /web-api/user/gettoken, query force_refresh=true, answer
 * token. Not marked `auth`: it is how a token is obtained, so it must not need one (and a 401 on
 * it must not trigger another refresh). Refreshes are shared within 60 s (spec 02 §9). The
 * sandbox answers by the session cookie, 401 when there is no live session.
 */
export const getToken = defineCall({
  name: 'getToken',
  method: 'GET',
  path: '/web-api/user/gettoken',
  query: z.object({ force_refresh: z.optional(z.literal('true')) }),
  body: z.undefined(),
  response: z.object({ token: z.string().check(z.minLength(1)) }),
});

export type TokenAnswer = z.output<typeof getToken.response>;

/** Spec 02 §7: GET /web-api/session, no cache, not parsed as JSON (the answer is text). */
export const loadSession = defineCall({
  name: 'loadSession',
  method: 'GET',
  path: '/web-api/session',
  query: z.object({}),
  body: z.undefined(),
  response: z.string(),
  responseType: 'text',
});

/** Spec 02 §7: POST /web-api/user/updatetoken answers the video token; signed-in only, every 10 min. */
export const updateVideoToken = defineCall({
  name: 'updateVideoToken',
  method: 'POST',
  path: '/web-api/user/updatetoken',
  query: z.object({}),
  body: z.undefined(),
  response: z.object({ token: z.string().check(z.minLength(1)) }),
  auth: true,
});

/**
 * Spec 02 §3/§7 "Secure-data fetch: answer holds ggru and grant key; ggru stored in a cookie,
 * grant in a cookie with 30 min lifetime". The path is ours.
 */
export const getSecureData = defineCall({
  name: 'getSecureData',
  method: 'GET',
  path: '/web-api/user/secure-data',
  query: z.object({}),
  body: z.undefined(),
  response: z.object({
    ggru: z.string().check(z.minLength(1)),
    grant: z.object({ cookieId: z.string().check(z.minLength(1)), key: z.string().check(z.minLength(1)) }),
  }),
  auth: true,
});

/** Spec 02 §9: the grant cookie lives 30 min. */
export const GRANT_COOKIE_MAX_AGE_S = 30 * 60;
export const GGRU_COOKIE = 'ggru';

/**
 * Spec 02 §3 "Device fingerprint result: token, expiresAt (seconds), componentsData; cached in
 * storage". The client sends what it can read of the device; the server answers a signed token.
 */
export const getFingerprint = defineCall({
  name: 'getFingerprint',
  method: 'POST',
  path: '/web-api/fingerprint',
  query: z.object({}),
  body: z.object({ componentsData: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])) }),
  response: z.object({
    token: z.string().check(z.minLength(1)),
    expiresAt: z.int().check(z.positive()),
    componentsData: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  }),
});

export type Fingerprint = z.output<typeof getFingerprint.response>;
