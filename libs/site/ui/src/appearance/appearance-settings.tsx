import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, Select } from '@bet/ui';
import { FONT_SIZE_STEPS, isFontSizeStep, type AppTheme, type FontSizeStep } from '@bet/site';
import styles from './appearance-settings.module.css';

export interface AppearanceSettingsProps {
  /** Spec 01 §3 appTheme: the theme shown (the player's choice, else the system's). */
  theme: AppTheme;
  /** Spec 01 §3 appFontSize. */
  fontSize: FontSizeStep;
  /** Spec 01 §3 isAppCompactView. */
  isCompactView: boolean;
  onThemeChange(theme: AppTheme): void;
  onFontSizeChange(fontSize: FontSizeStep): void;
  onCompactViewChange(isOn: boolean): void;
}

const THEMES: readonly AppTheme[] = ['light', 'dark'];

/**
 * The settings page's appearance section (issue 12): the theme as two radio buttons, the text
 * size as a native select (the footer's steps), and the compact view as a checkbox. Each choice
 * applies at once to the whole page; nothing to save.
 */
export function AppearanceSettings({
  theme,
  fontSize,
  isCompactView,
  onThemeChange,
  onFontSizeChange,
  onCompactViewChange,
}: AppearanceSettingsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const themeName = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {t('global_settings_appearance_title')}
      </h2>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{t('global_settings_theme')}</legend>
        {THEMES.map((value) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              name={themeName}
              value={value}
              checked={theme === value}
              onChange={() => onThemeChange(value)}
            />
            {t(`global_settings_theme_${value}`)}
          </label>
        ))}
      </fieldset>
      <Select
        label={t('main_text_size')}
        value={fontSize}
        options={FONT_SIZE_STEPS.map((step) => ({ value: step, label: t(`main_text_size_${step.replace('-', '_')}`) }))}
        onChange={(event) => {
          if (isFontSizeStep(event.target.value)) onFontSizeChange(event.target.value);
        }}
      />
      <Checkbox
        label={t('global_settings_compact_view')}
        checked={isCompactView}
        aria-describedby={`${headingId}-compact-hint`}
        onChange={(event) => onCompactViewChange(event.target.checked)}
      />
      <p id={`${headingId}-compact-hint`} className={styles.hint}>
        {t('global_settings_compact_view_hint')}
      </p>
    </section>
  );
}
