import { z } from 'zod/mini';
import { defineCall } from './call';

/**
 * Spec 02 §7: GET /web-api/api-v3/v2/user/agreement-rules/status answers result and updatedAt.
 * result is true when the terms changed since the player last confirmed them; updatedAt is when
 * they last changed, in seconds.
 */
export const getTermsStatus = defineCall({
  name: 'getTermsStatus',
  method: 'GET',
  path: '/web-api/api-v3/v2/user/agreement-rules/status',
  query: z.object({}),
  body: z.undefined(),
  response: z.object({ result: z.boolean(), updatedAt: z.int().check(z.nonnegative()) }),
  auth: true,
});

/** The player confirms the current terms (the confirm-terms page). The path is ours. */
export const confirmTerms = defineCall({
  name: 'confirmTerms',
  method: 'POST',
  path: '/web-api/api-v3/v2/user/agreement-rules/confirm',
  query: z.object({}),
  body: z.object({ updatedAt: z.int().check(z.nonnegative()) }),
  response: z.object({ result: z.literal(false), updatedAt: z.int().check(z.nonnegative()) }),
  auth: true,
});
