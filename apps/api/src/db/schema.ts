import type {
  AccountLinkPurpose,
  ActivationType,
  LedgerKind,
  LoginForm,
  PaymentKind,
  PaymentStatus,
  RegistrationType,
  SocialNetwork,
} from '@bet/contract';
import { sql } from 'drizzle-orm';
import type { ProviderCallback } from '../payment-provider/callback-signature';
import type { PaymentSessionClaims } from '../payment-provider/session-token';
import {
  boolean,
  check,
  integer,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The sandbox's tables (pg-core, so the same schema and migrations serve PGlite and PostgreSQL).
 * After a change: `cd apps/api && npx drizzle-kit generate --name <what-changed>`.
 */

export interface CssProperty {
  property: string;
  value: string;
}

export interface DmcaMeta {
  domains: string[];
  name: string;
  content: string;
}

export interface RedirectRoute {
  route_from: string;
  route_to: string;
}

/** Languages the site offers. Exactly one may be the default. */
export const languages = pgTable(
  'languages',
  {
    code: text('code').primaryKey(),
    /** Native name, for a language menu. */
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** Spec 01 §4: hidden from visitors unless the ua cookie marks them as signed in. */
    hiddenUnauthorized: boolean('hidden_unauthorized').notNull().default(false),
  },
  (t) => [
    check('languages_code_format', sql`${t.code} ~ '^[a-z]{2}$'`),
    uniqueIndex('languages_single_default')
      .on(t.isDefault)
      .where(sql`is_default`),
  ],
);

export const currencies = pgTable('currencies', {
  /** The operator's currency id (geoCurrency.id, account currencyId). */
  id: integer('id').primaryKey(),
  /** ISO 4217 letter code. */
  code: text('code').notNull().unique(),
  minorUnits: integer('minor_units').notNull().default(2),
});

/** Countries the geo header can name. */
export const countries = pgTable(
  'countries',
  {
    /** Lowercase ISO 3166-1 alpha-2, as the geo header carries it. */
    code: text('code').primaryKey(),
    /** The operator's country id (geoCountryId). */
    id: integer('id').notNull().unique(),
    name: text('name').notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
  },
  (t) => [check('countries_code_format', sql`${t.code} ~ '^[a-z]{2}$'`)],
);

/**
 * The language- and geo-independent part of the site config (spec 02 §3), one row. Nested
 * values the client reads as a whole are jsonb.
 */
export const siteConfig = pgTable(
  'site_config',
  {
    id: integer('id').primaryKey().default(1),
    companyName: text('company_name').notNull(),
    minAge: integer('min_age').notNull(),
    isOneTapAuthEnabled: boolean('is_one_tap_auth_enabled').notNull(),
    isThirdPartyAllowed: boolean('is_third_party_allowed').notNull(),
    apiPath: text('api_path').notNull(),
    groupId: integer('group_id').notNull(),
    refId: integer('ref_id').notNull(),
    isPwa: boolean('is_pwa').notNull(),
    pwaThemeColor: text('pwa_theme_color').notNull(),
    partnerCssBrandBook: jsonb('partner_css_brand_book').$type<CssProperty[]>().notNull(),
    isFlexibleAssetPath: boolean('is_flexible_asset_path').notNull(),
    isFatmanAnalyticsAvailable: boolean('is_fatman_analytics_available').notNull(),
    isAvailableConfirmTerms: boolean('is_available_confirm_terms').notNull(),
    geoWithTwelveFormat: boolean('geo_with_twelve_format').notNull(),
    hasTwelveHByGeo: boolean('has_twelve_h_by_geo').notNull(),
    dmca: jsonb('dmca').$type<DmcaMeta>(),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    promoBonusToOffer: boolean('promo_bonus_to_offer').notNull(),
    thirdPartyHasFirstDepositRedirect: boolean('third_party_has_first_deposit_redirect').notNull(),
    afterRegistrationAndLoginRedirectRoutes: jsonb('after_registration_and_login_redirect_routes')
      .$type<RedirectRoute[]>()
      .notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('site_config_single_row', sql`${t.id} = 1`)],
);

/** Per-language overrides of site_config; a null column keeps the base value. */
export const siteConfigTranslations = pgTable('site_config_translations', {
  lang: text('lang')
    .primaryKey()
    .references(() => languages.code, { onDelete: 'cascade' }),
  companyName: text('company_name'),
  contactEmail: text('contact_email'),
  contactPhone: text('contact_phone'),
});

/** Footer social links (spec 01 §3: name, link, iconName), in display order. */
export const footerSocialLinks = pgTable('footer_social_links', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  sortOrder: integer('sort_order').notNull(),
  name: text('name').notNull(),
  link: text('link').notNull(),
  iconName: text('icon_name').notNull(),
});

/**
 * Settings groups of GET /bff-api/config/group/get. A row with a language wins over the
 * language-neutral row (lang null) of the same name.
 */
