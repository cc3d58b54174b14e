import { useTranslation } from 'react-i18next';
import { CASINO_FILTERS, type CasinoFilter } from '@bet/contract';
import styles from './casino.module.css';

export interface FilterBarProps {
  value: CasinoFilter;
  onChange: (filter: CasinoFilter) => void;
}

/** Spec 01 §3 "Casino filters: all, lotteries, slots, climb-to-victory, dice, card games, other". */
export function FilterBar({ value, onChange }: FilterBarProps) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('casino_filters_label')} className={styles.chips}>
      {CASINO_FILTERS.map((filter) => (
        <button key={filter} type="button" aria-pressed={filter === value} onClick={() => onChange(filter)}>
          {t(`casino_filter_${filter}`)}
        </button>
      ))}
    </div>
  );
}
