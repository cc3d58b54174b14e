import { z } from 'zod/mini';
import { phoneCodeSchema } from './auth-calls';
import { defineCall } from './call';
import { officeAnswerSchema } from './office-answer';

/*
 * Issue 12, the security page's protection methods (spec 01 §3 user config protection_methods:
 * is_changed_password, enable_two_factor_auth, enable_phone_binding, enable_security_question,
 * enable_email_auth). Spec 02 §7 names the phone countries and masks without paths; these paths
 * and shapes are ours, under /web-api/user (libs/session/core README "Protection methods").
 */

/** Spec 01 §3 protection_methods, as the user config carries them. */
export const protectionMethodsSchema = z.object({
  is_changed_password: z.boolean(),
  enable_two_factor_auth: z.boolean(),
  enable_phone_binding: z.boolean(),
  enable_security_question: z.boolean(),
  enable_email_auth: z.boolean(),
});
export type ProtectionMethods = z.infer<typeof protectionMethodsSchema>;

/**
 * The one source of the protection level's weights (spec 02 §9 gives only the bands: null none,
 * 30 or less bad, above 30 and below 70 normal, 70 to 99 good, 100 full). Ours: the password is
 * the base 30 and a confirmed e-mail 30 (a new player is "bad", a confirmed one "normal"); each
 * further method 10, so all of them reach 100. A changed password adds nothing: it is a fact
 * the config reports, not a protection of its own.
 */
export const PROTECTION_WEIGHTS = {
  password: 30,
  emailConfirmed: 30,
  phoneBinding: 10,
  twoStep: 10,
  securityQuestion: 10,
  emailAuth: 10,
} as const;

export interface ProtectionFacts {
  emailConfirmed: boolean;
  phoneBound: boolean;
  twoStepEnabled: boolean;
  securityQuestionSet: boolean;
  emailAuthEnabled: boolean;
}

/** The protection level 0..100 of a player's facts, by PROTECTION_WEIGHTS. */
export function protectionLevelOf(facts: ProtectionFacts): number {
  const w = PROTECTION_WEIGHTS;
  return (
    w.password +
    (facts.emailConfirmed ? w.emailConfirmed : 0) +
    (facts.phoneBound ? w.phoneBinding : 0) +
    (facts.twoStepEnabled ? w.twoStep : 0) +
    (facts.securityQuestionSet ? w.securityQuestion : 0) +
    (facts.emailAuthEnabled ? w.emailAuth : 0)
  );
}

/** The questions a player may choose (ours; their texts are i18n keys `security_question_<id>`). */
export const SECURITY_QUESTIONS = [
  'first_pet',
  'mother_maiden_name',
  'first_school',
  'birth_city',
  'favourite_book',
] as const;
export type SecurityQuestionId = (typeof SECURITY_QUESTIONS)[number];
export const SECURITY_ANSWER_MIN_LENGTH = 2;
export const SECURITY_ANSWER_MAX_LENGTH = 100;

/** Spec 01 §3 "phone country (id, name, code, phoneCode)", spec 02 §7 (id, name, country_code, tel_code). */
export const phoneCountrySchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string(),
  country_code: z.string(),
  /** Spec 02 §5: one leading plus. */
  tel_code: phoneCodeSchema,
});
export type PhoneCountry = z.infer<typeof phoneCountrySchema>;

/** Spec 01 §3 "phone mask (CountryId, Mask, Min, Max)": # is a digit; Min and Max count the digits. */
export const phoneMaskSchema = z.object({
  CountryId: z.int().check(z.positive()),
  Mask: z.string(),
  Min: z.int().check(z.positive()),
  Max: z.int().check(z.positive()),
});
export type PhoneMask = z.infer<typeof phoneMaskSchema>;

export const getPhoneCountries = defineCall({
  name: 'getPhoneCountries',
  method: 'GET',
  path: '/web-api/user/phone/countries',
  query: z.object({}),
  body: z.undefined(),
  response: z.object({ countries: z.array(phoneCountrySchema) }),
});

export const getPhoneMasks = defineCall({
  name: 'getPhoneMasks',
  method: 'GET',
  path: '/web-api/user/phone/masks',
  query: z.object({}),
  body: z.undefined(),
  response: z.object({ masks: z.array(phoneMaskSchema) }),
});

const phoneBindingTarget = {
  countryId: z.int().check(z.positive()),
  /** Digits only; its length is checked against the country's mask Min and Max by the sandbox. */
  phoneNumber: z.string().check(z.regex(/^\d{1,20}$/, 'a phone number is digits')),
};

/** Sends an SMS code to the phone to bind (at most one a minute, as the sign-in codes). */
export const sendPhoneBindingCode = defineCall({
  name: 'sendPhoneBindingCode',
  method: 'POST',
  path: '/web-api/user/phone/code',
  query: z.object({}),
  body: z.object(phoneBindingTarget),
  response: officeAnswerSchema,
  auth: true,
});

/** Binds the phone with its SMS code (spec 01 §4 "Phone update": activation 0 -> 3, 1 -> 2, binding on). */
export const confirmPhoneBinding = defineCall({
  name: 'confirmPhoneBinding',
  method: 'POST',
  path: '/web-api/user/phone/bind',
  query: z.object({}),
  body: z.object({ ...phoneBindingTarget, code: z.string().check(z.regex(/^\d{4,8}$/, 'the code is 4 to 8 digits')) }),
  response: officeAnswerSchema,
  secretFields: ['code'],
  auth: true,
});

/**
 * Two-step sign-in on or off. Turning it on needs somewhere to send the code (an e-mail or a
 * bound phone); turning it off needs the current password (counted as the password change's guesses).
 */
export const setTwoStepSignIn = defineCall({
  name: 'setTwoStepSignIn',
  method: 'POST',
  path: '/web-api/user/two-step',
  query: z.object({}),
  body: z.object({ enabled: z.boolean(), currentPassword: z.optional(z.string().check(z.maxLength(128))) }),
  response: officeAnswerSchema,
  secretFields: ['currentPassword'],
  auth: true,
});

/** Sets (or replaces) the security question and its answer; the sandbox keeps only a hash of the answer. */
export const setSecurityQuestion = defineCall({
  name: 'setSecurityQuestion',
  method: 'POST',
  path: '/web-api/user/security-question',
  query: z.object({}),
  body: z.object({
    question: z.enum(SECURITY_QUESTIONS),
    answer: z
      .string()
      .check(z.trim(), z.minLength(SECURITY_ANSWER_MIN_LENGTH), z.maxLength(SECURITY_ANSWER_MAX_LENGTH)),
  }),
  response: officeAnswerSchema,
  secretFields: ['answer'],
  auth: true,
});

/** E-mail authentication on or off; on needs a confirmed e-mail. */
export const setEmailAuth = defineCall({
  name: 'setEmailAuth',
  method: 'POST',
  path: '/web-api/user/email-auth',
  query: z.object({}),
  body: z.object({ enabled: z.boolean() }),
  response: officeAnswerSchema,
  auth: true,
});
