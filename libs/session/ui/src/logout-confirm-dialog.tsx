import { useTranslation } from 'react-i18next';
import { Alert, Dialog } from '@bet/ui';

export interface LogoutConfirmDialogProps {
  open: boolean;
  /** `pending` while the disconnect call runs: confirm is busy, the dialog stays. */
  status: 'idle' | 'pending';
  /** A failure message; spec 01 §4 reloads the page on failure, so this is rarely seen. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Spec 01 §4 Session: "Logout: user confirms in dialog". Cancel gets focus: the safe choice. */
export function LogoutConfirmDialog({ open, status, error = null, onConfirm, onCancel }: LogoutConfirmDialogProps) {
  const { t } = useTranslation();
  const pending = status === 'pending';
  return (
    <Dialog
      open={open}
      size="sm"
      title={t('auth_logout_title')}
      description={t('auth_logout_text')}
      closeLabel={t('main_close')}
      onClose={() => {
        if (!pending) onCancel();
      }}
      actions={{
        primary: { label: t('auth_sign_out'), onClick: onConfirm, busy: pending },
        secondary: { label: t('main_cancel'), onClick: onCancel, disabled: pending },
      }}
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
    </Dialog>
  );
}
