import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useParams } from 'react-router';
import { REGISTRATION_TYPES, type RegistrationType } from '@bet/contract';
import { registrationTypeChanged, selectRegistration, selectUserId } from '@bet/session';
import { Alert } from '@bet/ui';
import styles from './auth-page.module.css';
import { RegistrationPanel } from './registration-panel';
import { useAuthPageShown } from './use-auth-page';
import { useAuthSettings } from './use-auth-settings';

function isRegistrationType(value: string | undefined): value is RegistrationType {
  return (REGISTRATION_TYPES as readonly string[]).includes(value ?? '');
}

/**
 * Spec 01 §2 registration/{type?}: the form on its own page, opened at the type of the address.
 * Refused (spec 01 §5) when registration is off or the site is a VIP domain. A signed-in player
 * goes home, except right after a one-click registration, whose credentials show first.
 */
export function RegistrationPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { type } = useParams();
  const userId = useSelector(selectUserId);
  const { credentials } = useSelector(selectRegistration);
  const { language, registrationAllowed, auth } = useAuthSettings();
  useAuthPageShown('registration');

  useEffect(() => {
    if (isRegistrationType(type) && auth.registrationTypes.includes(type)) {
      dispatch(registrationTypeChanged({ type }));
    }
  }, [auth.registrationTypes, dispatch, type]);

  if (userId !== null && !credentials) return <Navigate to={`/${language}/`} replace />;
  return (
    <section className={styles.page} aria-labelledby="registration-page-title">
      <h1 id="registration-page-title" className={styles.title}>
        {t(registrationAllowed ? 'registration_title' : 'registration_closed_title')}
      </h1>
      {registrationAllowed ? <RegistrationPanel /> : <Alert tone="info">{t('registration_closed_text')}</Alert>}
    </section>
  );
}
