import { useTranslation } from 'react-i18next';
import type { CookieOption, CookieOptionName } from '@bet/consent';
import { Checkbox, Dialog } from '@bet/ui';
import styles from './consent-banner.module.css';

export interface ConsentCustomiseDialogProps {
  open: boolean;
  /** The 3 options of spec 02 §9; necessary comes checked and disabled. */
  options: readonly CookieOption[];
  onToggle: (name: CookieOptionName, checked: boolean) => void;
  onSave: () => void;
  /** Back to the main view (the back button, the close button or Escape). */
  onBack: () => void;
}

/** Spec 01 §2 / §4 cookie consent, customise view: one checkbox per option and save. */
export function ConsentCustomiseDialog({ open, options, onToggle, onSave, onBack }: ConsentCustomiseDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      size="md"
      title={t('consent_customise_title')}
      closeLabel={t('main_close')}
      onClose={onBack}
      actions={{
        primary: { label: t('consent_save'), onClick: onSave },
        secondary: { label: t('consent_back'), onClick: onBack },
      }}
    >
      <fieldset className={styles.options} aria-label={t('consent_customise_title')}>
        {options.map((option) => (
          <div key={option.name}>
            <Checkbox
              id={`cookie-option-${option.name}`}
              label={t(option.label)}
              checked={option.checked}
              disabled={option.disabled}
              aria-describedby={`cookie-option-${option.name}-description`}
              onChange={(event) => onToggle(option.name, event.currentTarget.checked)}
            />
            <p id={`cookie-option-${option.name}-description`} className={styles.description}>
              {t(option.description)}
            </p>
          </div>
        ))}
      </fieldset>
    </Dialog>
  );
}