export const configGroups = pgTable(
  'config_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    lang: text('lang').references(() => languages.code, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    // Two partial indexes rather than NULLS NOT DISTINCT, which PostgreSQL < 15 lacks.
    uniqueIndex('config_groups_neutral_name')
      .on(t.name)
      .where(sql`lang is null`),
    uniqueIndex('config_groups_lang_name')
      .on(t.name, t.lang)
      .where(sql`lang is not null`),
    check('config_groups_data_object', sql`jsonb_typeof(${t.data}) = 'object'`),
  ],
);

/**
 * The sign-in and registration settings (contract `authConfigSchema`, the site config's `auth`),
 * one row. The one place the registration rules of spec 01 §5 read from.
 */
export const authSettings = pgTable(
  'auth_settings',
  {
    id: integer('id').primaryKey().default(1),
    isRegistrationAllowed: boolean('is_registration_allowed').notNull(),
    isVipDomain: boolean('is_vip_domain').notNull(),
    registrationOpensAs: text('registration_opens_as').$type<'modal' | 'page'>().notNull(),
    registrationTypes: jsonb('registration_types').$type<RegistrationType[]>().notNull(),
    loginForms: jsonb('login_forms').$type<LoginForm[]>().notNull(),
    socialNetworks: jsonb('social_networks').$type<SocialNetwork[]>().notNull(),
    autoLogoffMinutes: integer('auto_logoff_minutes'),
    /** Ids of the currencies table a new player may choose. */
    currencyIds: jsonb('currency_ids').$type<number[]>().notNull(),
  },
  (t) => [
    check('auth_settings_single_row', sql`${t.id} = 1`),
    check('auth_settings_opens_as', sql`${t.registrationOpensAs} in ('modal', 'page')`),
  ],
);

/** When the terms last changed (spec 02 §7 terms status), one row. */
export const terms = pgTable(
  'terms',
  {
    id: integer('id').primaryKey().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [check('terms_single_row', sql`${t.id} = 1`)],
);

/** Secrets the server generates once and keeps, so a restart does not sign everyone out. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Players. Ids come from an identity starting at 100000 so they look like the operator's; a
 * fast_reg player signs in with the id as login. E-mails are stored lower-cased. The password is
 * an scrypt hash with its own salt (src/auth/password.ts), never the password.
 */
export const players = pgTable(
  'players',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 100000 }),
    email: text('email').unique(),
    phoneCode: text('phone_code'),
    phoneNumber: text('phone_number'),
    name: text('name').notNull().default(''),
    surname: text('surname').notNull().default(''),
    /** yyyy-mm-dd. */
    birthday: text('birthday'),
    countryId: integer('country_id').notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    registrationType: text('registration_type').$type<RegistrationType>().notNull(),
    /** Spec 01 §3 user config activation_type: 0 none, 1 e-mail, 2 e-mail and phone, 3 phone. */
    activationType: integer('activation_type').$type<ActivationType>().notNull(),
    passwordHash: text('password_hash').notNull(),
    twoStepEnabled: boolean('two_step_enabled').notNull().default(false),
    blocked: boolean('blocked').notNull().default(false),
    banLevel: integer('ban_level').notNull().default(0),
    /** Spec 01 §3 ban_version: which ban level keeps withdrawal open (spec 01 §4 "Ban": 53 at version 1, else 45). */
    banVersion: integer('ban_version').notNull().default(1),
    promoCode: text('promo_code'),
    /** Spec 01 §3: 0 decline, 1 sport bonus, 2 casino bonus. */
    bonusChoice: integer('bonus_choice').notNull().default(0),
    socialNetwork: text('social_network'),
    socialExternalId: text('social_external_id'),
    termsConfirmedAt: timestamp('terms_confirmed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('players_phone').on(t.phoneCode, t.phoneNumber),
    uniqueIndex('players_social').on(t.socialNetwork, t.socialExternalId),
    check('players_activation_type', sql`${t.activationType} in (0, 1, 2, 3)`),
    check('players_bonus_choice', sql`${t.bonusChoice} in (0, 1, 2)`),
  ],
);

/** Spec 01 §3 "Accounts": type 0 main, 4 bonus, 9 additional currency; money in minor units. */
export const accounts = pgTable(
  'accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 5000000 }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    type: integer('type').$type<0 | 4 | 9>().notNull(),
    money: integer('money').notNull().default(0),
    points: integer('points').notNull().default(0),
    label: text('label').notNull().default(''),
    isActive: boolean('is_active').notNull().default(false),
  },
  (t) => [check('accounts_type', sql`${t.type} in (0, 4, 9)`)],
);

/**
 * Signed-in browsers. The id travels in the signed httpOnly `sid` cookie; access tokens name it
 * (`sid` claim) and die with it. `save`: the player asked to stay signed in (30 days).
 */
export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  playerId: integer('player_id')
    .notNull()
    .references(() => players.id, { onDelete: 'cascade' }),
  save: boolean('save').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
});

/**
 * Spec 02 §7 Office "Save cookies agreement time": the last cookie agreement of a signed-in
 * player (one row per player; a new agreement replaces it). agree_type is the cookiesAgreeType.
 */
export const cookieAgreements = pgTable('cookie_agreements', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  agreedAt: timestamp('agreed_at', { withTimezone: true, mode: 'date' }).notNull(),
  agreeType: text('agree_type'),
});

