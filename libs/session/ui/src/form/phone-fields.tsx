import { useTranslation } from 'react-i18next';
import { Select, TextField } from '@bet/ui';
import styles from '../form.module.css';
import type { TextBinding } from './use-form';

export interface PhoneCodeOption {
  /** The dialling code, with or without "+": it is normalised before it is reported. */
  code: string;
  label: string;
}

export interface PhoneFieldsProps {
  phoneCode: TextBinding;
  phone: TextBinding;
  phoneCodes: readonly PhoneCodeOption[];
}

/** The country dialling code and the national number, side by side (sign-in by phone, phone registration). */
export function PhoneFields({ phoneCode, phone, phoneCodes }: PhoneFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.phoneRow}>
      <Select
        {...phoneCode}
        label={t('auth_phone_code_label')}
        options={phoneCodes.map((option) => ({ value: option.code, label: option.label }))}
        required
      />
      <TextField
        {...phone}
        label={t('auth_phone_label')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        required
        hint={t('auth_phone_hint')}
      />
    </div>
  );
}
