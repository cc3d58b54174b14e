import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginForm } from '@bet/contract';
import type { TranslationKey } from '@bet/i18n';
import { Alert, Button, Checkbox, PasswordField, Select, Tabs, TextField } from '@bet/ui';
import type { SignInValues } from '@bet/session';
import styles from './form.module.css';
import { isDigits, isValidPhone, normalisePhoneCode, stripPhone } from './phone';
import { secondsUntil, useClock } from './use-clock';

/** What the player submits, one shape per login form: the session's own (spec 01 §3 "Login forms"). */
export type { SignInValues } from '@bet/session';

export type SignInStatus = 'idle' | 'pending' | 'failed';

export interface SmsCodeState {
  status: 'idle' | 'sending' | 'sent' | 'failed';
  /** When a new code may be requested (epoch ms); null before the first code. */
  resendAt: number | null;
}

export interface PhoneCodeOption {
  /** The dialling code, with or without "+": it is normalised before it is reported. */
  code: string;
  label: string;
}

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
  twoStepCode: string;
  save: boolean;
}

type FieldName = Exclude<keyof Fields, 'save'>;
type FieldErrors = Partial<Record<FieldName, TranslationKey>>;

const FORM_LABELS: Record<LoginForm, TranslationKey> = {
  login_password: 'auth_form_login_password',
  phone_password: 'auth_form_phone_password',
  sms: 'auth_form_sms',
  login_password_two_step_code: 'auth_form_login_password_two_step_code',
};

const IDLE_SMS: SmsCodeState = { status: 'idle', resendAt: null };

function phoneErrors(fields: Fields): FieldErrors {
  const errors: FieldErrors = {};
  if (normalisePhoneCode(fields.phoneCode) === '') errors.phoneCode = 'auth_error_phone_code_required';
  if (fields.phone.trim() === '') errors.phone = 'auth_error_phone_required';
  else if (!isValidPhone(fields.phone)) errors.phone = 'auth_error_phone_invalid';
  return errors;
}

function codeError(code: string): TranslationKey | undefined {
  if (code.trim() === '') return 'auth_error_code_required';
  return isDigits(code) ? undefined : 'auth_error_code_invalid';
}

/**
 * Client-side checks, in the order the fields appear, so the first key is the field to focus.
 * The spec names no field rules (01 §5 "Field-level form messages: not shown"); these are the
 * least the calls need, and they save a round trip for an empty or malformed field.
 */
function validate(form: LoginForm, fields: Fields, codeStage: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (form === 'login_password' || form === 'login_password_two_step_code') {
    if (fields.login.trim() === '') errors.login = 'auth_error_login_required';
  } else {
    Object.assign(errors, phoneErrors(fields));
  }
  if (form === 'sms') {
    const code = codeStage ? codeError(fields.code) : undefined;
    if (code) errors.code = code;
  } else if (fields.password === '') {
    errors.password = 'auth_error_password_required';
  }
  return errors;
}

function toValues(form: LoginForm, fields: Fields): SignInValues {
  const phoneCode = normalisePhoneCode(fields.phoneCode);
  const phone = stripPhone(fields.phone);
  const login = fields.login.trim();
  switch (form) {
    case 'login_password':
    case 'login_password_two_step_code':
      // The password is sent as typed: spaces may be part of it.
      return { form, login, password: fields.password, save: fields.save };
    case 'phone_password':
      return { form, phoneCode, phone, password: fields.password, save: fields.save };
    case 'sms':
      return { form, phoneCode, phone, code: fields.code.trim(), save: fields.save };
  }
}

