import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { selectTerms, termsConfirmRequested } from '@bet/session';
import { Alert, Button } from '@bet/ui';
import styles from './auth-page.module.css';

/**
 * Spec 01 §2 "confirm (terms)": where a 451 with exception_code 1 sends the player (spec 02
 * §4). Accepting calls the confirm endpoint; the session saga then goes home. A failure shows
 * 'information_confirm_terms_error' in an alert the player cannot dismiss (spec 02 §8).
 */
export function ConfirmTermsPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const terms = useSelector(selectTerms);
  return (
    <section className={styles.page} aria-labelledby="confirm-terms-title">
      <h1 id="confirm-terms-title" className={styles.title}>
        {t('information_confirm_terms_title')}
      </h1>
      <p>{t('information_confirm_terms_text')}</p>
      {terms.status === 'failed' ? <Alert tone="error">{t('information_confirm_terms_error')}</Alert> : null}
      <Button busy={terms.status === 'confirming'} onClick={() => dispatch(termsConfirmRequested())}>
        {t('information_confirm_terms_button')}
      </Button>
    </section>
  );
}
