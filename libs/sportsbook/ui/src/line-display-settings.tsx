import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@bet/ui';
import type { DisplayFlag, DisplayFlags, MarketsNameType } from '@bet/sportsbook';
import styles from './line-display-settings.module.css';

export interface LineDisplaySettingsProps extends DisplayFlags {
  /** Spec 01 §3 marketsNameType (the markets_name_type cookie). */
  marketsNameType: MarketsNameType;
  onMarketsNameTypeChange(marketsNameType: MarketsNameType): void;
  onFlagChange(flag: DisplayFlag, isOn: boolean): void;
}

const NAME_TYPES: readonly MarketsNameType[] = ['full', 'short'];

const FLAG_LABELS: Readonly<Record<DisplayFlag, string>> = {
  isShowGameId: 'global_settings_show_game_id',
  isDetailedScore: 'global_settings_detailed_score',
  isAccumulatorOfTheDay: 'global_settings_accumulator_of_the_day',
  isLiveAccumulatorOfTheDay: 'global_settings_live_accumulator_of_the_day',
};
const FLAGS = Object.keys(FLAG_LABELS) as DisplayFlag[];

/**
 * The settings page's line section (issue 12, spec 01 §3 global settings): full or short market
 * names as two radio buttons, and the 0/1 flags the line applies as checkboxes. Each choice
 * applies at once; nothing to save.
 */
export function LineDisplaySettings({
  marketsNameType,
  onMarketsNameTypeChange,
  onFlagChange,
  ...flags
}: LineDisplaySettingsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const nameTypeName = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {t('global_settings_line_title')}
      </h2>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{t('global_settings_markets_name_type')}</legend>
        {NAME_TYPES.map((value) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              name={nameTypeName}
              value={value}
              checked={marketsNameType === value}
              onChange={() => onMarketsNameTypeChange(value)}
            />
            {t(`global_settings_markets_name_${value}`)}
          </label>
        ))}
      </fieldset>
      {FLAGS.map((flag) => (
        <Checkbox
          key={flag}
          label={t(FLAG_LABELS[flag])}
          checked={flags[flag]}
          onChange={(event) => onFlagChange(flag, event.target.checked)}
        />
      ))}
    </section>
  );
}
