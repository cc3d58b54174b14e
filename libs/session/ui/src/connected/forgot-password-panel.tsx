import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { forgotPasswordRequested, selectForgotPassword, signInOpened } from '@bet/session';
import { ForgotPasswordForm } from '../forgot-password-form';
import { authErrorText } from './auth-error-text';

export function ForgotPasswordPanel() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const forgot = useSelector(selectForgotPassword);
  return (
    <ForgotPasswordForm
      status={forgot.status}
      error={authErrorText(t, forgot.error)}
      onSubmit={(values) => dispatch(forgotPasswordRequested(values))}
      onBack={() => dispatch(signInOpened({}))}
    />
  );
}
