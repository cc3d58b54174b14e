import { useDispatch, useSelector } from 'react-redux';
import {
  logoutRequested,
  selectActiveAccount,
  selectDisplayName,
  selectSessionStatus,
  selectUserConfig,
  selectUserId,
} from '@bet/session';
import { GuestActions } from '../guest-actions';
import { UserBadge } from '../user-badge';
import { useAuthNavigation } from './use-auth-navigation';
import { useAuthSettings } from './use-auth-settings';

/**
 * The header's account controls: sign-in and registration for visitors; the player's name,
 * balance and sign-out once signed in. Nothing while the first session check is under way, so
 * a signed-in player never sees the visitor's buttons flash.
 */
export function SessionHeaderActions() {
  const dispatch = useDispatch();
  const status = useSelector(selectSessionStatus);
  const userId = useSelector(selectUserId);
  const name = useSelector(selectDisplayName);
  const config = useSelector(selectUserConfig);
  const account = useSelector(selectActiveAccount);
  const { language, registrationAllowed } = useAuthSettings();
  const { openSignIn, openRegistration } = useAuthNavigation();

  if (status === 'unknown') return null;
  if (userId === null) {
    return (
      <GuestActions onSignIn={openSignIn} onRegister={openRegistration} registrationAllowed={registrationAllowed} />
    );
  }
  return (
    <UserBadge
      name={name}
      playerId={userId}
      money={account?.money ?? 0}
      currency={account?.iso ?? 'RUB'}
      hidden={account === null || (config?.user_hide_balance ?? false)}
      language={language}
      onSignOut={() => dispatch(logoutRequested())}
    />
  );
}
