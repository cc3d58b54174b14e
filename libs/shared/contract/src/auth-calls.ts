import { z } from 'zod/mini';
import { ACTIVATION_TYPES, SOCIAL_NETWORKS } from './auth-config';
import { defineCall } from './call';

/*
 * Spec 02 §7 "Authentication (paths not shown)". The fields are the spec's; the paths are ours,
 * under /web-api/auth. Every successful sign-in or registration sets the session cookies
 * (spec 02 §9: user_token with an exp claim, ua marking a signed-in browser) and answers the
 * user id and a token, so the client needs no second round trip.
 */

const signedInSchema = z.object({
  status: z.literal('signedIn'),
  userId: z.int().check(z.positive()),
  /** The same token the user_token cookie carries. */
  token: z.string().check(z.minLength(1)),
});

/** A sign-in either succeeds or, for a player with two-step sign-in, asks for the code. */
export const loginAnswerSchema = z.discriminatedUnion('status', [
  signedInSchema,
  z.object({
    status: z.literal('twoStepRequired'),
    /** Where the code went, masked (for example "+7 *** ***-**-67"), to tell the player. */
    sentTo: z.string(),
  }),
]);
export type LoginAnswer = z.output<typeof loginAnswerSchema>;
export type SignedIn = z.output<typeof signedInSchema>;

const phoneNumberSchema = z.string().check(z.regex(/^\d{5,15}$/, 'a phone number is 5 to 15 digits'));
/** Spec 02 §5: a country phone code has one leading plus. */
export const phoneCodeSchema = z.string().check(z.regex(/^\+\d{1,4}$/, 'a phone code is + and 1 to 4 digits'));

/** Spec 02 §7 "Login by e-mail or id: uLogin, uPassword, save, component-data field". */
export const loginByPassword = defineCall({
  name: 'loginByPassword',
  method: 'POST',
  path: '/web-api/auth/login',
  query: z.object({}),
  body: z.object({
    uLogin: z.string().check(z.minLength(1)),
    uPassword: z.string().check(z.minLength(1)),
    /** Keep me signed in: the session outlives the browser. */
    save: z.boolean(),
    /** The device fingerprint token (spec 02 §3 "Device fingerprint result"). */
    componentData: z.string().check(z.minLength(1)),
  }),
  response: loginAnswerSchema,
  secretFields: ['uLogin', 'uPassword'],
});

/** Spec 02 §7 "By phone: phone_number, country_code, uPassword, save". */
export const loginByPhone = defineCall({
  name: 'loginByPhone',
  method: 'POST',
  path: '/web-api/auth/login/phone',
  query: z.object({}),
  body: z.object({
    phone_number: phoneNumberSchema,
    country_code: phoneCodeSchema,
    uPassword: z.string().check(z.minLength(1)),
    save: z.boolean(),
    componentData: z.string().check(z.minLength(1)),
  }),
  response: loginAnswerSchema,
  secretFields: ['uPassword'],
});

/** Spec 02 §7 "Send SMS: phone-number, phone-code, captcha header". */
export const sendLoginSms = defineCall({
  name: 'sendLoginSms',
  method: 'POST',
  path: '/web-api/auth/sms/send',
  query: z.object({}),
  body: z.object({ 'phone-number': phoneNumberSchema, 'phone-code': phoneCodeSchema }),
  response: z.object({
    /** Seconds before another code may be asked for. */
    resendAfter: z.int().check(z.nonnegative()),
  }),
});

/** Spec 02 §7 "By SMS code: sms-code" (with the phone the code was sent to). */
export const loginBySms = defineCall({
  name: 'loginBySms',
  method: 'POST',
  path: '/web-api/auth/login/sms',
  query: z.object({}),
  body: z.object({
    'phone-number': phoneNumberSchema,
    'phone-code': phoneCodeSchema,
    'sms-code': z.string().check(z.regex(/^\d{4,8}$/, 'the code is 4 to 8 digits')),
    save: z.boolean(),
    componentData: z.string().check(z.minLength(1)),
  }),
  response: loginAnswerSchema,
  secretFields: ['sms-code'],
});

/** Spec 02 §7 "Two-step: code, save", after a sign-in answered twoStepRequired. */
export const loginTwoStep = defineCall({
  name: 'loginTwoStep',
  method: 'POST',
  path: '/web-api/auth/login/two-step',
  query: z.object({}),
  body: z.object({ code: z.string().check(z.regex(/^\d{4,8}$/, 'the code is 4 to 8 digits')), save: z.boolean() }),
  response: loginAnswerSchema,
  secretFields: ['code'],
});

/** Spec 02 §7 "Disconnect (fails with a message if not success)". */
export const disconnect = defineCall({
  name: 'disconnect',
  method: 'POST',
  path: '/web-api/auth/disconnect',
  query: z.object({}),
  body: z.undefined(),
  response: z.object({ success: z.boolean(), message: z.optional(z.string()) }),
  auth: true,
});

/** Spec 02 §7 "get rights": what the signed-in player may do. */
export const getRights = defineCall({
  name: 'getRights',
  method: 'GET',
  path: '/web-api/auth/rights',
  query: z.object({}),
  body: z.undefined(),
  response: z.object({ rights: z.array(z.string()) }),
  auth: true,
});

