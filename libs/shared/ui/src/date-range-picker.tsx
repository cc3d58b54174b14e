import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '@bet/i18n';
import { Button } from './button';
import { classNames } from './class-names';
import { dateRangeIssue, isoDay, parseDay, presetRange } from './date-range';
import type { DateRange, DateRangeIssue, DateRangePreset } from './date-range';
import styles from './date-range-picker.module.css';
import { TextField } from './text-field';

export interface DateRangePickerProps {
  /** What the range is for, e.g. "Placed"; the fieldset's legend and name. Translated by the app. */
  legend: string;
  /** The range shown: ISO dates (`yyyy-MM-dd`), '' for an open end. Controlled. */
  value: DateRange;
  /**
   * The player changed a date or chose a preset. `issue` is what is wrong with the new range
   * (the message is already shown under the date), null when it can be asked for.
   */
  onChange: (range: DateRange, issue: DateRangeIssue | null) => void;
  /** The earliest day that may be chosen, e.g. how far back the history goes. */
  min?: string;
  /** The latest day that may be chosen; usually today for a history. */
  max?: string;
  /** The longest range in days (both ends counted); presets longer than it are not offered. */
  maxDays?: number;
  /** Quick ranges ending today, as buttons; all three by default, `[]` for none. */
  presets?: readonly DateRangePreset[];
  /** Today where the player is (ISO date), for the presets; the device's date by default. */
  today?: string;
  /** Labels of the two dates; "From" and "To" by default. */
  fromLabel?: string;
  toLabel?: string;
  /** A message about the range from elsewhere (e.g. the server refused it), under the dates. */
  error?: string | null;
  hint?: ReactNode;
  disabled?: boolean;
  className?: string;
}

const PRESET_KEYS = {
  today: 'ui_date_range_today',
  last7Days: 'ui_date_range_last_7_days',
  last30Days: 'ui_date_range_last_30_days',
} as const;
const PRESET_DAYS = { today: 1, last7Days: 7, last30Days: 30 } as const;
const ALL_PRESETS: readonly DateRangePreset[] = ['today', 'last7Days', 'last30Days'];

/**
 * Two native date inputs in a fieldset: the browser's own date entry and picker, keyboard- and
 * screen-reader-ready, and its value is already the ISO day, so no time zone ever shifts a day.
 * What is wrong with the range is said under the date it concerns (linked to it, the field
 * marked invalid); quick ranges ending today are toggle buttons, pressed while the range is theirs.
 */
export function DateRangePicker({
  legend,
  value,
  onChange,
  min,
  max,
  maxDays,
  presets = ALL_PRESETS,
  today: givenToday,
  fromLabel,
  toLabel,
  error,
  hint,
  disabled,
  className,
}: DateRangePickerProps) {
  const { t, i18n } = useTranslation();
  const today = givenToday ?? isoDay(new Date());
  const limits = { min, max, maxDays };
  const issue = dateRangeIssue(value, limits);

  function change(range: DateRange) {
    onChange(range, dateRangeIssue(range, limits));
  }

  function showDay(day: string): string {
    const date = parseDay(day);
    if (!date) return day;
    return new Intl.DateTimeFormat(localeOf(i18n.language || 'en'), { dateStyle: 'long' }).format(date);
  }

  function message(forField: 'from' | 'to'): string | null {
    if (!issue || issue.field !== forField) return null;
    switch (issue.problem) {
      case 'bad_date':
        return t('ui_date_range_error_bad_date');
      case 'to_before_from':
        return t('ui_date_range_error_to_before_from');
      case 'before_min':
        return t('ui_date_range_error_before_min', { date: showDay(min ?? '') });
      case 'after_max':
        return t('ui_date_range_error_after_max', { date: showDay(max ?? '') });
      case 'too_long':
        return t('ui_date_range_error_too_long', { days: maxDays });
    }
  }

  function presetValue(preset: DateRangePreset): DateRange {
    const range = presetRange(preset, today);
    // A history that goes back less far than the preset starts where it begins.
    return min && range.from < min ? { ...range, from: min } : range;
  }

  const offered = presets.filter((preset) => maxDays == null || PRESET_DAYS[preset] <= maxDays);

  return (
    <fieldset className={classNames(styles.dateRange, className)} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.dates}>
        <TextField
          type="date"
          label={fromLabel ?? t('ui_date_range_from')}
          value={value.from}
          min={min}
          max={value.to && (!max || value.to < max) ? value.to : max}
          error={message('from')}
          onChange={(event) => change({ from: event.target.value, to: value.to })}
          className={styles.date}
        />
        <TextField
          type="date"
          label={toLabel ?? t('ui_date_range_to')}
          value={value.to}
          min={value.from && (!min || value.from > min) ? value.from : min}
          max={max}
          error={message('to')}
          onChange={(event) => change({ from: value.from, to: event.target.value })}
          className={styles.date}
        />
      </div>
      {offered.length > 0 ? (
        <div role="group" aria-label={t('ui_date_range_presets')} className={styles.presets}>
          {offered.map((preset) => {
            const range = presetValue(preset);
            const pressed = range.from === value.from && range.to === value.to;
            return (
              <Button
                key={preset}
                variant="secondary"
                size="sm"
                aria-pressed={pressed}
                className={styles.preset}
                onClick={() => change(range)}
              >
                {t(PRESET_KEYS[preset])}
              </Button>
            );
          })}
        </div>
      ) : null}
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
