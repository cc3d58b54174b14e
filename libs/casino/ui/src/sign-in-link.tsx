import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { RETURN_URL_PARAM, routePath } from '@bet/routing';

/** "Sign in", to the sign-in page with this page as the return address (the session comes back here). */
export function SignInLink({ language }: { language: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  return <Link to={routePath('login', { language, query: { [RETURN_URL_PARAM]: back } })}>{t('casino_sign_in')}</Link>;
}
