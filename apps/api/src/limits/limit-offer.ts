import { LIMIT_TYPES, LIMIT_WINDOW_SECONDS } from '@bet/contract';
import type { AvailableLimit, LimitMeasure, LimitType } from '@bet/contract';

/** What each type's value measures (spec 01 §3 "Limit type codes"; the units are ours). */
export const LIMIT_MEASURE: Record<LimitType, LimitMeasure> = {
  1: 'money',
  2: 'money',
  3: 'money',
  10: 'money',
  11: 'money',
  12: 'money',
  20: 'money',
  21: 'money',
  22: 'money',
  30: 'days',
  31: 'hours',
  32: 'minutes',
  33: 'days',
  37: 'days',
};

/** The preset choices of the time limits, and the largest is the maximum (ours; spec: availableValues). */
const TIME_VALUES: Partial<Record<LimitType, number[]>> = {
  [LIMIT_TYPES.selfExclusion]: [1, 7, 30, 90, 180, 365],
  [LIMIT_TYPES.session]: [1, 2, 3, 4, 6, 8, 12, 24],
  [LIMIT_TYPES.realityCheck]: [15, 30, 45, 60, 90, 120],
  [LIMIT_TYPES.depositTimeout]: [1, 3, 7, 14, 30],
  [LIMIT_TYPES.extraLimitsLock]: [7, 30, 90, 180, 365],
};

/**
 * Money limits in major units of the currency: the suggested amounts and the largest accepted
 * (ours). Any whole amount up to the maximum is accepted; the largest stays far below the 32-bit
 * money columns.
 */
const MONEY_MAJOR: Record<string, { presets: number[]; max: number }> = {
  RUB: { presets: [1_000, 5_000, 10_000, 50_000], max: 10_000_000 },
  KZT: { presets: [5_000, 25_000, 50_000, 250_000], max: 20_000_000 },
  BYN: { presets: [50, 200, 500, 2_000], max: 300_000 },
  USD: { presets: [10, 50, 100, 500], max: 100_000 },
  EUR: { presets: [10, 50, 100, 500], max: 100_000 },
};
const DEFAULT_MONEY = { presets: [10, 50, 100, 500], max: 100_000 };

export function isMoneyLimit(type: LimitType): boolean {
  return LIMIT_MEASURE[type] === 'money';
}

/** Ends at a date: self-exclusion, deposit time-out and the extra-limits lock (days). */
export function isTimeBound(type: LimitType): boolean {
  return (
    type === LIMIT_TYPES.selfExclusion || type === LIMIT_TYPES.depositTimeout || type === LIMIT_TYPES.extraLimitsLock
  );
}

export function windowSecondsOf(type: LimitType): number | undefined {
  return LIMIT_WINDOW_SECONDS[type];
}

/** One type's offer for a main account in `currency` with `minorUnits` decimals (spec 02 §7 availablelimits). */
export function offerOf(type: LimitType, currency: string, minorUnits: number): AvailableLimit {
  const measure = LIMIT_MEASURE[type];
  if (measure === 'money') {
    const step = 10 ** minorUnits;
    const money = MONEY_MAJOR[currency] ?? DEFAULT_MONEY;
    return {
      limitType: type,
      measure,
      availableValues: money.presets.map((major) => major * step),
      maxValue: money.max * step,
      step,
    };
  }
  const values = TIME_VALUES[type] ?? [1];
  return { limitType: type, measure, availableValues: values, maxValue: Math.max(...values), step: 1 };
}

export function allOffers(currency: string, minorUnits: number): AvailableLimit[] {
  return Object.values(LIMIT_TYPES).map((type) => offerOf(type, currency, minorUnits));
}
