import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router';
import { forgotPasswordOpened, RETURN_URL_PARAM, selectSessionStatus } from '@bet/session';
import { selectLanguage } from '@bet/site';
import { Spinner } from '@bet/ui';

function useLanguage(): string {
  return useSelector(selectLanguage) ?? 'ru';
}

/** While the first session check has not answered, the page cannot know who may see it. */
function Checking() {
  const { t } = useTranslation();
  return <Spinner label={t('main_loading')} />;
}

/**
 * Routes that need a signed-in player (spec 01 §6). A visitor goes to user/login with the
 * wanted address as the return URL, which the session reads after sign-in (spec 01 §5).
 */
export function RequireSignedIn() {
  const status = useSelector(selectSessionStatus);
  const language = useLanguage();
  const { pathname, search, hash } = useLocation();
  if (status === 'unknown') return <Checking />;
  if (status === 'guest') {
    const back = encodeURIComponent(`${pathname}${search}${hash}`);
    return <Navigate to={`/${language}/user/login?${RETURN_URL_PARAM}=${back}`} replace />;
  }
  return <Outlet />;
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

/** Spec 01 §2 "user/coupon redirects to the language root". */
export function LanguageRootRedirect() {
  return <Navigate to={`/${useLanguage()}/`} replace />;
}
