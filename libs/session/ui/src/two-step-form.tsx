import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '@bet/i18n';
import { Alert, Button, TextField } from '@bet/ui';
import { SessionForm } from './form/session-form';
import { useForm } from './form/use-form';
import { isDigits } from './phone';

export interface TwoStepFormProps {
  /** Where the code went (a masked e-mail or phone). */
  sentTo: string;
  pending: boolean;
  /** The server's message for the last failure. */
  error: string | null;
  onSubmit: (values: { code: string }) => void;
}

/** A code of digits: the SMS code and the two-step code. */
export function codeMessage(code: string): TranslationKey | undefined {
  if (code.trim() === '') return 'auth_error_code_required';
  return isDigits(code) ? undefined : 'auth_error_code_invalid';
}

/** The sign-in's second step: the code the server sent (spec 02 §7 "Two-step: code, save"). */
export function TwoStepForm({ sentTo, pending, error, onSubmit }: TwoStepFormProps) {
  const { t } = useTranslation();
  const form = useForm({ initial: () => ({ twoStepCode: '' }), error });

  function handleSubmit() {
    const valid = form.check(({ twoStepCode }) => {
      const message = codeMessage(twoStepCode);
      return message ? { twoStepCode: message } : {};
    });
    if (valid) onSubmit({ code: form.values.twoStepCode.trim() });
  }

  return (
    <SessionForm form={form} pending={pending} error={error} onSubmit={handleSubmit}>
      <Alert tone="info">{t('auth_two_step_text', { sentTo })}</Alert>
      <TextField
        {...form.text('twoStepCode')}
        label={t('auth_two_step_code_label')}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        autoFocus
      />
      <Button type="submit" size="lg" fullWidth busy={pending}>
        {t('auth_two_step_submit')}
      </Button>
    </SessionForm>
  );
}
