import { DEFAULT_GEO_COUNTRY_CODE } from '@bet/contract';
import type { SiteConfig } from '@bet/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import { readAuthSettings, toAuthConfig } from '../auth/auth-settings';
import type { Db } from '../db/database';
import {
  authSettings,
  countries,
  footerSocialLinks,
  languages,
  siteConfig,
  siteConfigTranslations,
} from '../db/schema';
import type { LanguageSet } from './languages';
import { toLanguageSet } from './languages';

export async function readLanguageSet(db: Db): Promise<LanguageSet> {
  return toLanguageSet(await db.select().from(languages));
}

export interface SiteConfigRequest {
  /** A language of the set, already resolved. */
  lang: string;
  /** Lower-case country code; unknown codes give the default country. */
  geoCountryCode: string;
  languageSet: LanguageSet;
}

/**
 * Assembles the site config (spec 02 §3) for one language and country from the tables. The
 * caller checks the result against siteConfigSchema before it leaves the server.
 */
export async function readSiteConfig(db: Db, request: SiteConfigRequest): Promise<SiteConfig> {
  const { lang, geoCountryCode, languageSet } = request;
  const [baseRows, translationRows, countryRows, socialLinks, authRows] = await Promise.all([
    db.select().from(siteConfig).limit(1),
    db.select().from(siteConfigTranslations).where(eq(siteConfigTranslations.lang, lang)),
    db
      .select()
      .from(countries)
      .where(inArray(countries.code, [geoCountryCode, DEFAULT_GEO_COUNTRY_CODE])),
    db.select().from(footerSocialLinks).orderBy(asc(footerSocialLinks.sortOrder), asc(footerSocialLinks.id)),
    db.select({ id: authSettings.id }).from(authSettings).limit(1),
  ]);
  if (authRows.length === 0) throw new Error('The auth_settings table has no row');
  const base = baseRows[0];
  if (!base) throw new Error('The site_config table has no row');
  const country =
    countryRows.find((row) => row.code === geoCountryCode) ??
    countryRows.find((row) => row.code === DEFAULT_GEO_COUNTRY_CODE);
  if (!country) {
    throw new Error(`The countries table has no row for the default geo '${DEFAULT_GEO_COUNTRY_CODE}'`);
  }
  const translation = translationRows[0];
  const contactEmail = translation?.contactEmail ?? base.contactEmail;
  const contactPhone = translation?.contactPhone ?? base.contactPhone;

  return {
    lng: lang,
    languages: languageSet.enabled,
    defaultLanguage: languageSet.defaultLanguage,
    geoCountryId: country.id,
    geoCurrency: { id: country.currencyId },
    companyName: translation?.companyName ?? base.companyName,
    minAge: base.minAge,
    isOneTapAuthEnabled: base.isOneTapAuthEnabled,
    isThirdPartyAllowed: base.isThirdPartyAllowed,
    apiPath: base.apiPath,
    group_id: base.groupId,
    ref_id: base.refId,
    isPwa: base.isPwa,
    pwaManifest: { themeColor: base.pwaThemeColor },
    partnerCssBrandBook: base.partnerCssBrandBook,
    isFlexibleAssetPath: base.isFlexibleAssetPath,
    isFatmanAnalyticsAvailable: base.isFatmanAnalyticsAvailable,
    isAvailableConfirmTerms: base.isAvailableConfirmTerms,
    customizeConfig: {
      geo_with_twelve_format: base.geoWithTwelveFormat,
      has_twelve_h_by_geo: base.hasTwelveHByGeo,
    },
    licenceConfig: base.dmca ? { dmca: base.dmca } : {},
    langHiddenUnauthorized: languageSet.hiddenUnauthorized,
    footer: {
      socialLinks: socialLinks.map(({ name, link, iconName }) => ({ name, link, iconName })),
    },
    contacts: {
      ...(contactEmail ? { email: contactEmail } : {}),
      ...(contactPhone ? { phone: contactPhone } : {}),
    },
    promoBonusToOffer: base.promoBonusToOffer,
    thirdPartyHasFirstDepositRedirect: base.thirdPartyHasFirstDepositRedirect,
    // Spec 01 §5: the sandbox's operator offers the face-id identification (issue 12).
    showIdentification: true,
    afterRegistrationAndLoginRedirectRoutesV2: base.afterRegistrationAndLoginRedirectRoutes,
    auth: toAuthConfig(await readAuthSettings(db)),
  };
}
