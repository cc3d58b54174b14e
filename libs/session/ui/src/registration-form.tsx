import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationType, SocialNetwork } from '@bet/contract';
import type { TranslationKey } from '@bet/i18n';
import type { BonusChoice, RegistrationValues } from '@bet/session';
import { Alert, Button, Checkbox, PasswordField, Select, Tabs, TextField } from '@bet/ui';
import styles from './form.module.css';
import { isValidPhone, normalisePhoneCode, stripPhone } from './phone';
import type { PhoneCodeOption, SignInStatus } from './sign-in-form';

/** What the player submits, one shape per registration type: the session's own (spec 01 §1). */
export type { BonusChoice, RegistrationValues } from '@bet/session';

export interface CurrencyOption {
  id: number;
  label: string;
}

export interface RegistrationFormProps {
  /** Registration types offered, in tab order (site auth config). */
  types: readonly RegistrationType[];
  activeType: RegistrationType;
  onTypeChange: (type: RegistrationType) => void;
  /** Currencies a new player may choose, the geo currency first (it is preselected). */
  currencies: readonly CurrencyOption[];
  phoneCodes: readonly PhoneCodeOption[];
  socialNetworks: readonly SocialNetwork[];
  /** Site config minAge, for the consent text and the birthday check. */
  minAge: number;
  /** Offer the first-deposit bonus choice (accounts: isAvailableFirstDepositBonus). */
  offerBonusChoice?: boolean;
  status: SignInStatus;
  error: string | null;
  onSubmit: (values: RegistrationValues) => void;
  onSignIn: () => void;
  /** Today for the age check, epoch ms; defaults to the real clock at submit time. */
  now?: number;
}

interface Fields {
  currencyId: string;
  promoCode: string;
  bonusChoice: BonusChoice;
  phoneCode: string;
  phone: string;
  email: string;
  password: string;
  name: string;
  surname: string;
  birthday: string;
  consent: boolean;
}

type FieldName = Exclude<keyof Fields, 'bonusChoice'>;
type FieldError = { key: TranslationKey; minAge?: number };
type FieldErrors = Partial<Record<FieldName, FieldError>>;

const TYPE_LABELS: Record<RegistrationType, TranslationKey> = {
  fast_reg: 'registration_type_fast_reg',
  phone_reg: 'registration_type_phone_reg',
  full_reg: 'registration_type_full_reg',
  soc_reg: 'registration_type_soc_reg',
};

const BONUS_LABELS: Record<BonusChoice, TranslationKey> = {
  0: 'registration_bonus_decline',
  1: 'registration_bonus_sport',
  2: 'registration_bonus_casino',
};

const NETWORK_LABELS: Record<SocialNetwork, TranslationKey> = {
  google: 'social_network_google',
  vk: 'social_network_vk',
  ok: 'social_network_ok',
  facebook: 'social_network_facebook',
  mailru: 'social_network_mailru',
  yandex: 'social_network_yandex',
  telegram: 'social_network_telegram',
  kakaotalk: 'social_network_kakaotalk',
  twitter: 'social_network_twitter',
  itsme: 'social_network_itsme',
  twitch: 'social_network_twitch',
  metamask: 'social_network_metamask',
  line: 'social_network_line',
  linkedin: 'social_network_linkedin',
  apple: 'social_network_apple',
};

/** Full years between a YYYY-MM-DD birthday and `now`, by the calendar (not by 365-day years). */
export function ageOn(birthday: string, now: number): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const today = new Date(now);
  const [ty, tm, td] = [today.getFullYear(), today.getMonth() + 1, today.getDate()];
  return ty - year - (tm < month || (tm === month && td < day) ? 1 : 0);
}

