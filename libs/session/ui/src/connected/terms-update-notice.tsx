import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { selectTermsUpdateNotice, termsUpdateNoticeDismissed } from '@bet/session';
import { ShellNotice } from '@bet/site-ui';

/** Spec 01 §4 "Terms: an alert appears when update time changes", among the site shell's notices. */
export function TermsUpdateNotice() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const show = useSelector(selectTermsUpdateNotice);
  if (!show) return null;
  return <ShellNotice message={t('shell_terms_updated')} onDismiss={() => dispatch(termsUpdateNoticeDismissed())} />;
}
