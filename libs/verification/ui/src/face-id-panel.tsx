import { useTranslation } from 'react-i18next';
import type { VerificationResult } from '@bet/contract';
import { Alert, Button, Spinner } from '@bet/ui';
import { FACE_ID_PROBLEM_TEXTS, type FaceIdPhase, type FaceIdProblem } from '@bet/verification';
import styles from './verification.module.css';

export interface FaceIdPanelProps {
  phase: FaceIdPhase;
  result: VerificationResult | null;
  problem: FaceIdProblem | null;
  onStart: () => void;
}

/** Spec 02 §8 "Results": denied is an error, successful a success, unverified pending. */
const RESULTS = {
  VERIFICATION_SUCCESSFUL: { tone: 'success', key: 'identification_result_success' },
  VERIFICATION_DENIED: { tone: 'error', key: 'identification_result_denied' },
  UNVERIFIED: { tone: 'info', key: 'identification_result_unverified' },
} as const;

/**
 * Spec 02 §8 "Face id and identification": the session with the provider and what came of it.
 * The button says what to do next: retry after a service error, retake after a bad photo; none
 * after "out of attempts".
 */
export function FaceIdPanel({ phase, result, problem, onStart }: FaceIdPanelProps) {
  const { t } = useTranslation();
  const busy = phase === 'starting' || phase === 'active';
  const actionKey =
    phase === 'failed'
      ? problem === 'photo'
        ? 'identification_retake'
        : 'identification_retry'
      : 'identification_start';
  const canStart = !busy && !(phase === 'failed' && problem === 'attempts') && result !== 'VERIFICATION_SUCCESSFUL';
  return (
    <div className={styles.form}>
      <p>{t('identification_intro')}</p>
      {phase === 'starting' ? <Spinner label={t('identification_starting')} showLabel /> : null}
      {phase === 'active' ? <Spinner label={t('identification_active')} showLabel /> : null}
      {phase === 'finished' && result ? <Alert tone={RESULTS[result].tone}>{t(RESULTS[result].key)}</Alert> : null}
      {phase === 'failed' && problem ? (
        <Alert tone={FACE_ID_PROBLEM_TEXTS[problem].tone}>{t(FACE_ID_PROBLEM_TEXTS[problem].key)}</Alert>
      ) : null}
      {canStart ? (
        <div>
          <Button onClick={onStart}>{t(actionKey)}</Button>
        </div>
      ) : null}
    </div>
  );
}
