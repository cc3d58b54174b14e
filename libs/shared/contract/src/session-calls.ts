import { z } from 'zod';
import { defineCall } from './call';

/**
 * The header that carries the player's token on calls marked `auth` (spec 02 §6 "Authenticated
 * header (X auth)"; the spec names it only "X auth", the exact spelling is ours).
 */
export const AUTH_HEADER = 'X-Auth-Token';

/**
 * Spec 02 §7 "Session and token": GET /web-api/user/gettoken, query force_refresh=true, answer
 * token. Not marked `auth`: it is how a token is obtained, so it must not need one (and a 401 on
 * it must not trigger another refresh). Refreshes are shared within 60 s (spec 02 §9).
 */
export const getToken = defineCall({
  name: 'getToken',
  method: 'GET',
  path: '/web-api/user/gettoken',
  query: z.object({ force_refresh: z.literal('true').optional() }),
  body: z.undefined(),
  response: z.object({ token: z.string().min(1) }),
});

export type TokenAnswer = z.output<typeof getToken.response>;
