import { z } from 'zod/mini';
import { ACTIVATION_TYPES } from './auth-config';
import { defineCall } from './call';
import { protectionMethodsSchema } from './security-method-calls';

/**
 * Spec 01 §3 "User config": the fields the client uses so far (paths not shown; ours). The
 * server may send more; they pass through unread.
 */
export const userConfigSchema = z.looseObject({
  user_id: z.int().check(z.positive()),
  user_name: z.string(),
  user_email: z.string(),
  phone_number: z.string(),
  phone_code: z.string(),
  user_country_code: z.string(),
  user_country_id: z.int(),
  activation_type: z.union([
    z.literal(ACTIVATION_TYPES.none),
    z.literal(ACTIVATION_TYPES.email),
    z.literal(ACTIVATION_TYPES.emailAndPhone),
    z.literal(ACTIVATION_TYPES.phone),
  ]),
  /** Spec 01 §3: default true. */
  user_hide_balance: z.boolean(),
  ban_level: z.int().check(z.nonnegative()),
  ban_version: z.int().check(z.nonnegative()),
  disallow_line_sport: z.array(z.int()),
  disallow_live_sport: z.array(z.int()),
  has_deposit: z.boolean(),
  /** Spec 01 §3 (issue 12: the security page's methods; the level weighted by PROTECTION_WEIGHTS). */
  protection_methods: protectionMethodsSchema,
  protection_level: z.optional(z.nullable(z.int().check(z.gte(0), z.lte(100)))),
  is_active_secure_question: z.optional(z.boolean()),
  /** Spec 01 §3: the player's unread messages (the header's marker; issue 12). */
  user_msg_count: z.optional(z.int().check(z.nonnegative())),
  /** Spec 01 §3 user_data: the personal data page's saved data ('' not given; issue 12). */
  user_data: z.optional(
    z.object({
      date_birthday: z.string(),
      document_type_id: z.int(),
      inn: z.string(),
      name: z.string(),
      passport: z.string(),
      passport_date: z.string(),
      passport_end_date: z.string(),
      registration_address: z.string(),
      surname: z.string(),
    }),
  ),
});
export type UserConfig = z.output<typeof userConfigSchema>;

export const getUserConfig = defineCall({
  name: 'getUserConfig',
  method: 'GET',
  path: '/web-api/user/config',
  query: z.object({}),
  body: z.undefined(),
  response: userConfigSchema,
  auth: true,
});

/** Spec 01 §3 "Accounts": type 0 main, 4 bonus, 9 additional currency. */
export const ACCOUNT_TYPES = { main: 0, bonus: 4, additional: 9 } as const;

/** Spec 01 §3 "Accounts". money is in minor units (DESIGN.md: money is integer minor units). */
export const accountSchema = z.object({
  id: z.int().check(z.positive()),
  iso: z.string().check(z.length(3)),
  symbol: z.string(),
  currencyId: z.int(),
  money: z.int(),
  type: z.union([z.literal(0), z.literal(4), z.literal(9)]),
  label: z.string(),
  points: z.int(),
  isActive: z.boolean(),
  isPointsTypeBalance: z.boolean(),
});
export type Account = z.output<typeof accountSchema>;

/** Spec 01 §3 "Accounts": "bonuses have idBonus and money" (minor units). */
export const accountBonusSchema = z.object({
  idBonus: z.int(),
  money: z.int(),
});
export type AccountBonus = z.output<typeof accountBonusSchema>;

/**
 * The account list with the account state's server-side parts (spec 01 §3 "Account state":
 * bonuses, isAvailableFirstDepositBonus, isAccountFrozen). The three default when a server leaves
 * them out, so an older answer of the list alone still reads.
 */
export const accountsAnswerSchema = z.object({
  accounts: z.array(accountSchema),
  bonuses: z._default(z.array(accountBonusSchema), []),
  isAvailableFirstDepositBonus: z._default(z.boolean(), false),
  isAccountFrozen: z._default(z.boolean(), false),
});
export type AccountsAnswer = z.output<typeof accountsAnswerSchema>;

export const getAccounts = defineCall({
  name: 'getAccounts',
  method: 'GET',
  path: '/web-api/user/accounts',
  query: z.object({}),
  body: z.undefined(),
  response: accountsAnswerSchema,
  auth: true,
});
