import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './controls.module.css';

/** The main header's time filter: all games, or those starting within 1, 3, 6, 12 or 24 hours. */
export const TIME_FILTER_HOURS = [1, 3, 6, 12, 24] as const;

export interface TimeFilterProps {
  /** Hours ahead; null for all games. */
  hours: number | null;
  onChange: (hours: number | null) => void;
}

/** Radio buttons in a fieldset: arrow keys move between the choices, the legend names them. */
export function TimeFilter({ hours, onChange }: TimeFilterProps) {
  const { t } = useTranslation();
  const name = useId();
  const choices: readonly (number | null)[] = [null, ...TIME_FILTER_HOURS];
  return (
    <fieldset className={styles.filter}>
      <legend>{t('sportsbook_time_filter_label')}</legend>
      {choices.map((choice) => (
        <label key={choice ?? 'all'}>
          <input type="radio" name={name} checked={choice === hours} onChange={() => onChange(choice)} />
          <span>
            {choice === null ? t('sportsbook_time_filter_all') : t('sportsbook_time_filter_hours', { hours: choice })}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