/** Checks in the order the fields appear, so the first key is the field to focus. */
function validate(type: RegistrationType, fields: Fields, minAge: number, now: number): FieldErrors {
  const errors: FieldErrors = {};
  if (type === 'phone_reg') {
    if (normalisePhoneCode(fields.phoneCode) === '') errors.phoneCode = { key: 'auth_error_phone_code_required' };
    if (fields.phone.trim() === '') errors.phone = { key: 'auth_error_phone_required' };
    else if (!isValidPhone(fields.phone)) errors.phone = { key: 'auth_error_phone_invalid' };
  }
  if (type === 'full_reg') {
    if (fields.email.trim() === '') errors.email = { key: 'registration_error_email_required' };
    // Only the shape; whether the address exists is for the server and the activation e-mail.
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(fields.email.trim()))
      errors.email = { key: 'registration_error_email_invalid' };
  }
  if ((type === 'phone_reg' || type === 'full_reg') && fields.password === '') {
    errors.password = { key: 'registration_error_password_required' };
  }
  if (type === 'full_reg') {
    if (fields.name.trim() === '') errors.name = { key: 'registration_error_name_required' };
    if (fields.surname.trim() === '') errors.surname = { key: 'registration_error_surname_required' };
    const age = ageOn(fields.birthday, now);
    if (age === null) errors.birthday = { key: 'registration_error_birthday_required' };
    else if (age < minAge) errors.birthday = { key: 'registration_error_underage', minAge };
  }
  if (!fields.consent) errors.consent = { key: 'registration_error_consent_required' };
  return errors;
}

function toValues(type: Exclude<RegistrationType, 'soc_reg'>, fields: Fields): RegistrationValues {
  const common = {
    currencyId: Number(fields.currencyId),
    promoCode: fields.promoCode.trim(),
    bonusChoice: fields.bonusChoice,
  };
  switch (type) {
    case 'fast_reg':
      return { type, ...common };
    case 'phone_reg':
      return {
        type,
        phoneCode: normalisePhoneCode(fields.phoneCode),
        phone: stripPhone(fields.phone),
        password: fields.password,
        ...common,
      };
    case 'full_reg':
      return {
        type,
        email: fields.email.trim(),
        password: fields.password,
        name: fields.name.trim(),
        surname: fields.surname.trim(),
        birthday: fields.birthday,
        ...common,
      };
  }
}

/**
 * Registration with one tab per type. Like the sign-in form it owns only what is typed (kept
 * across failures and tab switches: currency, promo code and consent are shared by the tabs)
 * and reports intents; the app sends the call and passes back `status` and `error`.
 */
