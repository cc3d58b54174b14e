import type { TFunction } from 'i18next';
import type { LimitMeasure } from '@bet/contract';
import type { SaveProblem } from '@bet/limits';
import { formatMoney } from '@bet/i18n';
import type { PlayerTime } from '@bet/time-settings-ui';

/** A limit's value as the player reads it: money in the currency, else the count of its measure. */
export function formatLimitValue(
  t: TFunction,
  value: number | null,
  measure: LimitMeasure,
  currency: string | null,
  language: string,
): string {
  if (value === null) return t('limits_no_limit');
  if (measure === 'money') return currency ? formatMoney(value, currency, language) : String(value);
  return t(`limits_measure_${measure}`, { count: value });
}

/** Epoch seconds as a date and time on the player's clock (`usePlayerTime`), or the empty text for none. */
export const formatWhen = (time: PlayerTime, seconds: number | null): string =>
  seconds === null ? '' : time.dateTime(seconds * 1000);

/** The text of a refused save: the server's title first (spec 02 §7), else its key with the maximum. */
export function saveProblemText(
  t: TFunction,
  problem: SaveProblem,
  measure: LimitMeasure,
  currency: string | null,
  language: string,
): string {
  if (problem.title) return problem.title;
  const max = problem.max === undefined ? '' : formatLimitValue(t, problem.max, measure, currency, language);
  return t(problem.key, { max });
}
