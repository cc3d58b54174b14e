import { eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The largest value of an `integer` column (PostgreSQL int4): the ids of our tables. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * The row id a text of digits names, or undefined when no row can have it. The contract takes ids
 * as digit strings of any length (payments up to 18 digits); compared with an int4 column such a
 * number makes PostgreSQL fail the query ("integer out of range"), which answered 500. A number
 * past the column's range names no row: the caller answers "not found".
 */
export function rowIdOf(digits: string): number | undefined {
  const id = Number(digits);
  return Number.isSafeInteger(id) && id >= 0 && id <= MAX_ROW_ID ? id : undefined;
}

/**
 * `id < before` for a digit string, or undefined when every id is below it (a number past the
 * column's range cannot be compared with it: no bound at all is the same filter).
 */
export function idsBelow(column: AnyPgColumn, digits: string): SQL | undefined {
  const bound = Number(digits);
  return bound > MAX_ROW_ID ? undefined : lt(column, bound);
}

/** An id a row of an int4 column can have. */
export function isRowId(id: number): boolean {
  return Number.isSafeInteger(id) && id >= 0 && id <= MAX_ROW_ID;
}

/** `column = id`, or a condition no row meets when no row can have the id (PostgreSQL would fail the query). */
export function idEquals(column: AnyPgColumn, id: number): SQL {
  return isRowId(id) ? eq(column, id) : sql`false`;
}

/** `column in ids` for the ids a row can have; none of them: a condition no row meets. */
export function idIn(column: AnyPgColumn, ids: readonly number[]): SQL {
  const possible = ids.filter(isRowId);
  return possible.length > 0 ? inArray(column, possible) : sql`false`;
}