// --- coupon inputs --------------------------------------------------------------------------
// What the coupon config call (contract getCouponConfig) answers for a signed-in player besides
// the site's coupon rules (the `coupon` config group).

/**
 * Spec 01 §3 global settings appViewType (0 European, 1 Asian) and coefViewId of a player; no
 * row means 0 and 0. The settings page saves them here.
 */
export const playerSettings = pgTable(
  'player_settings',
  {
    playerId: integer('player_id')
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    coefViewId: integer('coef_view_id').notNull().default(0),
    appViewType: integer('app_view_type').notNull().default(0),
  },
  (t) => [check('player_settings_views', sql`${t.coefViewId} >= 0 and ${t.appViewType} >= 0`)],
);

/**
 * Spec 01 §3 "Office settings" of a player (issue 12): the office groups' values by setting id
 * (notifications, cashback, bonus, first-deposit bonus), and the disallowed sports (spec 01 §6
 * per-user blacklists), sorted, which the user config answers as disallow_line_sport / _live_sport.
 * No row: the defaults of settings/office-groups.ts and no blacklist.
 */
export const playerOfficeSettings = pgTable('player_office_settings', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  groupValues: jsonb('group_values').$type<Record<string, boolean | number>>().notNull().default({}),
  disallowLineSports: integer('disallow_line_sports').array().notNull().default([]),
  disallowLiveSports: integer('disallow_live_sports').array().notNull().default([]),
});

/** Spec 01 §3 promoCodes: the promo codes a player may use on a coupon. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name'),
    /** After this the code is refused (promo_code_expired); null: it never expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The coupon the code went with (promo_code_used); null while unused. */
    usedByCouponId: integer('used_by_coupon_id'),
  },
  (t) => [uniqueIndex('promo_codes_player_code').on(t.playerId, t.code)],
);

/** Coupons shared by a code (contract shareCoupon / loadSharedCoupon): the bets, not the stake. */
export const sharedCoupons = pgTable('shared_coupons', {
  code: text('code').primaryKey(),
  typeId: integer('type_id').notNull(),
  systemValue: integer('system_value').notNull(),
  /** The bets in the order shared: game and market ids. */
  legs: jsonb('legs').$type<{ gameId: number; marketId: number }[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Spec 01 §3 availablePrepaidAmount: prepaid (free) money of an account, minor units. */
export const prepaidAmounts = pgTable(
  'prepaid_amounts',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
  },
  (t) => [check('prepaid_amounts_amount', sql`${t.amount} >= 0`)],
);

// --- sportsbook ------------------------------------------------------------------------------
// Line and live feed (spec 01 §2-4; contract line-calls.ts). Names are kept in Russian and
// English; other languages get English. Coefficients are exact integer thousandths
// (coupon-math.md), never floats. `version` columns take the value of feed_version when the row
// (or, for games, one of its markets) last changed, so a poll can ask for what changed since.

/** A one-row counter: the feed's current version. */
export const feedVersion = pgTable('feed_version', {
  id: integer('id').primaryKey().default(1),
  version: integer('version').notNull().default(0),
});

export const sports = pgTable('sports', {
  id: integer('id').primaryKey(),
  nameRu: text('name_ru').notNull(),
  nameEn: text('name_en').notNull(),
  /** Cyber disciplines (spec 01 §2 cyber/{type}); null for classic sports. */
  cyberTypeId: integer('cyber_type_id'),
  sort: integer('sort').notNull(),
});

export const champs = pgTable('champs', {
  id: integer('id').primaryKey(),
  sportId: integer('sport_id')
    .notNull()
    .references(() => sports.id),
  nameRu: text('name_ru').notNull(),
  nameEn: text('name_en').notNull(),
  /** References countries.id when national; 0 for international. */
  countryId: integer('country_id').notNull().default(0),
  sort: integer('sort').notNull(),
});

export interface PeriodScore {
  score1: number;
  score2: number;
}

export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    champId: integer('champ_id')
      .notNull()
      .references(() => champs.id),
    number: integer('number').notNull(),
    team1: text('team1').notNull(),
    team2: text('team2').notNull(),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull(),
    /** 1 not started, 2 in play, 3 break, 4 finished (contract GAME_STATUSES). */
    status: integer('status').notNull().default(1),
    /** Live clock, seconds since the start of play. */
    timeSeconds: integer('time_seconds'),
    period: integer('period'),
    score1: integer('score1'),
    score2: integer('score2'),
    periods: jsonb('periods').$type<PeriodScore[]>().notNull().default([]),
    isTop: boolean('is_top').notNull().default(false),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    version: integer('version').notNull().default(0),
  },
  (t) => [index('games_status').on(t.status), index('games_version').on(t.version)],
);

