import { z } from 'zod/mini';

/** Spec 01 §1: the four registration types. */
export const REGISTRATION_TYPES = ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

/** Spec 01 §3 "Login forms": login_password is the default. */
export const LOGIN_FORMS = ['login_password', 'phone_password', 'sms', 'login_password_two_step_code'] as const;
export type LoginForm = (typeof LOGIN_FORMS)[number];

/** Spec 01 §3 "Social networks", as the ids the soc_reg call carries. */
export const SOCIAL_NETWORKS = [
  'google',
  'vk',
  'ok',
  'facebook',
  'mailru',
  'yandex',
  'telegram',
  'kakaotalk',
  'twitter',
  'itsme',
  'twitch',
  'metamask',
  'line',
  'linkedin',
  'apple',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Spec 01 §3 user config activation_type: 0 none, 1 email, 2 email and phone, 3 phone only. */
export const ACTIVATION_TYPES = { none: 0, email: 1, emailAndPhone: 2, phone: 3 } as const;
export type ActivationType = (typeof ACTIVATION_TYPES)[keyof typeof ACTIVATION_TYPES];

/**
 * The sign-in and registration settings. The spec uses them ("registration only when the site is
 * not a VIP domain and registration is allowed", "the registration form opens as a modal or
 * redirects to the registration page, depending on settings", "timeout = autologoff minutes x
 * 60000") without saying where they live; ours is this object of the site config.
 */
export const authConfigSchema = z.object({
  isRegistrationAllowed: z.boolean(),
  isVipDomain: z.boolean(),
  /** Where the registration form opens. */
  registrationOpensAs: z.enum(['modal', 'page']),
  /** The registration types offered, in tab order. */
  registrationTypes: z.array(z.enum(REGISTRATION_TYPES)),
  /** The login forms offered, in tab order; the first is the default. */
  loginForms: z.array(z.enum(LOGIN_FORMS)).check(z.minLength(1)),
  socialNetworks: z.array(z.enum(SOCIAL_NETWORKS)),
  /** Inactivity logoff after this many minutes; null: off. */
  autoLogoffMinutes: z.nullable(z.int().check(z.positive())),
  /** Currencies a new player may choose: the operator's id and the ISO 4217 code. */
  currencies: z.array(z.object({ id: z.int(), iso: z.string().check(z.length(3)) })).check(z.minLength(1)),
});

export type AuthConfig = z.infer<typeof authConfigSchema>;
