import {
  PERSONAL_EARLIEST_DAY,
  PERSONAL_FIELD_MAX,
  PERSONAL_MIN_AGE,
  type PersonalField,
  type PersonalProblem,
} from '@bet/contract';

type Lang = 'en' | 'ru';

const FIELD_NAMES: Record<PersonalField, Record<Lang, string>> = {
  name: { en: 'Name', ru: 'Имя' },
  surname: { en: 'Surname', ru: 'Фамилия' },
  middleName: { en: 'Middle name', ru: 'Отчество' },
  birthDate: { en: 'Birth date', ru: 'Дата рождения' },
  birthPlace: { en: 'Place of birth', ru: 'Место рождения' },
  city: { en: 'City', ru: 'Город' },
  registrationAddress: { en: 'Registration address', ru: 'Адрес регистрации' },
  passportSeries: { en: 'Passport series', ru: 'Серия паспорта' },
  passportNumber: { en: 'Passport number', ru: 'Номер паспорта' },
  passportDate: { en: 'Passport issue date', ru: 'Дата выдачи паспорта' },
  passportIssuedBy: { en: 'Issued by', ru: 'Кем выдан' },
  inn: { en: 'INN', ru: 'ИНН' },
};

function problemText(problem: PersonalProblem, field: PersonalField, lang: Lang): string {
  const max = PERSONAL_FIELD_MAX[field];
  const texts: Record<PersonalProblem, Record<Lang, string>> = {
    required: { en: 'is required', ru: 'обязательно для заполнения' },
    tooLong: { en: `is longer than ${max} characters`, ru: `длиннее ${max} символов` },
    format: { en: 'has characters it may not hold', ru: 'содержит недопустимые символы' },
    date: { en: 'is not a date (YYYY-MM-DD)', ru: 'не является датой (ГГГГ-ММ-ДД)' },
    underage: {
      en: `makes the player younger than ${PERSONAL_MIN_AGE}`,
      ru: `означает, что игроку меньше ${PERSONAL_MIN_AGE} лет`,
    },
    tooEarly: { en: `is before ${PERSONAL_EARLIEST_DAY}`, ru: `раньше ${PERSONAL_EARLIEST_DAY}` },
    future: { en: 'is in the future', ru: 'ещё не наступила' },
    beforeBirth: { en: 'is before the birth date', ru: 'раньше даты рождения' },
    locked: { en: 'may not be changed any more', ru: 'больше нельзя изменить' },
  };
  return texts[problem][lang];
}

/** A refusal's message naming the field (spec 02 §8: shown as the server sends it). */
export function fieldMessage(field: PersonalField, problem: PersonalProblem, lang: string): string {
  const l: Lang = lang === 'ru' ? 'ru' : 'en';
  return `${FIELD_NAMES[field][l]}: ${problemText(problem, field, l)}`;
}

export const EMAIL_TEXTS = {
  invalid: { en: 'E-mail: this is not an e-mail address', ru: 'E-mail: это не адрес электронной почты' },
  same: { en: 'E-mail: this is the account’s e-mail already', ru: 'E-mail: это уже e-mail учётной записи' },
  taken: { en: 'E-mail: another account uses this address', ru: 'E-mail: этот адрес занят другой учётной записью' },
  sent: {
    en: 'We sent a confirmation link to the new address. The e-mail changes when you open it.',
    ru: 'Мы отправили ссылку для подтверждения на новый адрес. E-mail изменится, когда вы её откроете.',
  },
} as const;

export const emailText = (key: keyof typeof EMAIL_TEXTS, lang: string): string =>
  lang === 'ru' ? EMAIL_TEXTS[key].ru : EMAIL_TEXTS[key].en;
