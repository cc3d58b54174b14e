import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Navigate } from 'react-router';
import { selectUserId } from '@bet/session';
import styles from './auth-page.module.css';
import { SignInPanel } from './sign-in-panel';
import { useAuthPageShown } from './use-auth-page';
import { useAuthSettings } from './use-auth-settings';

/** Spec 01 §2 user/login, guests only: a signed-in player goes home. */
export function SignInPage() {
  const { t } = useTranslation();
  const userId = useSelector(selectUserId);
  const { language } = useAuthSettings();
  useAuthPageShown('signIn');
  if (userId !== null) return <Navigate to={`/${language}/`} replace />;
  return (
    <section className={styles.page} aria-labelledby="sign-in-page-title">
      <h1 id="sign-in-page-title" className={styles.title}>
        {t('auth_sign_in_title')}
      </h1>
      <SignInPanel />
    </section>
  );
}