export const markets = pgTable(
  'markets',
  {
    /** The outcome's id: what a bet is placed on. */
    id: integer('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** Contract MARKET_TYPES: 1 result, 2 total, 3 handicap, 4 double chance, 5 both teams score. */
    typeId: integer('type_id').notNull(),
    /** Which side of the market: '1', 'X', '2', 'over', 'under', '1X', '12', 'X2', 'yes', 'no'. */
    outcomeKey: text('outcome_key').notNull(),
    /** Total or handicap line in thousandths (-250 is -0.25); null for markets without one. */
    paramMilli: integer('param_milli'),
    coefMilli: integer('coef_milli').notNull(),
    isBlocked: boolean('is_blocked').notNull().default(false),
    kind: integer('kind').notNull().default(0),
    /** Main markets are shown in lists; the rest only on the game page. */
    isMain: boolean('is_main').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    version: integer('version').notNull().default(0),
  },
  (t) => [index('markets_game').on(t.gameId)],
);

/**
 * Placed coupons. `id` is the coupon number the player sees (digits, spec 01 §5 print-coupon);
 * (player_id, request_id) makes placement idempotent: a retry with the same request id gets
 * `answer`, the first result, again.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 700000001 }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** The client's id of the placement attempt (contract postCouponBodySchema.id). */
    requestId: text('request_id').notNull(),
    /** A digest of the request body: the same id with another coupon is refused. */
    requestHash: text('request_hash').notNull(),
    typeId: integer('type_id').notNull(),
    systemValue: integer('system_value').notNull().default(0),
    amount: integer('amount').notNull(),
    coefMilli: integer('coef_milli'),
    possibleWin: integer('possible_win').notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true, mode: 'date' }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
    payout: integer('payout'),
    /** Spec 01 §4 bet status; -1 while open. */
    status: integer('status').notNull().default(-1),
    /** The first answer, sent again to a retry with the same request id. */
    answer: jsonb('answer').notNull(),
  },
  (t) => [uniqueIndex('coupons_request').on(t.playerId, t.requestId)],
);

export const couponLegs = pgTable(
  'coupon_legs',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    marketId: integer('market_id')
      .notNull()
      .references(() => markets.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    coefMilli: integer('coef_milli').notNull(),
    isLive: boolean('is_live').notNull(),
    isBanker: boolean('is_banker').notNull().default(false),
    blockId: integer('block_id').notNull().default(0),
    /** Many singles (type 9): this single's stake. */
    amount: integer('amount'),
    /** Spec 01 §4 bet status of this leg; -1 while its game has not finished. */
    status: integer('status').notNull().default(-1),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.position] }), index('coupon_legs_game').on(t.gameId)],
);

// --- payments --------------------------------------------------------------------------------
// Money in and out (contract payment-calls.ts; README "Payments"). Every change of an account's
// money is a row of ledger_entries written in the same transaction (src/payments/ledger.ts), so
// the balance always equals the sum of its ledger.

/**
 * Every money movement of an account, signed (credits positive). `ref` names what moved it
 * (`payment:<id>`, `coupon:<id>`, `seed`): a text, not a foreign key, so the history outlives
 * what it names.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LedgerKind>().notNull(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    ref: text('ref').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('ledger_entries_account').on(t.accountId, t.id),
    check(
      'ledger_entries_kind',
      sql`${t.kind} in ('deposit', 'withdrawal', 'stake', 'win', 'refund', 'bonus', 'adjustment')`,
    ),
  ],
);

/**
 * Deposits and withdrawals. (player_id, request_id) makes starting one idempotent; the provider's
 * transaction id is unique, so one provider transaction can credit one payment once.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 900000001 }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PaymentKind>().notNull(),
    methodId: text('method_id').notNull(),
    amount: integer('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    requestId: text('request_id').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Spec 01 §3 first-deposit bonus choice taken for this deposit (0 decline, 1 sport, 2 casino). */
    bonusChoice: integer('bonus_choice').notNull().default(0),
    bonusAmount: integer('bonus_amount').notNull().default(0),
    providerTransactionId: text('provider_transaction_id').unique(),
    cardMask: text('card_mask'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When the deposit's session stops being accepted. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('payments_request').on(t.playerId, t.requestId),
    index('payments_player').on(t.playerId, t.id),
    check('payments_kind', sql`${t.kind} in ('deposit', 'withdrawal')`),
    check('payments_amount', sql`${t.amount} > 0`),
  ],
);

/** Spec 01 §2 payment/requests: a player's request about a payment topic (and perhaps a transaction). */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 1001 }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    topicId: text('topic_id').notNull(),
    subTopicId: text('sub_topic_id').notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    status: text('status').$type<'open' | 'answered' | 'closed'>().notNull().default('open'),
    answer: text('answer'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('payment_requests_player').on(t.playerId, t.id)],
);

// --- payment provider --------------------------------------------------------------------------
// The provider's own records (README "Payments"), as a real provider keeps them on its side: it
// never reads or writes the operator's tables above and tells the operator only by signed HTTP
// callbacks. Kept in the database so a restart loses neither a pending payment nor a callback
// waiting for a retry.

/** Provider transaction states; `challenge` waits for the 3-D Secure code and tells the merchant nothing. */
export type ProviderTransactionStatus = 'challenge' | 'pending' | 'succeeded' | 'failed' | 'cancelled';

