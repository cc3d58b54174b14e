import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TIME_FILTERS, type TimeFilter as TimeFilterValue } from '@bet/contract';
import styles from './controls.module.css';

/** The text key of each value of the main header's time filter (spec 01 §3 "Options"). */
export const TIME_FILTER_LABEL_KEYS = {
  all: 'sportsbook_time_filter_all',
  upcoming: 'sportsbook_time_filter_upcoming',
  firstPeriod: 'sportsbook_time_filter_first_period',
  secondPeriod: 'sportsbook_time_filter_second_period',
  recommended: 'sportsbook_time_filter_recommended',
} as const satisfies Record<TimeFilterValue, string>;

export interface TimeFilterProps {
  value: TimeFilterValue;
  onChange: (value: TimeFilterValue) => void;
}

/**
 * The main header's time filter (spec 01 §3 "Options": all, upcoming, first period, second
 * period, recommended). Native radio buttons in a fieldset: the legend names the group, arrow
 * keys move between the choices and select them, Tab leaves the group.
 */
export function TimeFilter({ value, onChange }: TimeFilterProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className={styles.filter}>
      <legend>{t('sportsbook_time_filter_label')}</legend>
      {TIME_FILTERS.map((choice) => (
        <label key={choice}>
          <input type="radio" name={name} value={choice} checked={choice === value} onChange={() => onChange(choice)} />
          <span>{t(TIME_FILTER_LABEL_KEYS[choice])}</span>
        </label>
      ))}
    </fieldset>
  );
}
