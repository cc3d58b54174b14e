import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate } from 'react-router';
import { forgotPasswordOpened, selectSessionStatus } from '@bet/session';
import { DEFAULT_LANGUAGE } from '@bet/platform';
import { selectLanguage } from '@bet/site';
import { Spinner } from '@bet/ui';

function useLanguage(): string {
  return useSelector(selectLanguage) ?? DEFAULT_LANGUAGE;
}

/** While the first session check has not answered, the page cannot know who may see it. */
export function Checking() {
  const { t } = useTranslation();
  return <Spinner label={t('main_loading')} />;
}

/**
 * Spec 01 §2 "user/forgotpassword redirects to home with query flag showForgotPasswordModal=1
 * (opens the forgot-password modal for unauthenticated users)". The session reads that flag at
 * start; a navigation inside the running app opens the view directly, once the session check
 * has said whether the player is a visitor.
 */
export function ForgotPasswordRedirect() {
  const status = useSelector(selectSessionStatus);
  const language = useLanguage();
  const dispatch = useDispatch();
  useEffect(() => {
    if (status === 'guest') dispatch(forgotPasswordOpened());
  }, [dispatch, status]);
  if (status === 'unknown') return <Checking />;
  return <Navigate to={`/${language}/`} replace />;
}
