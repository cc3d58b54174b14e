import { z } from 'zod';

/**
 * The error body servers answer with. Spec 02 §5: messages are joined from the errors' detail
 * fields; spec 02 §3: the generic shape is message + statusCode (default 500); spec 02 §4: a
 * 451 carries exception_code.
 */
export const errorBodySchema = z.object({
  errors: z
    .array(
      z.object({
        code: z.union([z.string(), z.number()]).optional(),
        title: z.string().optional(),
        detail: z.string().optional(),
      }),
    )
    .optional(),
  message: z.string().optional(),
  statusCode: z.number().int().optional(),
  exception_code: z.number().int().optional(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Spec 02 §3 "Generic error shape: message, statusCode (default 500)". */
export const DEFAULT_ERROR_STATUS = 500;
