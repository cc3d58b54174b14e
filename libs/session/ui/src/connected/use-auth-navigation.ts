import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { authDialogClosed, registrationOpened, signInOpened } from '@bet/session';
import { useAuthSettings } from './use-auth-settings';

/**
 * Spec 01 §2: "The registration form opens as a modal or redirects to the registration page,
 * depending on settings". Sign-in always opens the authorization dialog.
 */
export function useAuthNavigation() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { auth, language } = useAuthSettings();
  return {
    openSignIn: () => dispatch(signInOpened({})),
    openRegistration: () => {
      if (auth.registrationOpensAs === 'page') {
        dispatch(authDialogClosed());
        void navigate(`/${language}/registration`);
      } else {
        dispatch(registrationOpened({}));
      }
    },
  };
}
