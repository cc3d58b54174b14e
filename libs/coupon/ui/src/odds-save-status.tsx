import { useTranslation } from 'react-i18next';
import type { OfficeMessage } from '@bet/contract';
import type { OddsViewSaveState } from '@bet/coupon/state';
import { Alert } from '@bet/ui';
import styles from './odds-view.module.css';

export interface OddsSaveStatusProps {
  save: OddsViewSaveState;
}

/**
 * What became of saving the odds view on the player's account (spec 02 §8 Office: the server's
 * messages, or 'main_save_success' / 'main_query_error', at most 3). A failure says the choice
 * is still shown, so the player knows nothing was lost.
 */
export function OddsSaveStatus({ save }: OddsSaveStatusProps) {
  const { t } = useTranslation();
  const text = (message: OfficeMessage) => (message.isKey ? t(message.text) : message.text);
  if (save.status === 'idle') return null;
  if (save.status === 'pending') return <Alert tone="info">{t('coupon_odds_saving')}</Alert>;
  const list = (
    <ul className={styles.messages}>
      {save.messages.map((message, index) => (
        // The messages never reorder: their place is their identity.
        <li key={index}>{text(message)}</li>
      ))}
    </ul>
  );
  return save.status === 'saved' ? (
    <Alert tone="success">{list}</Alert>
  ) : (
    <Alert tone="error" title={t('coupon_odds_not_saved')}>
      {list}
    </Alert>
  );
}
