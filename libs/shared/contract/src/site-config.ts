import { z } from 'zod/mini';
import { authConfigSchema } from './auth-config';

/** A two-lowercase-letter language code, the only form a language prefix may take (spec 01 §2). */
export const languageCodeSchema = z.string().check(z.regex(/^[a-z]{2}$/, 'a language is two lowercase letters'));

/** Social link of the footer (spec 01 §3 "social link (name, link, iconName)"). */
export const socialLinkSchema = z.object({
  name: z.string(),
  link: z.string(),
  iconName: z.string(),
});

/**
 * The site config of spec 02 §3. Field names are the spec's. Two fields are ours, because the
 * spec resolves languages against "available" ones without saying where the list lives:
 * `languages` (the languages the site offers, in menu order) and `defaultLanguage`. A third,
 * `auth`, holds the sign-in and registration settings the spec uses without placing them.
 */
export const siteConfigSchema = z.object({
  lng: languageCodeSchema,
  languages: z.array(languageCodeSchema).check(z.minLength(1)),
  defaultLanguage: languageCodeSchema,
  geoCountryId: z.int(),
  geoCurrency: z.object({ id: z.int() }),
  companyName: z.string().check(z.minLength(1)),
  minAge: z.int().check(z.nonnegative()),
  isOneTapAuthEnabled: z.boolean(),
  isThirdPartyAllowed: z.boolean(),
  apiPath: z.string(),
  group_id: z.int(),
  ref_id: z.int(),
  isPwa: z.boolean(),
  pwaManifest: z.object({ themeColor: z.string() }),
  partnerCssBrandBook: z.array(z.object({ property: z.string(), value: z.string() })),
  isFlexibleAssetPath: z.boolean(),
  isFatmanAnalyticsAvailable: z.boolean(),
  isAvailableConfirmTerms: z.boolean(),
  customizeConfig: z.object({
    geo_with_twelve_format: z.boolean(),
    has_twelve_h_by_geo: z.boolean(),
  }),
  licenceConfig: z.object({
    dmca: z.optional(z.object({ domains: z.array(z.string()), name: z.string(), content: z.string() })),
  }),
  langHiddenUnauthorized: z.array(languageCodeSchema),
  footer: z.object({ socialLinks: z.array(socialLinkSchema) }),
  contacts: z.object({ email: z.optional(z.string()), phone: z.optional(z.string()) }),
  promoBonusToOffer: z.boolean(),
  thirdPartyHasFirstDepositRedirect: z.boolean(),
  /** Spec 01 §5 "Identification page needs the show-identification config flag" (issue 12); absent: off. */
  showIdentification: z.optional(z.boolean()),
  afterRegistrationAndLoginRedirectRoutesV2: z.array(z.object({ route_from: z.string(), route_to: z.string() })),
  auth: authConfigSchema,
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type SocialLink = z.infer<typeof socialLinkSchema>;
