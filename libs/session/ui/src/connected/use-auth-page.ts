import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { authPageLeft, authPageShown, type AuthPage } from '@bet/session';

/**
 * Tells the session that its sign-in or registration page is on screen while the component is
 * mounted (spec 01 §4: the registration reminder waits while an auth form is open).
 */
export function useAuthPageShown(page: AuthPage): void {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(authPageShown({ page }));
    return () => {
      dispatch(authPageLeft());
    };
  }, [dispatch, page]);
}
