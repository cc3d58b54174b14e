import { useTranslation } from 'react-i18next';
import { Dialog } from '@bet/ui';

export interface SessionLimitEndedDialogProps {
  open: boolean;
  /** Closing or confirming: the player is logged out. */
  onClose: () => void;
}

/** Spec 02 §8 "Session limit ended: main_session_limit_ended plus main_session_limit_visit_tomorrow; user logged out". */
export function SessionLimitEndedDialog({ open, onClose }: SessionLimitEndedDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      size="sm"
      title={t('main_session_limit_ended')}
      description={t('main_session_limit_visit_tomorrow')}
      closeLabel={t('limits_close')}
      onClose={onClose}
      actions={{ primary: { label: t('limits_reality_logout'), onClick: onClose } }}
    />
  );
}
