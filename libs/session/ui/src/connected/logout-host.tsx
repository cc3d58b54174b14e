import { useDispatch, useSelector } from 'react-redux';
import { logoutCancelled, logoutConfirmed, selectLogoutStatus } from '@bet/session';
import { LogoutConfirmDialog } from '../logout-confirm-dialog';

/** Spec 01 §4 "Logout: user confirms in dialog". */
export function LogoutHost() {
  const dispatch = useDispatch();
  const status = useSelector(selectLogoutStatus);
  if (status === 'idle') return null;
  return (
    <LogoutConfirmDialog
      open
      status={status === 'pending' ? 'pending' : 'idle'}
      onConfirm={() => dispatch(logoutConfirmed())}
      onCancel={() => dispatch(logoutCancelled())}
    />
  );
}
