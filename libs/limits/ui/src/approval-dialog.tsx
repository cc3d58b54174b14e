import { useTranslation } from 'react-i18next';
import type { Limit } from '@bet/contract';
import { Dialog } from '@bet/ui';
import { formatLimitValue } from './format';

export interface ApprovalDialogProps {
  /** The PENDING change due for the player's answer, or null (closed). */
  change: Limit | null;
  language: string;
  busy: boolean;
  onConfirm: () => void;
  onReject: () => void;
}

/** Spec 01 §4 "Deposit limit": a non-closable modal asks approve or reject (sent as limit actions); Escape does nothing. */
export function ApprovalDialog({ change, language, busy, onConfirm, onReject }: ApprovalDialogProps) {
  const { t } = useTranslation();
  if (!change) return null;
  const value = formatLimitValue(t, change.limitValue, change.measure, change.currency, language);
  return (
    <Dialog
      open
      size="sm"
      dismissible={false}
      title={t('limits_approval_title')}
      description={t('limits_approval_text', { name: t(`limits_type_${change.limitType}`), value })}
      onClose={() => undefined}
      actions={{
        secondary: { label: t('limits_approval_reject'), onClick: onReject, disabled: busy },
        primary: { label: t('limits_approval_confirm'), onClick: onConfirm, busy },
      }}
    />
  );
}
