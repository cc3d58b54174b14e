import { useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { logoutRequested, selectDisplayName, selectSessionStatus, selectUserId } from '@bet/session';
import { GuestActions } from '../guest-actions';
import { UserBadge } from '../user-badge';
import { useAuthNavigation } from './use-auth-navigation';
import { useAuthSettings } from './use-auth-settings';

export interface SessionHeaderActionsProps {
  /**
   * The signed-in player's account controls (balance, account switcher, account menu), which the
   * app composes from the accounts feature; shown between the name and sign-out.
   */
  accountControls?: ReactNode;
}

/**
 * The header's account controls: sign-in and registration for visitors; the player's name,
 * the account controls and sign-out once signed in. Nothing while the first session check is
 * under way, so a signed-in player never sees the visitor's buttons flash.
 */
export function SessionHeaderActions({ accountControls = null }: SessionHeaderActionsProps) {
  const dispatch = useDispatch();
  const status = useSelector(selectSessionStatus);
  const userId = useSelector(selectUserId);
  const name = useSelector(selectDisplayName);
  const { language, registrationAllowed } = useAuthSettings();
  const { openSignIn, openRegistration } = useAuthNavigation();
  // Who the header shows; a change from the visitor's buttons to the player's corner is a sign-in
  // on this page (not the first session check), after which focus moves to the corner.
  const shown = status === 'unknown' ? 'nobody' : userId === null ? 'visitor' : 'player';
  const [lastShown, setLastShown] = useState(shown);
  const [signedInHere, setSignedInHere] = useState(false);
  if (shown !== lastShown) {
    setLastShown(shown);
    setSignedInHere(lastShown === 'visitor' && shown === 'player');
  }

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
      balance={accountControls}
      language={language}
      onSignOut={() => dispatch(logoutRequested())}
      focusOnMount={signedInHere}
    />
  );
}
