import { useDispatch, useSelector } from 'react-redux';
import { autoLogoffNoticeDismissed, selectNotices, sessionExpiredNoticeDismissed, signInOpened } from '@bet/session';
import { AutoLogoffNotice } from '../auto-logoff-notice';
import { SessionExpiredNotice } from '../session-expired-notice';

/**
 * The notices a player finds after being signed out without asking: the one-time auto-logoff
 * notice of spec 01 §4 and the session-ended notice (a failed token refresh, spec 02 §4).
 */
export function SessionNotices() {
  const dispatch = useDispatch();
  const notices = useSelector(selectNotices);
  const signInAgain = (dismiss: () => { type: string }) => () => {
    dispatch(dismiss());
    dispatch(signInOpened({}));
  };
  return (
    <>
      <AutoLogoffNotice
        open={notices.autoLogoff}
        onSignIn={signInAgain(autoLogoffNoticeDismissed)}
        onClose={() => dispatch(autoLogoffNoticeDismissed())}
      />
      {notices.sessionExpired ? <SessionExpiredNotice onSignIn={signInAgain(sessionExpiredNoticeDismissed)} /> : null}
    </>
  );
}
