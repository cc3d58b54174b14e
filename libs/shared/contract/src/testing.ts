import type { SiteConfig } from './site-config';

/** A complete, valid site config for tests and stories. */
export function siteConfigFixture(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    lng: 'ru',
    languages: ['ru', 'en'],
    defaultLanguage: 'ru',
    geoCountryId: 1,
    geoCurrency: { id: 1 },
    companyName: 'Orbit Bet',
    minAge: 18,
    isOneTapAuthEnabled: false,
    isThirdPartyAllowed: true,
    apiPath: '/web-api',
    group_id: 1,
    ref_id: 1,
    isPwa: false,
    pwaManifest: { themeColor: '#0b3d91' },
    partnerCssBrandBook: [],
    isFlexibleAssetPath: false,
    isFatmanAnalyticsAvailable: false,
    isAvailableConfirmTerms: true,
    customizeConfig: { geo_with_twelve_format: false, has_twelve_h_by_geo: false },
    licenceConfig: {},
    langHiddenUnauthorized: [],
    footer: { socialLinks: [] },
    contacts: { email: 'support@example.com' },
    promoBonusToOffer: false,
    thirdPartyHasFirstDepositRedirect: false,
    afterRegistrationAndLoginRedirectRoutesV2: [],
    auth: {
      isRegistrationAllowed: true,
      isVipDomain: false,
      registrationOpensAs: 'modal',
      registrationTypes: ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg'],
      loginForms: ['login_password', 'phone_password', 'sms'],
      socialNetworks: ['google', 'vk', 'telegram'],
      autoLogoffMinutes: null,
      currencies: [
        { id: 1, iso: 'RUB' },
        { id: 2, iso: 'USD' },
      ],
    },
    ...overrides,
  };
}
