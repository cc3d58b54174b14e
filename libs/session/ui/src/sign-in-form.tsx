import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginForm } from '@bet/contract';
import type { TranslationKey } from '@bet/i18n';
import { Button, Checkbox, PasswordField, TextField } from '@bet/ui';
import type { SignInValues } from '@bet/session';
import { SessionForm } from './form/session-form';
import { PhoneFields, type PhoneCodeOption } from './form/phone-fields';
import { useForm, type FieldMessages } from './form/use-form';
import styles from './form.module.css';
import { normalisePhoneCode, phoneMessages, stripPhone } from './phone';
import { SmsCodeFields, type SmsCodeState } from './sms-code-fields';
import { codeMessage, TwoStepForm } from './two-step-form';
import { secondsUntil, useClock } from './use-clock';

/** What the player submits, one shape per login form: the session's own (spec 01 §3 "Login forms"). */
export type { SignInValues } from '@bet/session';
export type { PhoneCodeOption } from './form/phone-fields';
export type { SmsCodeState } from './sms-code-fields';

export type SignInStatus = 'idle' | 'pending' | 'failed';

export interface SmsCodeRequest {
  phoneCode: string;
  phone: string;
}

export interface SignInFormProps {
  /** Login forms offered, in tab order (site auth config). One form: no tabs. */
  forms: readonly LoginForm[];
  activeForm: LoginForm;
  onFormChange: (form: LoginForm) => void;
  status: SignInStatus;
  /** The server's message for the last failure, shown in an alert at the top. */
  error: string | null;
  /** The server asked for a two-step code sent to `sentTo` (a masked e-mail or phone). */
  twoStep: { sentTo: string } | null;
  /** Progress of the SMS code for the `sms` form. */
  sms?: SmsCodeState;
  /** Current time in epoch ms for the resend countdown; without it the form keeps its own clock. */
  now?: number;
  phoneCodes: readonly PhoneCodeOption[];
  onSubmit: (values: SignInValues) => void;
  onRequestSmsCode?: (request: SmsCodeRequest) => void;
  onSubmitTwoStepCode: (values: { code: string }) => void;
  onForgotPassword: () => void;
  /** Shown only when registration is allowed (spec 01 §5: not on a VIP domain). */
  onRegister?: () => void;
  registrationAllowed?: boolean;
}

interface Fields {
  login: string;
  password: string;
  phoneCode: string;
  phone: string;
  code: string;
  save: boolean;
}

const FORM_LABELS: Record<LoginForm, TranslationKey> = {
  login_password: 'auth_form_login_password',
  phone_password: 'auth_form_phone_password',
  sms: 'auth_form_sms',
  login_password_two_step_code: 'auth_form_login_password_two_step_code',
};

const IDLE_SMS: SmsCodeState = { status: 'idle', resendAt: null };

const byLogin = (form: LoginForm) => form === 'login_password' || form === 'login_password_two_step_code';

/**
 * Client-side checks, in the order the fields appear, so the first key is the field to focus.
 * The spec names no field rules (01 §5 "Field-level form messages: not shown"); these are the
 * least the calls need, and they save a round trip for an empty or malformed field.
 */
function signInMessages(form: LoginForm, fields: Fields, codeStage: boolean): FieldMessages<Fields> {
  const messages: FieldMessages<Fields> = byLogin(form)
    ? fields.login.trim() === ''
      ? { login: 'auth_error_login_required' }
      : {}
    : phoneMessages(fields);
  if (form === 'sms') {
    const code = codeStage ? codeMessage(fields.code) : undefined;
    if (code) messages.code = code;
  } else if (fields.password === '') {
    messages.password = 'auth_error_password_required';
  }
  return messages;
}

function toValues(form: LoginForm, fields: Fields): SignInValues {
  const phoneCode = normalisePhoneCode(fields.phoneCode);
  const phone = stripPhone(fields.phone);
  switch (form) {
    case 'login_password':
    case 'login_password_two_step_code':
      // The password is sent as typed: spaces may be part of it.
      return { form, login: fields.login.trim(), password: fields.password, save: fields.save };
    case 'phone_password':
      return { form, phoneCode, phone, password: fields.password, save: fields.save };
    case 'sms':
      return { form, phoneCode, phone, code: fields.code.trim(), save: fields.save };
  }
}

