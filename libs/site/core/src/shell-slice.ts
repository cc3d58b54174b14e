import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SeoPageData } from '@bet/contract';

/** A page as the SEO data is asked for: its path without the language segment, and the language. */
export interface SeoPage {
  path: string;
  lang: string;
}

/**
 * The site shell's routines (`state.shell`): the application-version check (spec 02 §4) and
 * the current page's SEO data (spec 01 §3 / 02 §3). Its own slice, so `state.site` (start-up,
 * language) keeps one concern.
 */
export interface ShellState {
  appUpdate: {
    /** Spec 02 §4 "Application version": the server serves a newer version than the one loaded. */
    available: boolean;
    /** The version the server serves, once it differs. */
    version: string | null;
    /** The player closed the notice; it stays closed until another version comes out. */
    dismissed: boolean;
  };
  seo: {
    status: 'idle' | 'pending' | 'ready' | 'failed';
    page: SeoPage | null;
    /** The page data of `page`; null while loading another page or after a failure. */
    data: SeoPageData | null;
  };
}

export const initialShellState: ShellState = {
  appUpdate: { available: false, version: null, dismissed: false },
  seo: { status: 'idle', page: null, data: null },
};

export const shellSlice = createSlice({
  name: 'shell',
  initialState: initialShellState,
  reducers: {
    appUpdateAvailable(state, { payload }: PayloadAction<{ version: string }>) {
      if (state.appUpdate.version === payload.version) return;
      state.appUpdate = { available: true, version: payload.version, dismissed: false };
    },
    appUpdateNoticeDismissed(state) {
      state.appUpdate.dismissed = true;
    },
    /** The app shows another page (the router's location changed). */
    seoPageRequested(state, { payload }: PayloadAction<SeoPage>) {
      state.seo = { status: 'pending', page: payload, data: null };
    },
    seoPageDataLoaded(state, { payload }: PayloadAction<{ page: SeoPage; data: SeoPageData }>) {
      if (!samePage(state.seo.page, payload.page)) return;
      state.seo = { status: 'ready', page: payload.page, data: payload.data };
    },
    seoPageDataFailed(state, { payload }: PayloadAction<{ page: SeoPage }>) {
      if (!samePage(state.seo.page, payload.page)) return;
      state.seo.status = 'failed';
    },
  },
});

function samePage(a: SeoPage | null, b: SeoPage): boolean {
  return a !== null && a.path === b.path && a.lang === b.lang;
}

export const { appUpdateAvailable, appUpdateNoticeDismissed, seoPageDataFailed, seoPageDataLoaded, seoPageRequested } =
  shellSlice.actions;
export const shellReducer = shellSlice.reducer;

export interface WithShell {
  shell: ShellState;
}
export const selectAppUpdate = (state: WithShell) => state.shell.appUpdate;
/** The update notice shows while a newer version is out and the player has not closed it. */
export const selectShowAppUpdateNotice = (state: WithShell) =>
  state.shell.appUpdate.available && !state.shell.appUpdate.dismissed;
export const selectSeo = (state: WithShell) => state.shell.seo;
