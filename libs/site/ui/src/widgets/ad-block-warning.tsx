import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@bet/ui';
import styles from './widgets.module.css';

export interface AdBlockWarningProps {
  onDismiss: () => void;
}

/** Spec 01 §1 ad-blocker warning, text 'main_dictionary_website_blocked_by_adblock' (spec 02 §8). */
export function AdBlockWarning({ onDismiss }: AdBlockWarningProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.banner}>
      <Alert
        tone="info"
        action={
          <Button variant="ghost" size="sm" onClick={onDismiss}>
            {t('widgets_adblock_dismiss')}
          </Button>
        }
      >
        {t('main_dictionary_website_blocked_by_adblock')}
      </Alert>
    </div>
  );
}
