import { z } from 'zod/mini';
import { defineCall } from './call';
import { officeAnswerSchema } from './office-answer';

/*
 * Issue 12, the office page "Personal data" (spec 01 §2 `account`, spec 01 §3 "Personal data" and
 * the user config's user_data). Spec 02 gives no paths ("paths not shown"): the calls, the limits
 * and the checks below are ours (libs/profile/core README "Calls" and "Checks"). The checks run at
 * both ends: the page checks before sending, the sandbox checks again and answers status 2.
 */

/** The fields of the form, as spec 01 §3 lists them (ours: the ones a player types). */
export const PERSONAL_FIELDS = [
  'name',
  'surname',
  'middleName',
  'birthDate',
  'birthPlace',
  'city',
  'registrationAddress',
  'passportSeries',
  'passportNumber',
  'passportDate',
  'passportIssuedBy',
  'inn',
] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];

/** The date fields, as yyyy-mm-dd (ours: the ISO day the database stores). */
export const PERSONAL_DATE_FIELDS = ['birthDate', 'passportDate'] as const satisfies readonly PersonalField[];

/** Longest value of each field (ours). */
export const PERSONAL_FIELD_MAX: Record<PersonalField, number> = {
  name: 50,
  surname: 50,
  middleName: 50,
  birthDate: 10,
  birthPlace: 100,
  city: 100,
  registrationAddress: 200,
  passportSeries: 10,
  passportNumber: 20,
  passportIssuedBy: 200,
  passportDate: 10,
  inn: 12,
};

/** A player must be this old (spec 01 §3 site config minAge; ours 18). */
export const PERSONAL_MIN_AGE = 18;
/** The earliest birth date taken (ours: guards against typos like 0990). */
export const PERSONAL_EARLIEST_DAY = '1900-01-01';

/** Fields needed on every save: the account's holder has a name (ours). */
export const PERSONAL_REQUIRED_FIELDS = ['name', 'surname'] as const satisfies readonly PersonalField[];

/** What is wrong with a field: the page shows a text by key, the sandbox its own message. */
export type PersonalProblem =
  'required' | 'tooLong' | 'format' | 'date' | 'underage' | 'tooEarly' | 'future' | 'beforeBirth' | 'locked';

export type PersonalData = Record<PersonalField, string>;

/** Spec 01 §3 "Mailing switches", by their spec names. */
export const MAILING_SWITCHES = [
  'enable_mail_news',
  'enable_mail_deposit',
  'enable_mail_bets',
  'enable_sms_news',
] as const;
export type MailingSwitch = (typeof MAILING_SWITCHES)[number];
export type Mailing = Record<MailingSwitch, boolean>;

const NAME_PATTERN = /^[\p{L}][\p{L}\p{M} '\u2019-]*$/u;
const DOCUMENT_PATTERN = /^[\p{L}\d -]+$/u;
const INN_PATTERN = /^(\d{10}|\d{12})$/;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written yyyy-mm-dd (2026-02-30 is not one). */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Years between two yyyy-mm-dd days, counted as birthdays are. */
export function fullYearsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number);
  const [ty, tm, td] = to.split('-').map(Number);
  const years = (ty ?? 0) - (fy ?? 0);
  const beforeBirthday = (tm ?? 0) < (fm ?? 0) || ((tm ?? 0) === (fm ?? 0) && (td ?? 0) < (fd ?? 0));
  return beforeBirthday ? years - 1 : years;
}

const FORMAT_CHECKS: Partial<Record<PersonalField, RegExp>> = {
  name: NAME_PATTERN,
  surname: NAME_PATTERN,
  middleName: NAME_PATTERN,
  passportSeries: DOCUMENT_PATTERN,
  passportNumber: DOCUMENT_PATTERN,
  inn: INN_PATTERN,
};

/**
 * The problems of a personal data form, by field (empty: none). `today` is the player's day as
 * yyyy-mm-dd; values are compared trimmed; an empty optional field is "not given" and fine.
 */