/** One transaction per merchant payment (payment_id unique): paying again shows the same result. */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    id: text('id').primaryKey(),
    /** The merchant's payment id, as its session named it (no foreign key: another party's id). */
    paymentId: text('payment_id').notNull(),
    claims: jsonb('claims').$type<PaymentSessionClaims>().notNull(),
    status: text('status').$type<ProviderTransactionStatus>().notNull(),
    cardMask: text('card_mask'),
    reason: text('reason'),
    /** A pending payment resolves by itself at this time; null: only resolve() does. */
    resolveAt: timestamp('resolve_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('provider_transactions_payment').on(t.paymentId),
    index('provider_transactions_resolve').on(t.resolveAt),
    check(
      'provider_transactions_status',
      sql`${t.status} in ('challenge', 'pending', 'succeeded', 'failed', 'cancelled')`,
    ),
  ],
);

/**
 * Callbacks waiting for delivery to the merchant, sent in id order (a pending callback before its
 * resolution). A row leaves when the merchant accepts it or the retries run out.
 */
export const providerCallbacks = pgTable(
  'provider_callbacks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: text('event_id').notNull().unique(),
    transactionId: text('transaction_id')
      .notNull()
      .references(() => providerTransactions.id, { onDelete: 'cascade' }),
    body: jsonb('body').$type<ProviderCallback>().notNull(),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('provider_callbacks_due').on(t.dueAt, t.id)],
);

// --- responsible gaming ------------------------------------------------------------------------
// Spec 01 §3 "Limit", spec 02 §7 "Responsible gaming" (README "Limits").

/**
 * A player's limits: at most one ACTIVE and one PENDING row per type (partial unique indexes);
 * a row that stops applying becomes INACTIVE and stays as history. `change` is the spec's `type`
 * (-1 lower, 1 higher, 0 an ACTIVE value). For a PENDING row `ends_at` is when it may be
 * approved; for an ACTIVE time-bound limit (30, 33, 37) when it ends.
 */
export const limits = pgTable(
  'limits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    limitType: integer('limit_type').notNull(),
    /** Minor units of `currency` for money limits, else days, hours or minutes; null: a pending cancel. */
    limitValue: integer('limit_value'),
    state: text('state').$type<'PENDING' | 'ACTIVE' | 'INACTIVE'>().notNull(),
    change: integer('change').$type<-1 | 0 | 1>().notNull().default(0),
    currency: text('currency'),
    selfExcludeReason: integer('self_exclude_reason'),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    /** When it became INACTIVE (applied, replaced, rejected, cancelled or ended). */
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('limits_one_active')
      .on(t.playerId, t.limitType)
      .where(sql`state = 'ACTIVE'`),
    uniqueIndex('limits_one_pending')
      .on(t.playerId, t.limitType)
      .where(sql`state = 'PENDING'`),
    check('limits_state', sql`${t.state} in ('PENDING', 'ACTIVE', 'INACTIVE')`),
    check('limits_change', sql`${t.change} in (-1, 0, 1)`),
  ],
);

/**
 * A change that loosens a limit waits here for the self-assessment answers (testanswers): the
 * requested limits, the questions asked, one use (`used_at`) before `expires_at`.
 */
export const limitTokens = pgTable(
  'limit_tokens',
  {
    tokenGuid: text('token_guid').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    request: jsonb('request')
      .$type<{ limitType: number; limitValue: number | null; selfExcludeReason?: number }[]>()
      .notNull(),
    questionIds: jsonb('question_ids').$type<number[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('limit_tokens_player').on(t.playerId)],
);

/** Spec 02 §7 reality-check: each answer to the reminder, as reported. */
export const realityCheckReports = pgTable(
  'reality_check_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    doNotShowAgain: boolean('do_not_show_again').notNull(),
    popupShowAt: timestamp('popup_show_at', { withTimezone: true, mode: 'date' }).notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('reality_check_reports_player').on(t.playerId, t.id)],
);

/**
 * Where the session limit (31) of a session counts from, when not its sign-in (sessions.created_at):
 * the control API moves it (shiftLimitClock, endSessionLimit) without rewriting the sign-in.
 */
