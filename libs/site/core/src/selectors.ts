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

const EMPTY: readonly string[] = [];

/** The languages this visitor may pick: hidden ones only once signed in (spec 02 §4). */
export const selectVisibleLanguages = createSelector(
  [selectSiteConfig, selectIsSignedIn],
  (config, isSignedIn): readonly string[] =>
    config ? config.languages.filter((lang) => isSignedIn || !config.langHiddenUnauthorized.includes(lang)) : EMPTY,
);
