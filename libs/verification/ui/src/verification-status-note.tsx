import { useTranslation } from 'react-i18next';
import type { VerificationStatus } from '@bet/verification';
import { Alert } from '@bet/ui';

export interface VerificationStatusNoteProps {
  /** Spec 01 §4, from `verificationStatusOf`. */
  status: VerificationStatus;
}

const TONES = { verified: 'success', pending: 'info', 'not-verified': 'warning', unknown: 'info' } as const;
const KEYS = {
  verified: 'verification_status_verified',
  pending: 'verification_status_pending',
  'not-verified': 'verification_status_not_verified',
  unknown: 'verification_status_unknown',
} as const;

/** The player's verification status in one sentence, announced when it changes. */
export function VerificationStatusNote({ status }: VerificationStatusNoteProps) {
  const { t } = useTranslation();
  return (
    <div data-status={status}>
      <Alert tone={TONES[status]}>{t(KEYS[status])}</Alert>
    </div>
  );
}
