import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AnalyticsCounter, CookiesAgreeType } from '@bet/contract';
import { agreeTypeOf, cookieOptions, type CookieOptionName, type CookieSelection, selectionOf } from './cookie-options';

/** Spec 01 §2 "cookie consent (main and customise views)". */
export type ConsentView = 'closed' | 'main' | 'customise';

export type AnalyticsStatus = 'idle' | 'loading' | 'installed' | 'failed';

export interface ConsentState {
  /** null until the player chooses (or before the cookie is read). */
  agreeType: CookiesAgreeType | null;
  view: ConsentView;
  /** What the customise view has ticked (necessary is always on and not kept). */
  selection: CookieSelection;
  analytics: { status: AnalyticsStatus; installed: AnalyticsCounter[] };
}

export const initialConsentState: ConsentState = {
  agreeType: null,
  view: 'closed',
  selection: { functionality: false, marketing: false },
  analytics: { status: 'idle', installed: [] },
};

export const consentSlice = createSlice({
  name: 'consent',
  initialState: initialConsentState,
  reducers: {
    /** At start: the cookie's agreement, or null, and then the banner opens. */
    consentRestored(state, { payload }: PayloadAction<{ agreeType: CookiesAgreeType | null }>) {
      state.agreeType = payload.agreeType;
      state.selection = selectionOf(payload.agreeType);
      state.view = payload.agreeType === null ? 'main' : 'closed';
    },
    customiseOpened(state) {
      state.view = 'customise';
    },
    customiseClosed(state) {
      state.view = 'main';
    },
    optionToggled(state, { payload }: PayloadAction<{ name: CookieOptionName; checked: boolean }>) {
      // Spec 01 §4: necessary is always on.
      if (payload.name === 'necessary') return;
      state.selection[payload.name] = payload.checked;
    },
    acceptedAll(state) {
      state.selection = { functionality: true, marketing: true };
      state.agreeType = 'ALL';
      state.view = 'closed';
    },
    selectionSaved(state) {
      state.agreeType = agreeTypeOf(cookieOptions(state.selection));
      state.view = 'closed';
    },
    analyticsLoading(state) {
      state.analytics.status = 'loading';
    },
    analyticsFailed(state) {
      state.analytics.status = 'failed';
    },
    analyticsInstalled(state, { payload }: PayloadAction<{ counters: AnalyticsCounter[] }>) {
      state.analytics = { status: 'installed', installed: payload.counters };
    },
  },
});

export const {
  consentRestored,
  customiseOpened,
  customiseClosed,
  optionToggled,
  acceptedAll,
  selectionSaved,
  analyticsLoading,
  analyticsFailed,
  analyticsInstalled,
} = consentSlice.actions;
export const consentReducer = consentSlice.reducer;
