import { z } from 'zod/mini';
import { defineCall } from './call';

/**
 * Spec 02 §3 "Redirect check response": redirect, code, url, reasons, breadcrumbs. The spec
 * names the fields only: `redirect` says whether to go, `code` is the HTTP status the operator
 * would have used (301 or 302; other numbers are accepted, the client only reads `redirect`
 * and `url`), `url` is the target (null when there is none), `reasons` and `breadcrumbs` are
 * the operator's diagnostics (the rules that fired, the addresses already passed).
 */
export const redirectCheckSchema = z.object({
  redirect: z.boolean(),
  code: z.int(),
  url: z.nullable(z.string()),
  reasons: z.array(z.string()),
  breadcrumbs: z.array(z.string()),
});
export type RedirectCheck = z.infer<typeof redirectCheckSchema>;

/** Spec 02 §7 "POST /redirects-api/api/v1/redirect-light | body url". */
export const checkRedirect = defineCall({
  name: 'checkRedirect',
  method: 'POST',
  path: '/redirects-api/api/v1/redirect-light',
  query: z.object({}),
  body: z.object({ url: z.string().check(z.minLength(1)) }),
  response: redirectCheckSchema,
});

/**
 * Spec 01 §4 / 02 §4 "Blocking reasons to pages": the reasons that have a page. Any other
 * displayTypeId (and 0 or null) means "not blocked".
 */
export const BLOCK_REASONS = [4, 16, 3, 1, 5, 2, 14, 13, 17, 8] as const;
export type BlockReason = (typeof BLOCK_REASONS)[number];

/**
 * Spec 02 §3 "Block check response": displayTypeId, templateTypeId. displayTypeId is the
 * blocking reason (0 or null: not blocked); templateTypeId picks the operator's text template,
 * which this client does not use (the pages are ours).
 */
export const blockCheckSchema = z.object({
  displayTypeId: z.nullable(z.int()),
  templateTypeId: z.nullable(z.int()),
});
export type BlockCheck = z.infer<typeof blockCheckSchema>;

/** Spec 02 §7 "POST /blocks-api/api/v2/block | body auth, url". `auth`: the visitor is signed in. */
export const checkBlock = defineCall({
  name: 'checkBlock',
  method: 'POST',
  path: '/blocks-api/api/v2/block',
  query: z.object({}),
  body: z.object({ auth: z.boolean(), url: z.string().check(z.minLength(1)) }),
  response: blockCheckSchema,
});
