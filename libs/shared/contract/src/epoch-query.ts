import { z } from 'zod/mini';

/**
 * A time filter of a query, epoch seconds, within what a Date holds (±8.64e12 s, less a second so
 * "to, whole second included" still fits): past it the server cannot even build the comparison.
 */
export const epochSecondsQuerySchema = z.coerce
  .number()
  .check(z.int(), z.gte(-8_639_999_999_999), z.lte(8_639_999_999_999));
