import { useDispatch, useSelector } from 'react-redux';
import { authDialogClosed, selectAuthDialog, type AuthDialog as AuthDialogView } from '@bet/session';
import { AuthDialog, type AuthView } from '../auth-dialog';
import { ForgotPasswordPanel } from './forgot-password-panel';
import { RegistrationPanel } from './registration-panel';
import { SignInPanel } from './sign-in-panel';

const VIEWS: Record<Exclude<AuthDialogView, 'closed'>, AuthView> = {
  signIn: 'sign-in',
  registration: 'registration',
  forgotPassword: 'forgot-password',
};

/** The authorization block of spec 01 §2 as a modal, showing the view the session state names. */
export function AuthDialogHost() {
  const dispatch = useDispatch();
  const view = useSelector(selectAuthDialog);
  if (view === 'closed') return null;
  return (
    <AuthDialog open view={VIEWS[view]} onClose={() => dispatch(authDialogClosed())}>
      {view === 'signIn' ? <SignInPanel /> : null}
      {view === 'registration' ? <RegistrationPanel /> : null}
      {view === 'forgotPassword' ? <ForgotPasswordPanel /> : null}
    </AuthDialog>
  );
}
