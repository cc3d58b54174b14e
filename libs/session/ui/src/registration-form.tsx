import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationType, SocialNetwork } from '@bet/contract';
import type { TranslationKey } from '@bet/i18n';
import type { BonusChoice, RegistrationValues } from '@bet/session';
import { Button, Checkbox, PasswordField, Select, TextField } from '@bet/ui';
import { BonusChoiceField } from './bonus-choice-field';
import { SessionForm } from './form/session-form';
import { PhoneFields, type PhoneCodeOption } from './form/phone-fields';
import { useForm, type FieldMessages } from './form/use-form';
import styles from './form.module.css';
import { normalisePhoneCode, phoneMessages, stripPhone } from './phone';
import type { SignInStatus } from './sign-in-form';
import { SocialNetworkButtons } from './social-network-buttons';

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

const TYPE_LABELS: Record<RegistrationType, TranslationKey> = {
  fast_reg: 'registration_type_fast_reg',
  phone_reg: 'registration_type_phone_reg',
  full_reg: 'registration_type_full_reg',
  soc_reg: 'registration_type_soc_reg',
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
function registrationMessages(type: RegistrationType, fields: Fields, minAge: number, now: number) {
  const messages: FieldMessages<Fields> = type === 'phone_reg' ? phoneMessages(fields) : {};
  if (type === 'full_reg') {
    if (fields.email.trim() === '') messages.email = 'registration_error_email_required';
    // Only the shape; whether the address exists is for the server and the activation e-mail.
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(fields.email.trim()))
      messages.email = 'registration_error_email_invalid';
  }
  if ((type === 'phone_reg' || type === 'full_reg') && fields.password === '') {
    messages.password = 'registration_error_password_required';
  }
  if (type === 'full_reg') {
    if (fields.name.trim() === '') messages.name = 'registration_error_name_required';
    if (fields.surname.trim() === '') messages.surname = 'registration_error_surname_required';
    const age = ageOn(fields.birthday, now);
    if (age === null) messages.birthday = 'registration_error_birthday_required';
    else if (age < minAge) messages.birthday = { key: 'registration_error_underage', values: { minAge } };
  }
  if (!fields.consent) messages.consent = 'registration_error_consent_required';
  return messages;
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
  const form = useForm<Fields>({
    initial: () => ({
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
    }),
    error,
  });
  const [network, setNetwork] = useState<SocialNetwork | null>(null);
  const pending = status === 'pending';
  const check = () => form.check((fields) => registrationMessages(activeType, fields, minAge, now ?? Date.now()));

  function handleSubmit() {
    if (activeType !== 'soc_reg' && check()) onSubmit(toValues(activeType, form.values));
  }

  function registerWith(chosen: SocialNetwork) {
    if (pending || !check()) return;
    setNetwork(chosen);
    // The network's page comes first, so the social tab offers no bonus choice: it declines (0).
    onSubmit({ type: 'soc_reg', network: chosen, currencyId: Number(form.values.currencyId), bonusChoice: 0 });
  }

  const password = (
    <PasswordField
      {...form.text('password')}
      label={t('registration_password_label')}
      toggleLabel={t('auth_password_show')}
      autoComplete="new-password"
      required
    />
  );
  const consent = <Checkbox {...form.checkbox('consent')} label={t('registration_consent', { minAge })} required />;

  return (
    <SessionForm
      form={form}
      tabs={{
        label: t('registration_types_label'),
        items: types.map((id) => ({ id, label: t(TYPE_LABELS[id]) })),
        selected: activeType,
        onSelect: onTypeChange,
      }}
      pending={pending}
      error={error}
      onSubmit={handleSubmit}
    >
      {activeType === 'fast_reg' ? <p className={styles.text}>{t('registration_fast_text')}</p> : null}
      {activeType === 'phone_reg' ? (
        <>
          <PhoneFields phoneCode={form.text('phoneCode')} phone={form.text('phone')} phoneCodes={phoneCodes} />
          {password}
        </>
      ) : null}
      {activeType === 'full_reg' ? (
        <>
          <TextField
            {...form.text('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            label={t('registration_email_label')}
            required
          />
          {password}
          <TextField {...form.text('name')} autoComplete="given-name" label={t('registration_name_label')} required />
          <TextField
            {...form.text('surname')}
            autoComplete="family-name"
            label={t('registration_surname_label')}
            required
          />
          <TextField
            {...form.text('birthday')}
            type="date"
            autoComplete="bday"
            label={t('registration_birthday_label')}
            required
          />
        </>
      ) : null}
      <Select
        {...form.text('currencyId')}
        label={t('registration_currency_label')}
        options={currencies.map((currency) => ({ value: String(currency.id), label: currency.label }))}
        required
      />
      {activeType === 'soc_reg' ? (
        <>
          {consent}
          <p className={styles.text}>{t('registration_social_text')}</p>
          <SocialNetworkButtons networks={socialNetworks} busy={pending ? network : null} onChoose={registerWith} />
        </>
      ) : (
        <>
          <TextField
            {...form.text('promoCode')}
            label={t('registration_promo_code_label')}
            hint={t('registration_promo_code_hint')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          {offerBonusChoice ? (
            <BonusChoiceField value={form.values.bonusChoice} onChange={(choice) => form.set('bonusChoice', choice)} />
          ) : null}
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
    </SessionForm>
  );
}
