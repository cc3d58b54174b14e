import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalisePhoneCode, phoneDigits, type PhoneTarget, type SecurityMethodsState } from '@bet/session';
import { Alert, Button, Select, TextField } from '@bet/ui';
import styles from './account-pages.module.css';
import methodStyles from './security-methods.module.css';
import { OfficeMessageList } from './office-message-list';

export interface PhoneBindingSectionProps {
  /** The bound phone, masked; null: none. */
  phone: string | null;
  catalogue: SecurityMethodsState['phoneCatalogue'];
  binding: SecurityMethodsState['phoneBinding'];
  onRequestCode: (target: PhoneTarget) => void;
  onSubmitCode: (code: string) => void;
  onRestart: () => void;
}

const CODE_PATTERN = /^\d{4,8}$/;

/**
 * Phone binding (spec 01 §4 "Phone update"): the country (spec 02 §7 phone countries; its code
 * normalised, spec 02 §5) and the number checked by the country's mask Min and Max, then the SMS
 * code. A refused step keeps what was typed; a bound phone empties the form.
 */
export function PhoneBindingSection({
  phone,
  catalogue,
  binding,
  onRequestCode,
  onSubmitCode,
  onRestart,
}: PhoneBindingSectionProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [open, setOpen] = useState(phone === null);
  const [countryId, setCountryId] = useState<number | null>(null);
  const [number, setNumber] = useState('');
  const [code, setCode] = useState('');
  const [numberError, setNumberError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  const chosenId = countryId ?? catalogue.countries[0]?.id ?? null;
  const country = catalogue.countries.find((c) => c.id === chosenId);
  const mask = catalogue.masks.find((m) => m.CountryId === chosenId);
  const telCode = country ? normalisePhoneCode(country.tel_code) : '';

  useEffect(() => {
    if (binding.step === 'code') codeRef.current?.focus();
  }, [binding.step]);
  useEffect(() => {
    if (binding.status !== 'saved') return;
    setNumber('');
    setCode('');
    setOpen(false);
  }, [binding.status]);
  useEffect(() => {
    if (phone === null) setOpen(true);
  }, [phone]);

  const pending = binding.status === 'pending';

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    if (chosenId === null) return;
    const digits = phoneDigits(number).length;
    if (mask && (digits < mask.Min || digits > mask.Max)) {
      setNumberError(
        mask.Min === mask.Max
          ? t('security_phone_digits_error_exact', { count: mask.Min })
          : t('security_phone_digits_error', { min: mask.Min, max: mask.Max }),
      );
      return;
    }
    setNumberError(null);
    onRequestCode({ countryId: chosenId, phoneNumber: number });
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!CODE_PATTERN.test(code.trim())) {
      setCodeError(t('security_phone_code_error'));
      return;
    }
    setCodeError(null);
    onSubmitCode(code.trim());
  };

  const sentTo = binding.target
    ? `${normalisePhoneCode(catalogue.countries.find((c) => c.id === binding.target?.countryId)?.tel_code ?? '')} ${binding.target.phoneNumber}`
    : '';

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('security_phone_title')}
      </h2>
      <p className={methodStyles.state}>
        {phone === null ? t('security_phone_unbound') : t('security_phone_bound', { phone })}
      </p>
      <OfficeMessageList messages={binding.messages} />
      {!open ? (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {t('security_phone_change')}
          </Button>
        </div>
      ) : null}
      {open && catalogue.status === 'failed' ? <Alert tone="error">{t('security_phone_catalogue_error')}</Alert> : null}
      {open && binding.step === 'enter' && catalogue.status !== 'failed' ? (
        <form className={methodStyles.form} noValidate onSubmit={sendCode}>
          <Select
            label={t('security_phone_country')}
            value={chosenId === null ? '' : String(chosenId)}
            options={catalogue.countries.map((c) => ({
              value: String(c.id),
              label: `${c.name} (${normalisePhoneCode(c.tel_code)})`,
            }))}
            onChange={(event) => setCountryId(Number(event.target.value))}
          />
          <TextField
            label={t('security_phone_number')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={number}
            error={numberError}
            hint={mask ? t('security_phone_mask_hint', { code: telCode, mask: mask.Mask }) : undefined}
            onChange={(event) => setNumber(event.target.value)}
          />
          <div className={styles.actions}>
            <Button type="submit" busy={pending} disabled={chosenId === null}>
              {t('security_phone_send_code')}
            </Button>
          </div>
        </form>
      ) : null}
      {open && binding.step === 'code' ? (
        <form className={methodStyles.form} noValidate onSubmit={submitCode}>
          <Alert tone="info">{t('security_phone_code_sent', { phone: sentTo })}</Alert>
          <TextField
            ref={codeRef}
            label={t('security_phone_code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            error={codeError}
            onChange={(event) => setCode(event.target.value)}
          />
          <div className={styles.actions}>
            <Button type="submit" busy={pending}>
              {t('security_phone_confirm')}
            </Button>
            <Button variant="secondary" onClick={onRestart}>
              {t('security_phone_other_number')}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
