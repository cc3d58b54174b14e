import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FONT_SIZE_STEPS, isFontSizeStep, type FontSizeStep } from '@bet/site';
import styles from './reading-settings.module.css';

export interface ReadingSettingsProps {
  /** spec 01 §3 appFontSize: the step the page's type is drawn at. */
  fontSize: FontSizeStep;
  /** spec 01 §3 visuallyImpairedMode. */
  isVisuallyImpaired: boolean;
  onFontSizeChange(fontSize: FontSizeStep): void;
  onVisuallyImpairedChange(isOn: boolean): void;
}

/**
 * The footer's reading settings: the text size (a native select, ready for the keyboard and
 * screen readers everywhere) and the version for the visually impaired (a toggle button, its
 * pressed state the setting). Drawn on the footer's chrome; the settings page of the personal
 * office will offer the same choices.
 */
export function ReadingSettings({
  fontSize,
  isVisuallyImpaired,
  onFontSizeChange,
  onVisuallyImpairedChange,
}: ReadingSettingsProps) {
  const { t } = useTranslation();
  const sizeId = useId();
  return (
    <div role="group" aria-label={t('main_reading_settings')} className={styles.settings}>
      <label htmlFor={sizeId} className={styles.label}>
        {t('main_text_size')}
      </label>
      <select
        id={sizeId}
        className={styles.select}
        value={fontSize}
        onChange={(event) => {
          if (isFontSizeStep(event.target.value)) onFontSizeChange(event.target.value);
        }}
      >
        {FONT_SIZE_STEPS.map((step) => (
          <option key={step} value={step}>
            {t(`main_text_size_${step.replace('-', '_')}`)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={isVisuallyImpaired}
        onClick={() => onVisuallyImpairedChange(!isVisuallyImpaired)}
      >
        {t('main_visually_impaired')}
      </button>
    </div>
  );
}