/**
 * Spec 02 §7 "fetch user id" and "Session check (auth API): answers user_id": one call, by the
 * session cookie, so it works while the token has expired. user_id null: a guest.
 */
export const fetchUserId = defineCall({
  name: 'fetchUserId',
  method: 'GET',
  path: '/web-api/auth/user-id',
  query: z.object({}),
  body: z.undefined(),
  response: z.object({ user_id: z.nullable(z.int().check(z.positive())) }),
});

/*
 * Registration (spec 01 §1), one call per type. Every type signs the new player in. Only
 * one-click registration generates the credentials, shown to the player once.
 */

const registrationAnswerSchema = z.extend(signedInSchema, {
  activationType: z.union([
    z.literal(ACTIVATION_TYPES.none),
    z.literal(ACTIVATION_TYPES.email),
    z.literal(ACTIVATION_TYPES.emailAndPhone),
    z.literal(ACTIVATION_TYPES.phone),
  ]),
  /** fast_reg only: the generated login (the player id) and password. */
  credentials: z.optional(z.object({ login: z.string(), password: z.string() })),
});
export type RegistrationAnswer = z.output<typeof registrationAnswerSchema>;

/** Spec 01 §3 "first-deposit bonus choice 0 decline, 1 sport bonus, 2 casino bonus". */
const bonusChoiceSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

const commonRegistrationFields = {
  currencyId: z.int(),
  countryId: z.int(),
  promoCode: z.optional(z.string().check(z.maxLength(32))),
  bonusChoice: bonusChoiceSchema,
  componentData: z.string().check(z.minLength(1)),
};

export const registerFast = defineCall({
  name: 'registerFast',
  method: 'POST',
  path: '/web-api/registration/fast_reg',
  query: z.object({}),
  body: z.object(commonRegistrationFields),
  response: registrationAnswerSchema,
});

export const registerByPhone = defineCall({
  name: 'registerByPhone',
  method: 'POST',
  path: '/web-api/registration/phone_reg',
  query: z.object({}),
  body: z.object({
    ...commonRegistrationFields,
    phone_number: phoneNumberSchema,
    country_code: phoneCodeSchema,
    uPassword: z.string().check(z.minLength(8, 'the password has at least 8 characters')),
  }),
  response: registrationAnswerSchema,
  secretFields: ['uPassword'],
});

export const registerFull = defineCall({
  name: 'registerFull',
  method: 'POST',
  path: '/web-api/registration/full_reg',
  query: z.object({}),
  body: z.object({
    ...commonRegistrationFields,
    email: z.email(),
    uPassword: z.string().check(z.minLength(8, 'the password has at least 8 characters')),
    name: z.string().check(z.minLength(1), z.maxLength(60)),
    surname: z.string().check(z.minLength(1), z.maxLength(60)),
    /** yyyy-mm-dd; the sandbox refuses players younger than the site's minimum age. */
    birthday: z.iso.date(),
  }),
  response: registrationAnswerSchema,
  secretFields: ['uPassword'],
});

export const registerBySocial = defineCall({
  name: 'registerBySocial',
  method: 'POST',
  path: '/web-api/registration/soc_reg',
  query: z.object({}),
  body: z.object({
    ...commonRegistrationFields,
    network: z.enum(SOCIAL_NETWORKS),
    /** The assertion the network's sign-in gave (the sandbox's demo provider issues these). */
    socialToken: z.string().check(z.minLength(1)),
  }),
  response: registrationAnswerSchema,
});

/**
 * The sandbox's stand-in for a social network's consent screen: it answers an assertion for a
 * made-up account of that network, which soc_reg accepts. A real deployment replaces it with
 * the network's own OAuth flow.
 */
export const getDemoSocialToken = defineCall({
  name: 'getDemoSocialToken',
  method: 'POST',
  path: '/social-api/oauth/demo/token',
  query: z.object({}),
  body: z.object({ network: z.enum(SOCIAL_NETWORKS) }),
  response: z.object({ socialToken: z.string().check(z.minLength(1)), displayName: z.string() }),
});

/** Spec 02 §7 "Social one-tap": GET /social-api/oauth/google-one-tap/clientId. Null: not set up. */
export const getOneTapClientId = defineCall({
  name: 'getOneTapClientId',
  method: 'GET',
  path: '/social-api/oauth/google-one-tap/clientId',
  query: z.object({}),
  body: z.undefined(),
  response: z.object({ clientId: z.nullable(z.string().check(z.minLength(1))) }),
});

/** Forgot password: the sandbox "sends" a reset link (see the control API's messages). */
export const requestPasswordReset = defineCall({
  name: 'requestPasswordReset',
  method: 'POST',
  path: '/web-api/user/forgot-password',
  query: z.object({}),
  /** The e-mail, player id or phone (digits with the country code) the player signs in with. */
  body: z.object({ login: z.string().check(z.minLength(1)) }),
  /** Always the same answer, whether or not such a player exists, so it reveals no accounts. */
  response: z.object({ sent: z.literal(true) }),
  secretFields: ['login'],
});
