import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import {
  credentialsAcknowledged,
  registrationRequested,
  registrationTypeChanged,
  selectRegistration,
} from '@bet/session';
import { RegisteredCredentials } from '../registered-credentials';
import { RegistrationForm } from '../registration-form';
import { authErrorText } from './auth-error-text';
import { PHONE_CODES } from './phone-codes';
import { useAuthNavigation } from './use-auth-navigation';
import { useAuthSettings } from './use-auth-settings';

/**
 * The registration form bound to the session state, or, right after a one-click registration,
 * the generated credentials (shown once, until the player says they saved them).
 */
export function RegistrationPanel() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const registration = useSelector(selectRegistration);
  const { auth, minAge } = useAuthSettings();
  const { openSignIn } = useAuthNavigation();

  if (registration.credentials) {
    return (
      <RegisteredCredentials
        login={registration.credentials.login}
        password={registration.credentials.password}
        onAcknowledge={() => dispatch(credentialsAcknowledged())}
      />
    );
  }
  const types = auth.registrationTypes;
  const activeType = types.includes(registration.type) ? registration.type : (types[0] ?? registration.type);
  return (
    <RegistrationForm
      types={types}
      activeType={activeType}
      onTypeChange={(type) => dispatch(registrationTypeChanged({ type }))}
      currencies={auth.currencies.map(({ id, iso }) => ({ id, label: iso }))}
      phoneCodes={PHONE_CODES}
      socialNetworks={auth.socialNetworks}
      minAge={minAge}
      status={registration.status}
      error={authErrorText(t, registration.error)}
      onSubmit={(values) => dispatch(registrationRequested(values))}
      onSignIn={openSignIn}
    />
  );
}
