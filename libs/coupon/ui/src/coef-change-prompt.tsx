import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@bet/ui';
import styles from './coupon.module.css';

export interface CoefChange {
  betId: string;
  outcome: string;
  /** As shown: the accepted coefficient and the new one, in the coupon's odds format. */
  from: string;
  to: string;
}

export interface CoefChangePromptProps {
  changes: readonly CoefChange[];
  /** The server refused the bet for these changes: accepting also places it again. */
  placesOnAccept?: boolean;
  onAccept: () => void;
}

/**
 * Spec 01 §3 changeCoefAction: a change the player's policy does not accept by itself waits
 * here until the player accepts it. An alert, so it is read out as soon as it appears.
 */
export function CoefChangePrompt({ changes, placesOnAccept = false, onAccept }: CoefChangePromptProps) {
  const { t } = useTranslation();
  return (
    <Alert
      tone="error"
      title={t('coupon_coef_changed_title')}
      action={
        <Button variant="secondary" size="sm" onClick={onAccept}>
          {t(placesOnAccept ? 'coupon_coef_accept_and_place' : 'coupon_coef_accept')}
        </Button>
      }
    >
      <ul className={styles.changes}>
        {changes.map((change) => (
          <li key={change.betId}>
            {t('coupon_coef_changed_item', { outcome: change.outcome, from: change.from, to: change.to })}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
