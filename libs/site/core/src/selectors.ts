import { createSelector } from 'reselect';
import type { SiteState } from './site-slice';

export interface WithSite {
  site: SiteState;
}

export const selectSite = (state: WithSite): SiteState => state.site;
export const selectSiteStatus = (state: WithSite) => state.site.status;
export const selectSiteError = (state: WithSite) => state.site.error;
export const selectSiteConfig = (state: WithSite) => state.site.config;
export const selectLanguage = (state: WithSite) => state.site.language;
export const selectIsSignedIn = (state: WithSite) => state.site.isSignedIn;

/** The sign-in and registration settings of the site config; null before start-up. */
export const selectAuthConfig = (state: WithSite) => state.site.config?.auth ?? null;
/** Spec 01 §3 site config isAvailableConfirmTerms; off before start-up. */
export const selectIsConfirmTermsAvailable = (state: WithSite) => state.site.config?.isAvailableConfirmTerms ?? false;
/** Spec 01 §3 site config geoCountryId; null before start-up. */
export const selectGeoCountryId = (state: WithSite) => state.site.config?.geoCountryId ?? null;
/** The site config's group_id (spec 02 §7 "projectId" of the analytics counters); null before start-up. */
export const selectGroupId = (state: WithSite) => state.site.config?.group_id ?? null;

const EMPTY: readonly string[] = [];

/** The languages this visitor may pick: hidden ones only once signed in (spec 02 §4). */
export const selectVisibleLanguages = createSelector(
  [selectSiteConfig, selectIsSignedIn],
  (config, isSignedIn): readonly string[] =>
    config ? config.languages.filter((lang) => isSignedIn || !config.langHiddenUnauthorized.includes(lang)) : EMPTY,
);
