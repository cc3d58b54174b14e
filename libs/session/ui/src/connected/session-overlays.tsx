import { AuthDialogHost } from './auth-dialog-host';
import { CaptchaHost } from './captcha-host';
import { LogoutHost } from './logout-host';
import { SessionNotices } from './session-notices';

/** Every dialog and notice of the session, for a layout to render once. */
export function SessionOverlays() {
  return (
    <>
      <AuthDialogHost />
      <CaptchaHost />
      <LogoutHost />
      <SessionNotices />
    </>
  );
}