export const sessionLimitClocks = pgTable('session_limit_clocks', {
  sessionId: text('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  countedFrom: timestamp('counted_from', { withTimezone: true, mode: 'date' }).notNull(),
});

// --- casino: game sessions and the seamless wallet ---------------------------------------------
// The operator's side of real-money casino play (README "Game provider and seamless wallet"):
// the sessions it launches, the rounds the provider opens and every wallet transaction, each
// keyed by the provider's id so a repeat answers the first answer.

/**
 * A real-money game session: launched with a one-time token (only its SHA-256 is kept), good
 * once and until `token_expires_at`; exchanged by the provider (`token_used_at`), it then names
 * the player, the account and the game for every wallet call.
 */
export const casinoSessions = pgTable(
  'casino_sessions',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    tokenUsedAt: timestamp('token_used_at', { withTimezone: true, mode: 'date' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    /** The catalogue's game (no foreign key: the history outlives a game leaving the catalogue). */
    gameId: integer('game_id').notNull(),
    gameName: text('game_name').notNull(),
    engine: text('engine').$type<'slot' | 'crash' | 'keno'>().notNull(),
    siteOrigin: text('site_origin').notNull(),
    lang: text('lang').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('casino_sessions_player').on(t.playerId)],
);

export type CasinoRoundStatus = 'open' | 'settled' | 'rolled_back';

/** A round as the provider names it: what it staked and paid (the history's casino tab). */
export const casinoRounds = pgTable(
  'casino_rounds',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => casinoSessions.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull(),
    gameName: text('game_name').notNull(),
    currency: text('currency').notNull(),
    stake: integer('stake').notNull().default(0),
    win: integer('win').notNull().default(0),
    status: text('status').$type<CasinoRoundStatus>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('casino_rounds_player').on(t.playerId, t.startedAt),
    check('casino_rounds_status', sql`${t.status} in ('open', 'settled', 'rolled_back')`),
    check('casino_rounds_money', sql`${t.stake} >= 0 and ${t.win} >= 0`),
  ],
);

export type CasinoTransactionKind = 'bet' | 'win' | 'rollback';

/**
 * Every wallet transaction by the provider's id: `request_hash` tells a repeat (same body) from
 * a conflict, `answer` is what the first answered. A bet whose rollback came first is kept with
 * `rolled_back` and no answer, so the late bet is refused.
 */
export const casinoTransactions = pgTable(
  'casino_transactions',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => casinoSessions.id, { onDelete: 'cascade' }),
    roundId: text('round_id').notNull(),
    kind: text('kind').$type<CasinoTransactionKind>().notNull(),
    amount: integer('amount').notNull(),
    requestHash: text('request_hash'),
    answer: jsonb('answer').$type<{ transactionId: string; balance: number; currency: string }>(),
    rolledBack: boolean('rolled_back').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('casino_transactions_round').on(t.roundId),
    check('casino_transactions_kind', sql`${t.kind} in ('bet', 'win', 'rollback')`),
  ],
);

/**
 * The game provider's own records (its side, like provider_* of the payment provider): wins and
 * rollbacks the operator's wallet has not acknowledged yet, sent again until it does, so a
 * restart leaves no stake in doubt.
 */
export const gameProviderRetries = pgTable(
  'game_provider_retries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The wallet path (win or rollback). */
    path: text('path').notNull(),
    /** The request as first sent: its transaction id makes a repeat harmless. */
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('game_provider_retries_due').on(t.dueAt, t.id)],
);
// ---------------------------------------------------------------------------------------------
// Casino catalogue (issue 14; README "Casino catalogue"): providers, games and their lobby order,
// favourites and recently played, tournaments with the points of real rounds, casino offers.

/** A game studio of the catalogue (invented names). */
export const casinoProviders = pgTable('casino_providers', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/**
 * A game of the catalogue. `position` is the lobby order (1..N, dense; the control API moves a
 * game); every filter of the lobby reads the games in this one order.
 */
export const casinoGames = pgTable(
  'casino_games',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    providerSlug: text('provider_slug')
      .notNull()
      .references(() => casinoProviders.slug),
    category: text('category').notNull(),
    subcategories: jsonb('subcategories').$type<string[]>().notNull(),
    /** Spec 01 §3 casino filter (never `all`). */
    filter: text('filter').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    /** The provider's engine that plays it: slot, crash or keno. */
    engine: text('engine').notNull(),
    hasDemo: boolean('has_demo').notNull(),
    /** Return to player in basis points (9650 = 96.50%). */
    rtpBp: integer('rtp_bp').notNull(),
    position: integer('position').notNull(),
    isNew: boolean('is_new').notNull(),
    isHot: boolean('is_hot').notNull(),
  },
  (t) => [
    index('casino_games_position').on(t.position),
    check('casino_games_rtp', sql`${t.rtpBp} between 0 and 10000`),
  ],
);

/** A player's favourite games; one row per player and game. */
export const casinoFavourites = pgTable(
  'casino_favourites',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => casinoGames.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.gameId] })],
);

/** The games a player launched, last launch per game; at most CASINO_RECENT_MAX rows per player. */
export const casinoRecentGames = pgTable(
  'casino_recent_games',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => casinoGames.id, { onDelete: 'cascade' }),
    playedAt: timestamp('played_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.gameId] }), index('casino_recent_games_player').on(t.playerId)],
);

/** A casino tournament: its texts in ru and en, its window, its games and its prizes per place. */
export const casinoTournaments = pgTable('casino_tournaments', {
  id: text('id').primaryKey(),
  titleRu: text('title_ru').notNull(),
  titleEn: text('title_en').notNull(),
  descriptionRu: text('description_ru').notNull(),
  descriptionEn: text('description_en').notNull(),
  /** Minor units of `currency`. */
  prizePool: integer('prize_pool').notNull(),
  currency: text('currency').notNull(),
  /** Prize per place (first place first), minor units; the places below get 0. */
  prizes: jsonb('prizes').$type<number[]>().notNull(),
  gameIds: jsonb('game_ids').$type<number[]>().notNull(),
  /** Seed of the invented rivals whose points move on the clock (tournaments.ts). */
  rivalSeed: integer('rival_seed').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** Points real players scored in a tournament with real-money rounds (addTournamentPoints). */
export const casinoTournamentScores = pgTable(
  'casino_tournament_scores',
  {
    tournamentId: text('tournament_id')
      .notNull()
      .references(() => casinoTournaments.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.playerId] })],
);