/**
 * The sign-in form: one tab per login form, then the fields of the active one. Presentational:
 * what was typed lives here (and survives a failed attempt, DESIGN.md "a failed save keeps what
 * the player typed"); the outcome comes back through `status`, `error`, `twoStep` and `sms`.
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
  const formRef = useRef<HTMLFormElement>(null);
  const [fields, setFields] = useState<Fields>(() => ({
    login: '',
    password: '',
    phoneCode: phoneCodes[0]?.code ?? '',
    phone: '',
    code: '',
    twoStepCode: '',
    save: false,
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const pending = status === 'pending';
  // The code field appears once a code has been sent, and stays while another is requested.
  const codeStage = sms.status === 'sent' || sms.resendAt !== null;
  const clock = useClock(now, sms.resendAt);
  const secondsLeft = secondsUntil(sms.resendAt, clock);

  // When the code has just been sent, the next thing to do is type it: move focus there.
  const previousSmsStatus = useRef(sms.status);
  useEffect(() => {
    if (previousSmsStatus.current === 'sending' && sms.status === 'sent') {
      formRef.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
    }
    previousSmsStatus.current = sms.status;
  }, [sms.status]);

  function update<K extends keyof Fields>(name: K, value: Fields[K]) {
    setFields((current) => ({ ...current, [name]: value }));
    // The message for a field goes as soon as the player changes it; the next submit re-checks.
    if (name !== 'save') setErrors((current) => ({ ...current, [name]: undefined }));
  }

  function showErrors(found: FieldErrors): boolean {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first === undefined) return false;
    formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return true;
  }

  function requestCode() {
    if (sms.status === 'sending' || secondsLeft > 0) return;
    if (showErrors(phoneErrors(fields))) return;
    onRequestSmsCode?.({ phoneCode: normalisePhoneCode(fields.phoneCode), phone: stripPhone(fields.phone) });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    // Enter in the sms form before a code exists means "send me the code".
    if (activeForm === 'sms' && !codeStage) {
      requestCode();
      return;
    }
    if (showErrors(validate(activeForm, fields, codeStage))) return;
    onSubmit(toValues(activeForm, fields));
  }

  function handleTwoStepSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found = codeError(fields.twoStepCode);
    if (showErrors(found ? { twoStepCode: found } : {})) return;
    onSubmitTwoStepCode({ code: fields.twoStepCode.trim() });
  }

  const errorAlert = error ? <Alert tone="error">{error}</Alert> : null;
  const fieldError = (name: FieldName) => (errors[name] ? t(errors[name]) : null);

  if (twoStep) {
    return (
      <form ref={formRef} className={styles.form} noValidate onSubmit={handleTwoStepSubmit}>
        {errorAlert}
        <Alert tone="info">{t('auth_two_step_text', { sentTo: twoStep.sentTo })}</Alert>
        <TextField
          name="twoStepCode"
          label={t('auth_two_step_code_label')}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          autoFocus
          value={fields.twoStepCode}
          error={fieldError('twoStepCode')}
          onChange={(event) => update('twoStepCode', event.target.value)}
        />
        <Button type="submit" size="lg" fullWidth busy={pending}>
          {t('auth_two_step_submit')}
        </Button>
      </form>
    );
  }

  const phoneFields = (
    <div className={styles.phoneRow}>
      <Select
        name="phoneCode"
        label={t('auth_phone_code_label')}
        options={phoneCodes.map((option) => ({ value: option.code, label: option.label }))}
        required
        value={fields.phoneCode}
        error={fieldError('phoneCode')}
        onChange={(event) => update('phoneCode', event.target.value)}
      />
      <TextField
        name="phone"
        label={t('auth_phone_label')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        required
        hint={t('auth_phone_hint')}
        value={fields.phone}
        error={fieldError('phone')}
        onChange={(event) => update('phone', event.target.value)}
      />
    </div>
  );

  const passwordField = (
    <PasswordField
      name="password"
      label={t('auth_password_label')}
      toggleLabel={t('auth_password_show')}
      required
      value={fields.password}
      error={fieldError('password')}
      onChange={(event) => update('password', event.target.value)}
    />
  );

  const smsStatus =
    sms.status === 'sent' ? (
      <Alert tone="info">
        {t('auth_sms_sent', { phone: `${normalisePhoneCode(fields.phoneCode)} ${stripPhone(fields.phone)}` })}
      </Alert>
    ) : sms.status === 'failed' && !error ? (
      <Alert tone="error">{t('auth_sms_failed')}</Alert>
    ) : null;

  const sendLabel =
    secondsLeft > 0
      ? t('auth_sms_resend_in', { seconds: secondsLeft })
      : codeStage
        ? t('auth_sms_resend')
        : t('auth_sms_send');

  const body = (
    <form ref={formRef} className={styles.form} noValidate onSubmit={handleSubmit} aria-busy={pending || undefined}>
      {errorAlert}
      {activeForm === 'login_password' || activeForm === 'login_password_two_step_code' ? (
        <>
          <TextField
            name="login"
            label={t('auth_login_label')}
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            required
            value={fields.login}
            error={fieldError('login')}
            onChange={(event) => update('login', event.target.value)}
          />
          {passwordField}
        </>
      ) : null}
      {activeForm === 'phone_password' ? (
        <>
          {phoneFields}
          {passwordField}
        </>
      ) : null}
      {activeForm === 'sms' ? (
        <>
          {phoneFields}
          {smsStatus}
          <div className={styles.actions}>
            <Button
              // Before a code exists this is the form's only submit button, so Enter in the
              // phone field sends the code (implicit submission needs a submit button).
              type={codeStage ? 'button' : 'submit'}
              variant={codeStage ? 'secondary' : 'primary'}
              fullWidth={!codeStage}
              size={codeStage ? 'md' : 'lg'}
              busy={sms.status === 'sending'}
              // aria-disabled, not disabled: the button keeps focus through the countdown.
              aria-disabled={secondsLeft > 0 || undefined}
              onClick={codeStage ? requestCode : undefined}
            >
              {sendLabel}
            </Button>
          </div>
          {codeStage ? (
            <TextField
              name="code"
              label={t('auth_sms_code_label')}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              value={fields.code}
              error={fieldError('code')}
              onChange={(event) => update('code', event.target.value)}
            />
          ) : null}
        </>
      ) : null}
      <Checkbox
        name="save"
        label={t('auth_keep_signed_in')}
        checked={fields.save}
        onChange={(event) => update('save', event.target.checked)}
      />
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
    </form>
  );

  if (forms.length < 2) return body;
  return (
    <Tabs
      label={t('auth_forms_label')}
      tabs={forms.map((form) => ({ id: form, label: t(FORM_LABELS[form]) }))}
      selected={activeForm}
      onSelect={(form) => {
        setErrors({});
        onFormChange(form);
      }}
    >
      {body}
    </Tabs>
  );
}
