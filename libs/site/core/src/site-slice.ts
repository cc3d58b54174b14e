import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SiteConfig } from '@bet/contract';

export type SiteStatus = 'idle' | 'pending' | 'ready' | 'failed';
export type ConfigSource = 'embedded' | 'fetched';

export interface SiteState {
  status: SiteStatus;
  config: SiteConfig | null;
  configSource: ConfigSource | null;
  language: string | null;
  /** Read from the ua cookie at start-up (spec 02 §4); the session feature keeps it current. */
  isSignedIn: boolean;
  error: string | null;
  /** A language change after start-up: the config in the new language is on its way. */
  languageSwitch: 'idle' | 'pending' | 'failed';
}

export const initialSiteState: SiteState = {
  status: 'idle',
  config: null,
  configSource: null,
  language: null,
  isSignedIn: false,
  error: null,
  languageSwitch: 'idle',
};

export interface StartupSucceeded {
  config: SiteConfig;
  source: ConfigSource;
  language: string;
  isSignedIn: boolean;
}

export const siteSlice = createSlice({
  name: 'site',
  initialState: initialSiteState,
  reducers: {
    startupStarted(state) {
      state.status = 'pending';
      state.error = null;
    },
    startupSucceeded(state, { payload }: PayloadAction<StartupSucceeded>) {
      state.status = 'ready';
      state.config = payload.config;
      state.configSource = payload.source;
      state.language = payload.language;
      state.isSignedIn = payload.isSignedIn;
    },
    startupFailed(state, { payload }: PayloadAction<{ message: string }>) {
      state.status = 'failed';
      state.error = payload.message;
    },
    /** The player went to another language (a link, the language menu, the address bar). */
    languageRequested(state, _action: PayloadAction<{ language: string }>) {
      state.languageSwitch = 'pending';
    },
    languageSwitched(state, { payload }: PayloadAction<{ config: SiteConfig; language: string }>) {
      state.languageSwitch = 'idle';
      state.config = payload.config;
      state.configSource = 'fetched';
      state.language = payload.language;
    },
    languageSwitchFailed(state, _action: PayloadAction<{ language: string; message: string }>) {
      state.languageSwitch = 'failed';
    },
    /**
     * The player signed in or out. Spec 01 §4 "Login triggers config reload": signing in also
     * reloads the config (the saga); hidden languages follow isSignedIn (spec 02 §4).
     */
    signedInChanged(state, { payload }: PayloadAction<{ isSignedIn: boolean; reloadConfig: boolean }>) {
      state.isSignedIn = payload.isSignedIn;
    },
    configReloaded(state, { payload }: PayloadAction<{ config: SiteConfig }>) {
      state.config = payload.config;
      state.configSource = 'fetched';
    },
  },
});

export const {
  startupStarted,
  startupSucceeded,
  startupFailed,
  languageRequested,
  languageSwitched,
  languageSwitchFailed,
  signedInChanged,
  configReloaded,
} = siteSlice.actions;

export const siteReducer = siteSlice.reducer;