export function RegistrationForm({
  types,
  activeType,
  onTypeChange,
  currencies,
  phoneCodes,
  socialNetworks,
  minAge,
  offerBonusChoice = true,
  status,
  error,
  onSubmit,
  onSignIn,
  now,
}: RegistrationFormProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [fields, setFields] = useState<Fields>(() => ({
    currencyId: String(currencies[0]?.id ?? ''),
    promoCode: '',
    bonusChoice: 0,
    phoneCode: phoneCodes[0]?.code ?? '',
    phone: '',
    email: '',
    password: '',
    name: '',
    surname: '',
    birthday: '',
    consent: false,
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [network, setNetwork] = useState<SocialNetwork | null>(null);
  const pending = status === 'pending';

  function update<K extends keyof Fields>(name: K, value: Fields[K]) {
    setFields((current) => ({ ...current, [name]: value }));
    if (name !== 'bonusChoice') setErrors((current) => ({ ...current, [name]: undefined }));
  }

  function check(): boolean {
    const found = validate(activeType, fields, minAge, now ?? Date.now());
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first !== undefined) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return first === undefined;
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || activeType === 'soc_reg') return;
    if (check()) onSubmit(toValues(activeType, fields));
  }

  function registerWith(chosen: SocialNetwork) {
    if (pending || !check()) return;
    setNetwork(chosen);
    // The network's page comes first, so the social tab offers no bonus choice: it declines (0).
    onSubmit({ type: 'soc_reg', network: chosen, currencyId: Number(fields.currencyId), bonusChoice: 0 });
  }

  const fieldError = (name: FieldName) => {
    const found = errors[name];
    return found ? t(found.key, { minAge: found.minAge }) : null;
  };

  const currencyField = (
    <Select
      name="currencyId"
      label={t('registration_currency_label')}
      options={currencies.map((currency) => ({ value: String(currency.id), label: currency.label }))}
      required
      value={fields.currencyId}
      onChange={(event) => update('currencyId', event.target.value)}
    />
  );

  const promoAndBonus = (
    <>
      <TextField
        name="promoCode"
        label={t('registration_promo_code_label')}
        hint={t('registration_promo_code_hint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={fields.promoCode}
        onChange={(event) => update('promoCode', event.target.value)}
      />
      {offerBonusChoice ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('registration_bonus_legend')}</legend>
          {([1, 2, 0] as const).map((choice) => (
            <label key={choice} className={styles.radio}>
              <input
                type="radio"
                name="bonusChoice"
                value={choice}
                checked={fields.bonusChoice === choice}
                onChange={() => update('bonusChoice', choice)}
              />
              {t(BONUS_LABELS[choice])}
            </label>
          ))}
        </fieldset>
      ) : null}
    </>
  );

  const passwordField = (
    <PasswordField
      name="password"
      label={t('registration_password_label')}
      toggleLabel={t('auth_password_show')}
      autoComplete="new-password"
      required
      value={fields.password}
      error={fieldError('password')}
      onChange={(event) => update('password', event.target.value)}
    />
  );

  const consent = (
    <Checkbox
      name="consent"
      label={t('registration_consent', { minAge })}
      required
      checked={fields.consent}
      error={fieldError('consent')}
      onChange={(event) => update('consent', event.target.checked)}
    />
  );

  const body = (
    <form ref={formRef} className={styles.form} noValidate onSubmit={handleSubmit} aria-busy={pending || undefined}>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {activeType === 'fast_reg' ? <p className={styles.text}>{t('registration_fast_text')}</p> : null}
      {activeType === 'phone_reg' ? (
        <>
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
          {passwordField}
        </>
      ) : null}
      {activeType === 'full_reg' ? (
        <>
          <TextField
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            label={t('registration_email_label')}
            required
            value={fields.email}
            error={fieldError('email')}
            onChange={(event) => update('email', event.target.value)}
          />
          {passwordField}
          <TextField
            name="name"
            autoComplete="given-name"
            label={t('registration_name_label')}
            required
            value={fields.name}
            error={fieldError('name')}
            onChange={(event) => update('name', event.target.value)}
          />
          <TextField
            name="surname"
            autoComplete="family-name"
            label={t('registration_surname_label')}
            required
            value={fields.surname}
            error={fieldError('surname')}
            onChange={(event) => update('surname', event.target.value)}
          />
          <TextField
            name="birthday"
            type="date"
            autoComplete="bday"
            label={t('registration_birthday_label')}
            required
            value={fields.birthday}
            error={fieldError('birthday')}
            onChange={(event) => update('birthday', event.target.value)}
          />
        </>
      ) : null}
      {currencyField}
      {activeType === 'soc_reg' ? (
        <>
          {consent}
          <p className={styles.text}>{t('registration_social_text')}</p>
          <ul className={styles.socialList} aria-label={t('registration_social_networks')}>
            {socialNetworks.map((item) => (
              <li key={item}>
                <Button
                  variant="secondary"
                  fullWidth
                  busy={pending && network === item}
                  onClick={() => registerWith(item)}
                >
                  {t('registration_social_button', { network: t(NETWORK_LABELS[item]) })}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          {promoAndBonus}
          {consent}
          <Button type="submit" size="lg" fullWidth busy={pending}>
            {t('registration_submit')}
          </Button>
        </>
      )}
      <div className={styles.links}>
        <span>
          {t('registration_have_account')}{' '}
          <Button variant="ghost" size="sm" onClick={onSignIn}>
            {t('auth_sign_in_button')}
          </Button>
        </span>
      </div>
    </form>
  );

  if (types.length < 2) return body;
  return (
    <Tabs
      label={t('registration_types_label')}
      tabs={types.map((type) => ({ id: type, label: t(TYPE_LABELS[type]) }))}
      selected={activeType}
      onSelect={(type) => {
        setErrors({});
        onTypeChange(type);
      }}
    >
      {body}
    </Tabs>
  );
}
