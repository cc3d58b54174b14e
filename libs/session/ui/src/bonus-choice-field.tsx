import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '@bet/i18n';
import type { BonusChoice } from '@bet/session';
import styles from './form.module.css';

const BONUS_LABELS: Record<BonusChoice, TranslationKey> = {
  0: 'registration_bonus_decline',
  1: 'registration_bonus_sport',
  2: 'registration_bonus_casino',
};

export interface BonusChoiceFieldProps {
  value: BonusChoice;
  onChange: (choice: BonusChoice) => void;
}

/** Spec 01 §3 "first-deposit bonus choice": sport, casino or none, as radio buttons. */
export function BonusChoiceField({ value, onChange }: BonusChoiceFieldProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('registration_bonus_legend')}</legend>
      {([1, 2, 0] as const).map((choice) => (
        <label key={choice} className={styles.radio}>
          <input
            type="radio"
            name="bonusChoice"
            value={choice}
            checked={value === choice}
            onChange={() => onChange(choice)}
          />
          {t(BONUS_LABELS[choice])}
        </label>
      ))}
    </fieldset>
  );
}
