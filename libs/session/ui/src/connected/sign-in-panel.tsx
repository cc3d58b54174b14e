import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import {
  forgotPasswordOpened,
  selectSignIn,
  signInFormChanged,
  signInRequested,
  smsCodeRequested,
  twoStepCodeSubmitted,
} from '@bet/session';
import { SignInForm } from '../sign-in-form';
import { useAuthNavigation } from './use-auth-navigation';
import { authErrorText } from './auth-error-text';
import { PHONE_CODES } from './phone-codes';
import { useAuthSettings } from './use-auth-settings';

export interface SignInPanelProps {
  /** Opens registration; by default as the settings say (dialog or page). */
  onRegister?: () => void;
}

/** The sign-in form bound to the session state: in the dialog and on the user/login page. */
export function SignInPanel({ onRegister }: SignInPanelProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const signIn = useSelector(selectSignIn);
  const { auth, registrationAllowed } = useAuthSettings();
  const { openRegistration } = useAuthNavigation();
  const forms = auth.loginForms;
  const activeForm = forms.includes(signIn.form) ? signIn.form : (forms[0] ?? signIn.form);
  return (
    <SignInForm
      forms={forms}
      activeForm={activeForm}
      onFormChange={(form) => dispatch(signInFormChanged({ form }))}
      status={signIn.status}
      error={authErrorText(t, signIn.error ?? signIn.sms.error)}
      twoStep={signIn.twoStep}
      sms={signIn.sms}
      phoneCodes={PHONE_CODES}
      onSubmit={(values) => dispatch(signInRequested(values))}
      onRequestSmsCode={(request) => dispatch(smsCodeRequested(request))}
      onSubmitTwoStepCode={(values) => dispatch(twoStepCodeSubmitted(values))}
      onForgotPassword={() => dispatch(forgotPasswordOpened())}
      registrationAllowed={registrationAllowed}
      onRegister={onRegister ?? openRegistration}
    />
  );
}
