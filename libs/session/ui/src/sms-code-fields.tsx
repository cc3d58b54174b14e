import { useTranslation } from 'react-i18next';
import { Alert, Button, TextField } from '@bet/ui';
import styles from './form.module.css';
import type { TextBinding } from './form/use-form';

export interface SmsCodeState {
  status: 'idle' | 'sending' | 'sent' | 'failed';
  /** When a new code may be requested (epoch ms); null before the first code. */
  resendAt: number | null;
}

export interface SmsCodeFieldsProps {
  sms: SmsCodeState;
  /** A code has been sent: the code field shows, and stays while another is asked for. */
  codeStage: boolean;
  /** Seconds before another code may be asked for. */
  secondsLeft: number;
  /** The number the code went to, as the player typed it. */
  sentTo: string;
  /** The server's own error is shown above: do not say the sending failed twice. */
  hasError: boolean;
  code: TextBinding;
  onRequestCode: () => void;
}

/**
 * The SMS sign-in's code part (spec 02 §7 "Send SMS", "By SMS code"): the send button, which
 * counts down before a resend, what became of the last code, and the code field once one was sent.
 */
export function SmsCodeFields({
  sms,
  codeStage,
  secondsLeft,
  sentTo,
  hasError,
  code,
  onRequestCode,
}: SmsCodeFieldsProps) {
  const { t } = useTranslation();
  const sendLabel =
    secondsLeft > 0
      ? t('auth_sms_resend_in', { seconds: secondsLeft })
      : codeStage
        ? t('auth_sms_resend')
        : t('auth_sms_send');
  return (
    <>
      {sms.status === 'sent' ? <Alert tone="info">{t('auth_sms_sent', { phone: sentTo })}</Alert> : null}
      {sms.status === 'failed' && !hasError ? <Alert tone="error">{t('auth_sms_failed')}</Alert> : null}
      <div className={styles.actions}>
        <Button
          // Before a code exists this is the form's only submit button, so Enter in the phone
          // field sends the code (implicit submission needs a submit button).
          type={codeStage ? 'button' : 'submit'}
          variant={codeStage ? 'secondary' : 'primary'}
          fullWidth={!codeStage}
          size={codeStage ? 'md' : 'lg'}
          busy={sms.status === 'sending'}
          // aria-disabled, not disabled: the button keeps focus through the countdown.
          aria-disabled={secondsLeft > 0 || undefined}
          onClick={codeStage ? onRequestCode : undefined}
        >
          {sendLabel}
        </Button>
      </div>
      {codeStage ? (
        <TextField
          {...code}
          label={t('auth_sms_code_label')}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
        />
      ) : null}
    </>
  );
}
