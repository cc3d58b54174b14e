import { LIMIT_TYPES, type AvailableLimit, type LimitType } from '@bet/contract';

/** What the player typed, read as a limit value, or why not (a translation key of @bet/i18n). */
export type LimitValueCheck = { ok: true; value: number | null } | { ok: false; key: LimitValueProblem; max?: number };

export type LimitValueProblem =
  | 'limits_error_value_required'
  | 'limits_error_value_not_whole'
  | 'limits_error_value_above_max'
  | 'limits_error_value_not_offered'
  | 'limits_error_unknown_type';

const KNOWN_TYPES = new Set<number>(Object.values(LIMIT_TYPES));
const DIGITS = /^\d+$/;

/**
 * Spec 02 §5 "Limit numeric value is accepted only if a number; session limit (31) only when a
 * non-empty value is present. The 'no limit' value clears the remaining session limit." Money is
 * typed in whole major units ("500", spaces grouping digits) and becomes minor units by `step`;
 * a time limit is typed or picked as its measure's count and must be one of the offered values.
 * `noLimit` is the player's explicit 'no limit' choice: a null value (clears the limit).
 * The same rules the server refuses with (LIMIT_ERROR_CODES), so the form says them first.
 */
export function checkLimitValue(
  limitType: number,
  text: string,
  available: AvailableLimit | undefined,
  noLimit = false,
): LimitValueCheck {
  if (!KNOWN_TYPES.has(limitType) || !available) return { ok: false, key: 'limits_error_unknown_type' };
  if (noLimit) return { ok: true, value: null };
  const compact = text.replace(/[\s\u00a0]/g, '');
  if (compact === '') return { ok: false, key: 'limits_error_value_required' };
  if (!DIGITS.test(compact)) return { ok: false, key: 'limits_error_value_not_whole' };
  const count = Number(compact);
  if (!Number.isSafeInteger(count) || count <= 0) return { ok: false, key: 'limits_error_value_not_whole' };
  if (available.measure === 'money') {
    const value = count * available.step;
    if (!Number.isSafeInteger(value))
      return { ok: false, key: 'limits_error_value_above_max', max: available.maxValue };
    if (value > available.maxValue) return { ok: false, key: 'limits_error_value_above_max', max: available.maxValue };
    return { ok: true, value };
  }
  if (count > available.maxValue) return { ok: false, key: 'limits_error_value_above_max', max: available.maxValue };
  if (available.availableValues.length > 0 && !available.availableValues.includes(count)) {
    return { ok: false, key: 'limits_error_value_not_offered' };
  }
  return { ok: true, value: count };
}

/** The text a form starts from for a limit's value: whole major units of money, else the count. */
export function limitValueText(
  value: number | null,
  available: Pick<AvailableLimit, 'measure' | 'step'> | undefined,
): string {
  if (value === null) return '';
  if (available?.measure === 'money') return String(Math.floor(value / available.step));
  return String(value);
}

/** Whether a type is one of spec 01 §3's codes. */
export function isLimitType(value: number): value is LimitType {
  return KNOWN_TYPES.has(value);
}
