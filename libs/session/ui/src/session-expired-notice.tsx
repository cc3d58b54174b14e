import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@bet/ui';

export interface SessionExpiredNoticeProps {
  onSignIn: () => void;
  className?: string;
}

/**
 * Shown in the page (not a modal) when the token could not be refreshed and the player was
 * signed out (spec 02 §4 "Authentication failures"): the page they were reading stays usable.
 * A status, not an alert: nothing has to be done at once.
 */
export function SessionExpiredNotice({ onSignIn, className }: SessionExpiredNoticeProps) {
  const { t } = useTranslation();
  return (
    <Alert
      tone="info"
      className={className}
      action={
        <Button size="sm" onClick={onSignIn}>
          {t('auth_sign_in_button')}
        </Button>
      }
    >
      {t('auth_session_expired')}
    </Alert>
  );
}
