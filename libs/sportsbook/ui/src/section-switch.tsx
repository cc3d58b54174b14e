import { useTranslation } from 'react-i18next';
import { BETTING_SECTIONS, type BettingSection } from '@bet/contract';
import styles from './controls.module.css';

export interface SectionSwitchProps {
  section: BettingSection;
  onChange: (section: BettingSection) => void;
}

const LABEL_KEYS = { line: 'sportsbook_section_line', live: 'sportsbook_section_live' } as const;

/**
 * Line or live (spec 01 §3 currentBettingType): two toggle buttons in a named group, the
 * current one pressed. Buttons rather than tabs: the switch changes the whole page below it.
 */
export function SectionSwitch({ section, onChange }: SectionSwitchProps) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('sportsbook_section_label')} className={styles.switch}>
      {BETTING_SECTIONS.map((item) => (
        <button
          key={item}
          type="button"
          className={styles.switchButton}
          aria-pressed={item === section}
          onClick={() => {
            if (item !== section) onChange(item);
          }}
        >
          {t(LABEL_KEYS[item])}
        </button>
      ))}
    </div>
  );
}