export function personalDataProblems(
  data: PersonalData,
  today: string,
): Partial<Record<PersonalField, PersonalProblem>> {
  const problems: Partial<Record<PersonalField, PersonalProblem>> = {};
  for (const field of PERSONAL_FIELDS) {
    const value = data[field].trim();
    const required = (PERSONAL_REQUIRED_FIELDS as readonly string[]).includes(field);
    if (value === '') {
      if (required) problems[field] = 'required';
      continue;
    }
    if (value.length > PERSONAL_FIELD_MAX[field]) problems[field] = 'tooLong';
    else if ((PERSONAL_DATE_FIELDS as readonly string[]).includes(field) && !isCalendarDay(value))
      problems[field] = 'date';
    else if (FORMAT_CHECKS[field] && !FORMAT_CHECKS[field].test(value)) problems[field] = 'format';
  }
  const birth = data.birthDate.trim();
  if (!problems.birthDate && birth !== '') {
    if (birth < PERSONAL_EARLIEST_DAY) problems.birthDate = 'tooEarly';
    else if (birth > today) problems.birthDate = 'future';
    else if (fullYearsBetween(birth, today) < PERSONAL_MIN_AGE) problems.birthDate = 'underage';
  }
  const issued = data.passportDate.trim();
  if (!problems.passportDate && issued !== '') {
    if (issued > today) problems.passportDate = 'future';
    else if (birth !== '' && !problems.birthDate && issued < birth) problems.passportDate = 'beforeBirth';
  }
  return problems;
}

/** Transport limits only: the sandbox checks the values itself and answers status 2 naming the field. */
const looseText = z.string().check(z.maxLength(1000));
export const personalDataSchema = z.object(
  Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, looseText])) as Record<PersonalField, typeof looseText>,
);
export const mailingSchema = z.object(
  Object.fromEntries(MAILING_SWITCHES.map((key) => [key, z.boolean()])) as Record<MailingSwitch, z.ZodMiniBoolean>,
);

/** The player's personal data, the contact fields the page shows, and what may no longer change. */
export const personalDataAnswerSchema = z.object({
  data: personalDataSchema,
  mailing: mailingSchema,
  /** The account's e-mail and phone ('' none): contact fields of the completeness rule (spec 01 §5). */
  email: z.string(),
  phone: z.string(),
  /** A new e-mail waiting for its confirmation link to be opened; null: none. */
  pendingEmail: z.nullable(z.string()),
  /** Fields that may not be changed any more (libs/profile/core README "Locked fields"). */
  locked: z.array(z.enum(PERSONAL_FIELDS)),
});
export type PersonalDataAnswer = z.output<typeof personalDataAnswerSchema>;

export const getPersonalData = defineCall({
  name: 'getPersonalData',
  method: 'GET',
  path: '/web-api/office/personal-data',
  query: z.object({}),
  body: z.undefined(),
  response: personalDataAnswerSchema,
  auth: true,
});

/** The office answer (spec 02 §8) plus the refused fields, each with the server's message. */
export const personalDataSaveAnswerSchema = z.extend(officeAnswerSchema, {
  fields: z.optional(z.partialRecord(z.enum(PERSONAL_FIELDS), z.string())),
});
export type PersonalDataSaveAnswer = z.output<typeof personalDataSaveAnswerSchema>;

export const savePersonalData = defineCall({
  name: 'savePersonalData',
  method: 'POST',
  path: '/web-api/office/personal-data',
  query: z.object({}),
  body: z.object({ data: personalDataSchema, mailing: mailingSchema }),
  response: personalDataSaveAnswerSchema,
  auth: true,
});

/** Longest e-mail address (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The e-mail change: the new address gets a confirmation link (to user/accountverify); the
 * account's e-mail changes only when that link is opened.
 */
export const changePersonalEmail = defineCall({
  name: 'changePersonalEmail',
  method: 'POST',
  path: '/web-api/office/personal-data/email',
  query: z.object({}),
  body: z.object({ email: z.string().check(z.maxLength(1000)) }),
  response: officeAnswerSchema,
  auth: true,
});