/** Casino bonuses and promotions (spec 01 §2 "Casino bonuses"), texts in ru and en. */
export const casinoOffers = pgTable('casino_offers', {
  id: text('id').primaryKey(),
  /** `bonus` or `promotion`. */
  kind: text('kind').notNull(),
  titleRu: text('title_ru').notNull(),
  titleEn: text('title_en').notNull(),
  summaryRu: text('summary_ru').notNull(),
  summaryEn: text('summary_en').notNull(),
  termsRu: jsonb('terms_ru').$type<string[]>().notNull(),
  termsEn: jsonb('terms_en').$type<string[]>().notNull(),
  /** Wagering multiplier of a bonus; null for a promotion. */
  wager: integer('wager'),
  endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
  sortOrder: integer('sort_order').notNull(),
});

/**
 * Issue 12 account flows: the one-use links the sandbox e-mails (password reset, e-mail
 * confirmation). Only the SHA-256 of a token is kept, so a database read gives no working link.
 * `email` is the address a confirmation link confirms (a changed e-mail makes the old link pointless).
 */
export const accountLinks = pgTable(
  'account_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AccountLinkPurpose>().notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('account_links_player').on(t.playerId, t.purpose)],
);

/**
 * Issue 12: a player's mail state: the e-mail address confirmed (and when), and whether the
 * newsletter was stopped. One row per player, made on first use; no row: nothing confirmed, newsletter on.
 */
export const accountMailStates = pgTable('account_mail_states', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  confirmedEmail: text('confirmed_email'),
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true, mode: 'date' }),
  newsletterStoppedAt: timestamp('newsletter_stopped_at', { withTimezone: true, mode: 'date' }),
});
// --- support and the player's messages (issue 12) ------------------------------------------
// The support chat, the callback requests and e-mails the support page sends, and the player's
// inbox (contract support-calls.ts; README "Support and messages").

/**
 * The support chat. A support reply is stored when the player writes, with `sent_at` a few
 * seconds ahead by the sandbox's clock: it is shown (and counted unread) once that time has come.
 */
export const supportChatMessages = pgTable(
  'support_chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    author: text('author').$type<'player' | 'support'>().notNull(),
    text: text('text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When the player read a support reply; the player's own messages are stored read. */
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('support_chat_messages_player').on(t.playerId, t.sentAt),
    check('support_chat_messages_author', sql`${t.author} in ('player', 'support')`),
  ],
);

/** Callback requests and e-mails to the support (kind `callback` or `email`), kept as sent. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'callback' | 'email'>().notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('support_requests_player').on(t.playerId, t.kind, t.createdAt),
    check('support_requests_kind', sql`${t.kind} in ('callback', 'email')`),
  ],
);

/** The player's inbox: the welcome message of a new player and what the operator sends. */
export const playerMessages = pgTable(
  'player_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    text: text('text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('player_messages_player').on(t.playerId, t.sentAt)],
);

// --- promotion, bring a friend, manager and ideas (issue 12) ------------------------------------
// Contract programme-calls.ts; README "Programmes". The promotions and the managers are seeded in
// code (apps/api/src/programmes/programme-rules.ts); the coupon promo codes are `promo_codes`.

/** A friend who registered through a player's invite link (the bf_tag cookie, spec 02 §9). */
export const programmeFriendReferrals = pgTable(
  'programme_friend_referrals',
  {
    /** A player registers once, so is one player's friend at most. */
    friendId: integer('friend_id')
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** What the friend brought the inviter, minor units of the inviter's currency. */
    rewardMinor: integer('reward_minor').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('programme_friend_referrals_inviter').on(t.inviterId, t.registeredAt),
    check('programme_friend_referrals_reward', sql`${t.rewardMinor} >= 0`),
  ],
);

/** The player's shared ideas, with the state the operator gives them. */
export const programmeIdeas = pgTable(
  'programme_ideas',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    text: text('text').notNull(),
    state: text('state').$type<'new' | 'reviewed' | 'accepted' | 'declined'>().notNull().default('new'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('programme_ideas_player').on(t.playerId, t.sentAt),
    check('programme_ideas_state', sql`${t.state} in ('new', 'reviewed', 'accepted', 'declined')`),
  ],
);

/** "Ask for a call" of the personal manager page. */
export const programmeManagerCalls = pgTable(
  'programme_manager_calls',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('programme_manager_calls_player').on(t.playerId, t.requestedAt)],
);

/**
 * Issue 12: the player's documents for the verification (contract verification-calls.ts). The
 * file is kept as base64 text: the sandbox keeps a few small files, no store of its own is worth it.
 */
export const verificationDocuments = pgTable(
  'verification_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').$type<'image/jpeg' | 'image/png' | 'application/pdf'>().notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sendAs: integer('send_as').$type<0 | 1 | 2>().notNull(),
    state: text('state').$type<'pending' | 'accepted' | 'rejected'>().notNull().default('pending'),
    contentBase64: text('content_base64').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true, mode: 'date' }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('verification_documents_player').on(t.playerId, t.uploadedAt),
    check('verification_documents_state', sql`${t.state} in ('pending', 'accepted', 'rejected')`),
  ],
);

