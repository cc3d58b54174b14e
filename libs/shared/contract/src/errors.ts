import { z } from 'zod/mini';

/**
 * The error body servers answer with. Spec 02 §5: messages are joined from the errors' detail
 * fields; spec 02 §3: the generic shape is message + statusCode (default 500); spec 02 §4: a
 * 451 carries exception_code.
 */
export const errorBodySchema = z.object({
  errors: z.optional(
    z.array(
      z.object({
        code: z.optional(z.union([z.string(), z.number()])),
        title: z.optional(z.string()),
        detail: z.optional(z.string()),
      }),
    ),
  ),
  message: z.optional(z.string()),
  statusCode: z.optional(z.int()),
  exception_code: z.optional(z.int()),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Spec 02 §3 "Generic error shape: message, statusCode (default 500)". */
export const DEFAULT_ERROR_STATUS = 500;

/**
 * The error code of a 400 that means the device fingerprint is missing or stale (spec 02 §4: the
 * fingerprint is re-fetched and the call retried). The spec shows no value; ours is a string so
 * it can never collide with the numeric captcha codes. See README "Decisions".
 */
export const FINGERPRINT_ERROR_CODE = 'FINGERPRINT_INVALID';

/** Spec 02 §4/§8: the status of "terms must be confirmed". */
export const TERMS_STATUS = 451;
/** Spec 02 §4: a 451 with this exception_code redirects to confirm the terms when available. */
export const TERMS_EXCEPTION_CODE = 1;