/**
 * The sign-in form: one tab per login form, then the fields of the active one. Presentational:
 * what was typed lives in the form (`useForm`) and survives a failed attempt; the outcome comes
 * back through `status`, `error`, `twoStep` and `sms`.
 */
export function SignInForm({
  forms,
  activeForm,
  onFormChange,
  status,
  error,
  twoStep,
  sms = IDLE_SMS,
  now,
  phoneCodes,
  onSubmit,
  onRequestSmsCode,
  onSubmitTwoStepCode,
  onForgotPassword,
  onRegister,
  registrationAllowed = true,
}: SignInFormProps) {
  const { t } = useTranslation();
  const form = useForm<Fields>({
    initial: () => ({
      login: '',
      password: '',
      phoneCode: phoneCodes[0]?.code ?? '',
      phone: '',
      code: '',
      save: false,
    }),
    error,
  });
  const pending = status === 'pending';
  // The code field appears once a code has been sent, and stays while another is requested.
  const codeStage = sms.status === 'sent' || sms.resendAt !== null;
  const secondsLeft = secondsUntil(sms.resendAt, useClock(now, sms.resendAt));

  // When the code has just been sent, the next thing to do is type it: move focus there.
  const previousSmsStatus = useRef(sms.status);
  useEffect(() => {
    if (previousSmsStatus.current === 'sending' && sms.status === 'sent') {
      form.formRef.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
    }
    previousSmsStatus.current = sms.status;
  }, [form.formRef, sms.status]);

  function requestCode() {
    if (sms.status === 'sending' || secondsLeft > 0) return;
    if (!form.check(phoneMessages)) return;
    onRequestSmsCode?.({ phoneCode: normalisePhoneCode(form.values.phoneCode), phone: stripPhone(form.values.phone) });
  }

  function handleSubmit() {
    // Enter in the sms form before a code exists means "send me the code".
    if (activeForm === 'sms' && !codeStage) {
      requestCode();
      return;
    }
    if (form.check((fields) => signInMessages(activeForm, fields, codeStage)))
      onSubmit(toValues(activeForm, form.values));
  }

  if (twoStep) {
    return <TwoStepForm sentTo={twoStep.sentTo} pending={pending} error={error} onSubmit={onSubmitTwoStepCode} />;
  }

  const password = (
    <PasswordField
      {...form.text('password')}
      label={t('auth_password_label')}
      toggleLabel={t('auth_password_show')}
      required
    />
  );
  const phone = <PhoneFields phoneCode={form.text('phoneCode')} phone={form.text('phone')} phoneCodes={phoneCodes} />;

  return (
    <SessionForm
      form={form}
      tabs={{
        label: t('auth_forms_label'),
        items: forms.map((id) => ({ id, label: t(FORM_LABELS[id]) })),
        selected: activeForm,
        onSelect: onFormChange,
      }}
      pending={pending}
      error={error}
      onSubmit={handleSubmit}
    >
      {byLogin(activeForm) ? (
        <>
          <TextField
            {...form.text('login')}
            label={t('auth_login_label')}
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            required
          />
          {password}
        </>
      ) : null}
      {activeForm === 'phone_password' ? (
        <>
          {phone}
          {password}
        </>
      ) : null}
      {activeForm === 'sms' ? (
        <>
          {phone}
          <SmsCodeFields
            sms={sms}
            codeStage={codeStage}
            secondsLeft={secondsLeft}
            sentTo={`${normalisePhoneCode(form.values.phoneCode)} ${stripPhone(form.values.phone)}`}
            hasError={error !== null}
            code={form.text('code')}
            onRequestCode={requestCode}
          />
        </>
      ) : null}
      <Checkbox {...form.checkbox('save')} label={t('auth_keep_signed_in')} />
      {activeForm !== 'sms' || codeStage ? (
        <Button type="submit" size="lg" fullWidth busy={pending}>
          {t('auth_sign_in_button')}
        </Button>
      ) : null}
      <div className={styles.links}>
        <Button variant="ghost" size="sm" onClick={onForgotPassword}>
          {t('auth_forgot_password')}
        </Button>
        {registrationAllowed && onRegister ? (
          <span>
            {t('auth_register_prompt')}{' '}
            <Button variant="ghost" size="sm" onClick={onRegister}>
              {t('auth_register_button')}
            </Button>
          </span>
        ) : null}
      </div>
    </SessionForm>
  );
}