/** Issue 12: the face-id sessions (spec 02 §9 status 3 Active, 5 Closed) and their results. */
export const faceIdSessions = pgTable(
  'face_id_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    status: integer('status').$type<3 | 5>().notNull(),
    result: text('result').$type<'VERIFICATION_DENIED' | 'VERIFICATION_SUCCESSFUL' | 'UNVERIFIED'>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('face_id_sessions_player').on(t.playerId, t.startedAt)],
);

/** Issue 12: a banned player's appeals (spec 01 §2 block-appeal-history). */
export const blockAppeals = pgTable(
  'block_appeals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    state: text('state').$type<'pending' | 'accepted' | 'rejected'>().notNull().default('pending'),
    answer: text('answer'),
    filedAt: timestamp('filed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('block_appeals_player').on(t.playerId, t.filedAt)],
);

/**
 * Issue 12 bonuses (apps/api README "Bonuses, cashback, points and rewards"): a deposit bonus and
 * its wager requirement; `progress` grows with the turnover of its kind until it reaches
 * `required`, when the bonus moves from the bonus account to the main one (`released`).
 */
export const bonusWagers = pgTable(
  'bonus_wagers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    bonusAccountId: integer('bonus_account_id').notNull(),
    mainAccountId: integer('main_account_id').notNull(),
    kind: text('kind').$type<'sport' | 'casino'>().notNull(),
    bonusAmount: integer('bonus_amount').notNull(),
    required: integer('required').notNull(),
    progress: integer('progress').notNull().default(0),
    status: text('status').$type<'active' | 'released'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('bonus_wagers_payment').on(t.paymentId),
    index('bonus_wagers_player').on(t.playerId, t.status),
    check('bonus_wagers_kind', sql`${t.kind} in ('sport', 'casino')`),
    check('bonus_wagers_status', sql`${t.status} in ('active', 'released')`),
    check('bonus_wagers_progress', sql`${t.progress} >= 0 and ${t.progress} <= ${t.required}`),
  ],
);

/** The player's points, as a ledger: earned on stakes, spent on rewards, granted by the operator. */
export const bonusPointsEntries = pgTable(
  'bonus_points_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason').$type<'bet' | 'casino' | 'reward' | 'grant'>().notNull(),
    ref: text('ref').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('bonus_points_entries_player').on(t.playerId, t.id),
    check('bonus_points_entries_reason', sql`${t.reason} in ('bet', 'casino', 'reward', 'grant')`),
  ],
);

/** Rewards taken for points; the player's request id makes a repeat exchange once. */
export const bonusRewardExchanges = pgTable(
  'bonus_reward_exchanges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull(),
    rewardId: text('reward_id').notNull(),
    cost: integer('cost').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('bonus_reward_exchanges_request').on(t.playerId, t.requestId)],
);

/** Cashback claimed: one per player, kind and month. */
export const bonusCashbackClaims = pgTable(
  'bonus_cashback_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'vip' | 'premium'>().notNull(),
    period: text('period').notNull(),
    amount: integer('amount').notNull(),
    requestId: text('request_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('bonus_cashback_claims_period').on(t.playerId, t.kind, t.period),
    check('bonus_cashback_claims_kind', sql`${t.kind} in ('vip', 'premium')`),
  ],
);

// --- personal data (issue 12) ---------------------------------------------------------------
/**
 * Issue 12: the office's personal data (spec 01 §3 "Personal data"; contract
 * personal-data-calls.ts). Name, surname and birth date stay on `players` (one home: the user
 * config reads them there); the rest lives here, '' for "not given". One row per player, made
 * on first save; no row: nothing given, every mailing on. `pending_email`: a new address waiting
 * for its confirmation link.
 */
export const personalData = pgTable('personal_data', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  middleName: text('middle_name').notNull().default(''),
  birthPlace: text('birth_place').notNull().default(''),
  city: text('city').notNull().default(''),
  registrationAddress: text('registration_address').notNull().default(''),
  passportSeries: text('passport_series').notNull().default(''),
  passportNumber: text('passport_number').notNull().default(''),
  /** yyyy-mm-dd or ''. */
  passportDate: text('passport_date').notNull().default(''),
  passportIssuedBy: text('passport_issued_by').notNull().default(''),
  inn: text('inn').notNull().default(''),
  enableMailNews: boolean('enable_mail_news').notNull().default(true),
  enableMailDeposit: boolean('enable_mail_deposit').notNull().default(true),
  enableMailBets: boolean('enable_mail_bets').notNull().default(true),
  enableSmsNews: boolean('enable_sms_news').notNull().default(true),
  pendingEmail: text('pending_email'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

// --- the security page's protection methods (issue 12) -----------------------------------------
// The methods the players row does not hold (its phone and two_step_enabled are there already):
// the security question with the answer's scrypt hash, e-mail authentication, the last password
// change (spec 01 §3 protection_methods; contract security-method-calls.ts).
export const playerSecurityMethods = pgTable('player_security_methods', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  securityQuestion: text('security_question'),
  securityAnswerHash: text('security_answer_hash'),
  emailAuthEnabled: boolean('email_auth_enabled').notNull().default(false),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true, mode: 'date' }),
});
