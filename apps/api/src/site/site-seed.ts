import type { Db } from '../db/database';
import { fillEmpty } from '../db/fill-empty';
import {
  configGroups,
  countries,
  currencies,
  footerSocialLinks,
  languages,
  siteConfig,
  siteConfigTranslations,
} from '../db/schema';

/**
 * What a new database's site starts with: languages, currencies, countries, the site config and
 * its translations, footer links and settings groups. Invented where the spec names a field but
 * gives no value (see apps/api/README.md "Invented"). Money is in minor units, as everywhere in
 * the project.
 */

export const seedLanguages: (typeof languages.$inferInsert)[] = [
  { code: 'ru', name: 'Русский', enabled: true, sortOrder: 1, isDefault: true },
  { code: 'en', name: 'English', enabled: true, sortOrder: 2 },
  { code: 'kz', name: 'Қазақша', enabled: true, sortOrder: 3, hiddenUnauthorized: true },
  // Present but switched off: asking for it falls back to the default language.
  { code: 'uz', name: "O'zbekcha", enabled: false, sortOrder: 4 },
  // The languages whose texts load lazily (@bet/i18n). Site codes, as kz: ua, not the ISO uk.
  { code: 'ua', name: 'Українська', enabled: true, sortOrder: 5 },
  { code: 'az', name: 'Azərbaycanca', enabled: true, sortOrder: 6 },
  { code: 'tr', name: 'Türkçe', enabled: true, sortOrder: 7 },
  { code: 'de', name: 'Deutsch', enabled: true, sortOrder: 8 },
  { code: 'es', name: 'Español', enabled: true, sortOrder: 9 },
];

export const seedCurrencies: (typeof currencies.$inferInsert)[] = [
  { id: 1, code: 'RUB' },
  { id: 2, code: 'USD' },
  { id: 3, code: 'EUR' },
  { id: 4, code: 'KZT' },
  { id: 5, code: 'BYN' },
  { id: 6, code: 'KGS' },
  { id: 7, code: 'UZS' },
  { id: 8, code: 'TRY' },
];

/** Ids 1, 66, 120, 126 and 228 are the policy-logo countries of spec 02 §9; the rest are not. */
export const seedCountries: (typeof countries.$inferInsert)[] = [
  { code: 'ru', id: 1, name: 'Russia', currencyId: 1 },
  { code: 'kz', id: 66, name: 'Kazakhstan', currencyId: 4 },
  { code: 'kg', id: 120, name: 'Kyrgyzstan', currencyId: 6 },
  { code: 'by', id: 126, name: 'Belarus', currencyId: 5 },
  { code: 'uz', id: 228, name: 'Uzbekistan', currencyId: 7 },
  { code: 'de', id: 80, name: 'Germany', currencyId: 3 },
  { code: 'tr', id: 190, name: 'Turkey', currencyId: 8 },
  { code: 'us', id: 231, name: 'United States', currencyId: 2 },
];

export const seedSiteConfig: typeof siteConfig.$inferInsert = {
  id: 1,
  companyName: 'Orbit Bet',
  minAge: 18,
  isOneTapAuthEnabled: false,
  isThirdPartyAllowed: true,
  apiPath: '/web-api',
  groupId: 1,
  refId: 1,
  // Off until the sandbox serves /manifest.json and /pwa-sw.js.
  isPwa: false,
  pwaThemeColor: '#0b3d91',
  // The partner brand book goes on top of both themes (libs/site/core README "Brand book"): design
  // tokens only, with values that hold in light and dark alike (the amber ring passes 3:1 on
  // every dark surface; the light ones get its dark inner tone).
  partnerCssBrandBook: [
    { property: '--bet-color-focus', value: '#ffb400' },
    { property: '--bet-radius-md', value: '8px' },
    { property: '--bet-radius-lg', value: '12px' },
  ],
  isFlexibleAssetPath: false,
  isFatmanAnalyticsAvailable: false,
  isAvailableConfirmTerms: true,
  geoWithTwelveFormat: false,
  hasTwelveHByGeo: false,
  dmca: {
    domains: ['orbitbet.example'],
    name: 'dmca-site-verification',
    content: 'sandbox-dmca-verification-token',
  },
  contactEmail: 'support@orbitbet.example',
  contactPhone: '8 800 000-00-00',
  promoBonusToOffer: true,
  thirdPartyHasFirstDepositRedirect: false,
  afterRegistrationAndLoginRedirectRoutes: [
    { route_from: 'registration', route_to: 'office/recharge' },
    { route_from: 'casino', route_to: 'casino' },
  ],
};

export const seedSiteConfigTranslations: (typeof siteConfigTranslations.$inferInsert)[] = [
  { lang: 'en', contactPhone: '+7 495 000-00-00', contactEmail: 'help@orbitbet.example' },
  { lang: 'kz', contactPhone: '+7 727 000-00-00' },
];

