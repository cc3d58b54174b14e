import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RealityCheckAction } from '@bet/contract';
import { Checkbox, Dialog } from '@bet/ui';

export interface RealityCheckDialogProps {
  open: boolean;
  /** The reminder's interval, minutes. */
  minutes: number;
  onAnswer: (action: RealityCheckAction, doNotShowAgain: boolean) => void;
}

/**
 * Spec 01 §4 "Reality check": continue (with the do-not-show-again option), sign out, or nothing
 * (close or Escape: `dismiss`). Every choice is reported by the saga.
 */
export function RealityCheckDialog({ open, minutes, onAnswer }: RealityCheckDialogProps) {
  const { t } = useTranslation();
  const [doNotShowAgain, setDoNotShowAgain] = useState(false);
  return (
    <Dialog
      open={open}
      size="sm"
      title={t('limits_reality_title')}
      description={t('limits_reality_text', { minutes })}
      closeLabel={t('limits_close')}
      onClose={() => onAnswer('dismiss', false)}
      actions={{
        secondary: { label: t('limits_reality_logout'), onClick: () => onAnswer('logout', false) },
        primary: { label: t('limits_reality_continue'), onClick: () => onAnswer('continue', doNotShowAgain) },
      }}
    >
      <Checkbox
        label={t('limits_reality_do_not_show')}
        checked={doNotShowAgain}
        onChange={(event) => setDoNotShowAgain(event.target.checked)}
      />
    </Dialog>
  );
}
