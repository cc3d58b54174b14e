import { createSelector } from 'reselect';
import { allowsFunctionality, allowsMarketing, cookieOptions } from './cookie-options';
import type { ConsentState } from './consent-slice';

export interface WithConsent {
  consent: ConsentState;
}

export const selectConsent = (state: WithConsent) => state.consent;
export const selectAgreeType = (state: WithConsent) => state.consent.agreeType;
export const selectConsentView = (state: WithConsent) => state.consent.view;
export const selectCookieOptions = createSelector([(state: WithConsent) => state.consent.selection], cookieOptions);
export const selectMarketingAllowed = (state: WithConsent) => allowsMarketing(state.consent.agreeType);
export const selectFunctionalityAllowed = (state: WithConsent) => allowsFunctionality(state.consent.agreeType);
export const selectAnalytics = (state: WithConsent) => state.consent.analytics;
