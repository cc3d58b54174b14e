import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  emailConfirmationLinkOpened,
  forgotPasswordOpened,
  newsletterStopLinkOpened,
  passwordResetLinkOpened,
  passwordResetSubmitted,
  selectEmailConfirmation,
  selectIsAuthenticated,
  selectNewsletterStop,
  selectPasswordReset,
  signInOpened,
  type EmailConfirmationOutcome,
  type NewsletterOutcome,
} from '@bet/session';
import { selectLanguage } from '@bet/site';
import { usePageTitle } from '@bet/ui';
import { LinkResultView } from '../link-result-view';
import { PasswordResetView } from '../password-reset-view';
import { authErrorText } from './auth-error-text';

/** The token of the e-mailed link (`?token=`); '' when the address has none. */
function useLinkToken(): string {
  const [params] = useSearchParams();
  return params.get('token') ?? '';
}

function useHomePath(): string {
  return `/${useSelector(selectLanguage) ?? 'ru'}/`;
}

/** Issue 12, user/passwordreset?token=: the new password from the reset e-mail's link. */
export function PasswordResetPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const token = useLinkToken();
  const reset = useSelector(selectPasswordReset);
  usePageTitle(t('account_reset_title'));
  useEffect(() => {
    dispatch(passwordResetLinkOpened({ token }));
  }, [dispatch, token]);
  return (
    <PasswordResetView
      status={reset.status}
      refusal={reset.refusal}
      error={authErrorText(t, reset.error)}
      onSubmit={(password) => dispatch(passwordResetSubmitted({ token, password }))}
      onRetry={() => dispatch(passwordResetLinkOpened({ token }))}
      onSignIn={() => dispatch(signInOpened({}))}
      onNewLink={() => dispatch(forgotPasswordOpened())}
    />
  );
}

const CONFIRMATION_TEXT = {
  confirmed: { tone: 'success', text: 'account_confirm_done' },
  expired: { tone: 'warning', text: 'account_confirm_expired' },
  used: { tone: 'warning', text: 'account_confirm_used' },
  unknown: { tone: 'warning', text: 'account_confirm_unknown' },
} as const satisfies Record<EmailConfirmationOutcome, { tone: 'success' | 'warning'; text: string }>;

/**
 * Issue 12, user/activate/{type?}, user/activatefast/{type?} and user/accountverify?token=: the
 * e-mail confirmation links (one page: the route tells only which e-mail sent the link).
 */
export function EmailConfirmationPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const token = useLinkToken();
  const { type } = useParams();
  const confirmation = useSelector(selectEmailConfirmation);
  const signedIn = useSelector(selectIsAuthenticated);
  const home = useHomePath();
  usePageTitle(t('account_confirm_title'));
  const open = () => {
    dispatch(emailConfirmationLinkOpened(type === undefined ? { token } : { token, type }));
  };
  useEffect(() => {
    dispatch(emailConfirmationLinkOpened(type === undefined ? { token } : { token, type }));
  }, [dispatch, token, type]);
  const shown = confirmation.outcome ? CONFIRMATION_TEXT[confirmation.outcome] : null;
  return (
    <LinkResultView
      title={t('account_confirm_title')}
      status={confirmation.status}
      pendingLabel={t('account_confirm_pending')}
      message={
        confirmation.status === 'failed'
          ? { tone: 'error', text: t('account_confirm_failed') }
          : shown && { tone: shown.tone, text: t(shown.text) }
      }
      detail={authErrorText(t, confirmation.error)}
      retryLabel={t('account_retry')}
      onRetry={open}
      actions={
        <>
          {signedIn ? <Link to={`${home}security`}>{t('account_go_security')}</Link> : null}
          <Link to={home}>{t('account_go_home')}</Link>
        </>
      }
    />
  );
}

const NEWSLETTER_TEXT = {
  stopped: { tone: 'success', text: 'account_newsletter_stopped' },
  alreadyStopped: { tone: 'success', text: 'account_newsletter_already' },
  unknown: { tone: 'warning', text: 'account_newsletter_unknown' },
} as const satisfies Record<NewsletterOutcome, { tone: 'success' | 'warning'; text: string }>;

/** Issue 12, user/stopnewsletter?token=: the newsletter's unsubscribe link. */
export function StopNewsletterPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const token = useLinkToken();
  const stop = useSelector(selectNewsletterStop);
  const home = useHomePath();
  usePageTitle(t('account_newsletter_title'));
  const open = () => {
    dispatch(newsletterStopLinkOpened({ token }));
  };
  useEffect(() => {
    dispatch(newsletterStopLinkOpened({ token }));
  }, [dispatch, token]);
  const shown = stop.outcome ? NEWSLETTER_TEXT[stop.outcome] : null;
  return (
    <LinkResultView
      title={t('account_newsletter_title')}
      status={stop.status}
      pendingLabel={t('account_newsletter_pending')}
      message={
        stop.status === 'failed'
          ? { tone: 'error', text: t('account_newsletter_failed') }
          : shown && { tone: shown.tone, text: t(shown.text) }
      }
      detail={authErrorText(t, stop.error)}
      retryLabel={t('account_retry')}
      onRetry={open}
      actions={<Link to={home}>{t('account_go_home')}</Link>}
    />
  );
}