export const seedFooterSocialLinks: (typeof footerSocialLinks.$inferInsert)[] = [
  { sortOrder: 1, name: 'Telegram', link: 'https://t.me/orbit_bet_sandbox', iconName: 'telegram' },
  { sortOrder: 2, name: 'VK', link: 'https://vk.com/orbit_bet_sandbox', iconName: 'vk' },
  {
    sortOrder: 3,
    name: 'YouTube',
    link: 'https://www.youtube.com/@orbit-bet-sandbox',
    iconName: 'youtube',
  },
  { sortOrder: 4, name: 'X', link: 'https://x.com/orbit_bet_sandbox', iconName: 'x' },
];

/**
 * What registration needs besides the auth settings (which are the auth_settings table, the one
 * source of whether and how players register): the tab opened first and the reminder.
 */
const registration = {
  defaultType: 'full_reg',
  /** Spec 01 §4 "Registration reminder". */
  reminder: { delaySeconds: 60, intervalMinutes: 30 },
};

export const seedConfigGroups: (typeof configGroups.$inferInsert)[] = [
  { name: 'registration', lang: null, data: registration },
  {
    name: 'registration',
    lang: 'kz',
    data: {
      ...registration,
      defaultType: 'phone_reg',
    },
  },
  {
    name: 'coupon',
    lang: null,
    data: {
      /** Minor units by currency code. */
      minBetAmount: { RUB: 1000, KZT: 10000, USD: 20, EUR: 20, BYN: 50 },
      maxBetAmount: { RUB: 50000000, KZT: 300000000, USD: 600000, EUR: 550000, BYN: 1800000 },
      /** Coupon types (typeId) the min and max amounts apply to. */
      minMaxCouponTypes: [0, 1, 2],
      amountStepByCurrency: {
        RUB: [10000, 50000, 100000],
        KZT: [50000, 250000, 500000],
        USD: [100, 500, 1000],
        EUR: [100, 500, 1000],
        BYN: [500, 1000, 5000],
      },
      isManualStep: false,
      changeCoefAction: 2,
      isVipBetAllowed: true,
      /** Spec 01 §5 express bonus ("bonus bet") offered. */
      isBonusBetEnabled: true,
      /** The stake a fresh coupon starts with (spec 01 §3 initialAmount), minor units by currency. */
      initialAmountByCurrency: { RUB: 10000, KZT: 50000, USD: 100, EUR: 100, BYN: 500 },
      maxEventsInCoupon: 30,
    },
  },
  {
    name: 'support',
    lang: null,
    data: {
      // "empty": no consultant in this language (spec 02 §5).
      consultantId: 'empty',
      isChatEnabled: true,
      isCallbackEnabled: true,
      callbackExcludedLanguages: ['kz'],
      email: 'support@orbitbet.example',
      messengers: [{ name: 'Telegram', link: 'https://t.me/orbit_bet_support_sandbox', iconName: 'telegram' }],
    },
  },
  {
    name: 'support',
    lang: 'ru',
    data: {
      consultantId: '4021',
      isChatEnabled: true,
      isCallbackEnabled: true,
      callbackExcludedLanguages: ['kz'],
      email: 'support@orbitbet.example',
      messengers: [
        { name: 'Telegram', link: 'https://t.me/orbit_bet_support_sandbox', iconName: 'telegram' },
        { name: 'VK', link: 'https://vk.me/orbit_bet_sandbox', iconName: 'vk' },
      ],
    },
  },
  {
    name: 'support',
    lang: 'en',
    data: {
      consultantId: '4022',
      isChatEnabled: true,
      isCallbackEnabled: false,
      callbackExcludedLanguages: ['kz'],
      email: 'help@orbitbet.example',
      messengers: [{ name: 'Telegram', link: 'https://t.me/orbit_bet_support_sandbox', iconName: 'telegram' }],
    },
  },
  {
    name: 'cookies',
    lang: null,
    data: {
      /** Spec 02 §9: three options, necessary always on. cookiesType is the cookies_agree_type bit. */
      options: [
        { name: 'necessary', checked: true, disabled: true, cookiesType: 1 },
        { name: 'functionality', checked: false, disabled: false, cookiesType: 2 },
        { name: 'marketing', checked: false, disabled: false, cookiesType: 4 },
      ],
    },
  },
  // Spec 01 §5 age notice and §4 new-site modal. Seeded off: a modal over every first page
  // would stand in front of every other demo and e2e flow; PUT /sandbox-api/control/site-notices
  // switches them on (apps/api README "Site widgets").
  { name: 'age_restriction', lang: null, data: { isEnabled: false, acknowledgement: 'days' } },
  { name: 'new_site', lang: null, data: { isEnabled: false } },
];

/** Fills the site's empty tables (db/fill-empty.ts), in the order of their foreign keys. */
export async function seedSite(db: Pick<Db, 'select' | 'insert'>): Promise<void> {
  await fillEmpty(db, languages, seedLanguages);
  await fillEmpty(db, currencies, seedCurrencies);
  await fillEmpty(db, countries, seedCountries);
  await fillEmpty(db, siteConfig, [seedSiteConfig]);
  await fillEmpty(db, siteConfigTranslations, seedSiteConfigTranslations);
  await fillEmpty(db, footerSocialLinks, seedFooterSocialLinks);
  await fillEmpty(db, configGroups, seedConfigGroups);
}
