import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAILING_SWITCHES,
  PERSONAL_DATE_FIELDS,
  PERSONAL_FIELD_MAX,
  PERSONAL_REQUIRED_FIELDS,
  type PersonalField,
} from '@bet/contract';
import type { FieldErrors, PersonalDraft } from '@bet/profile';
import { Button, Checkbox, TextField } from '@bet/ui';
import { fieldErrorText } from './field-error-text';
import styles from './profile.module.css';

export interface PersonalDataFormProps {
  /** What the form starts with: the saved data, or the last draft a failed save kept. */
  initial: PersonalDraft;
  /** Fields that may not change any more: shown read-only with a note. */
  locked: readonly PersonalField[];
  fieldErrors: FieldErrors;
  saving: boolean;
  onSubmit: (draft: PersonalDraft) => void;
}

/** The form's groups (ours: spec 01 §3 lists the fields, not their layout). */
const GROUPS: readonly { legend: string; fields: readonly PersonalField[] }[] = [
  { legend: 'profile_section_person', fields: ['surname', 'name', 'middleName', 'birthDate', 'birthPlace'] },
  {
    legend: 'profile_section_document',
    fields: ['passportSeries', 'passportNumber', 'passportDate', 'passportIssuedBy', 'inn'],
  },
  { legend: 'profile_section_address', fields: ['city', 'registrationAddress'] },
];

const isDate = (field: PersonalField) => (PERSONAL_DATE_FIELDS as readonly string[]).includes(field);

/**
 * Spec 01 §3 "Personal data": labelled fields grouped by what they are, the mailing switches, and
 * the messages under each wrong field (README "Field messages"). It keeps what was typed: the
 * values live here until the page is left, and a failed save does not reset them.
 */
export function PersonalDataForm({ initial, locked, fieldErrors, saving, onSubmit }: PersonalDataFormProps) {
  const { t } = useTranslation();
  const [data, setData] = useState(initial.data);
  const [mailing, setMailing] = useState(initial.mailing);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    onSubmit({ data, mailing });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {GROUPS.map((group) => (
        <fieldset key={group.legend} className={styles.group}>
          <legend className={styles.legend}>{t(group.legend)}</legend>
          {group.fields.map((field) => {
            const isLocked = locked.includes(field);
            return (
              <TextField
                key={field}
                name={field}
                label={t(`profile_field_${field}`)}
                required={(PERSONAL_REQUIRED_FIELDS as readonly string[]).includes(field)}
                maxLength={PERSONAL_FIELD_MAX[field]}
                value={data[field]}
                readOnly={isLocked}
                inputMode={isDate(field) || field === 'inn' ? 'numeric' : undefined}
                placeholder={isDate(field) ? 'YYYY-MM-DD' : undefined}
                autoComplete={AUTOCOMPLETE[field]}
                hint={isLocked ? t('profile_locked_hint') : isDate(field) ? t('profile_date_hint') : undefined}
                error={fieldErrorText(t, field, fieldErrors[field])}
                onChange={(event) => setData((before) => ({ ...before, [field]: event.target.value }))}
              />
            );
          })}
        </fieldset>
      ))}
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('profile_mailing_legend')}</legend>
        <div className={styles.switches}>
          {MAILING_SWITCHES.map((key) => (
            <Checkbox
              key={key}
              name={key}
              role="switch"
              aria-checked={mailing[key]}
              label={t(`profile_mailing_${key}`)}
              checked={mailing[key]}
              onChange={(event) => setMailing((before) => ({ ...before, [key]: event.target.checked }))}
            />
          ))}
        </div>
      </fieldset>
      <div className={styles.row}>
        <Button type="submit" disabled={saving}>
          {saving ? t('profile_saving') : t('profile_save')}
        </Button>
      </div>
    </form>
  );
}

/** Browser autofill where a standard token fits. */
const AUTOCOMPLETE: Partial<Record<PersonalField, string>> = {
  name: 'given-name',
  surname: 'family-name',
  middleName: 'additional-name',
  birthDate: 'bday',
  city: 'address-level2',
  registrationAddress: 'street-address',
};
