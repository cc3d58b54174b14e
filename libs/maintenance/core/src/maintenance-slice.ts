import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Maintenance } from '@bet/contract';

export type CheckStatus = 'idle' | 'pending' | 'done' | 'failed';
export type RedirectOutcome = 'none' | 'followed' | 'notAllowed' | 'suppressed';

export interface MaintenanceState {
  /** Spec 02 §8 start-up: the checks run once the site config and language are settled. */
  started: boolean;
  /** The last maintenance state read (spec 01 §3), normalised; null before the first answer. */
  maintenance: Maintenance | null;
  /** Spec 01 §4 Maintenance, as the rules last decided. */
  active: boolean;
  noticeVisible: boolean;
  /** The last read's failure, kept for diagnostics; the rules go on with the last state read. */
  loadError: string | null;
  block: CheckStatus;
  /** The blocking reason answered (displayTypeId); null when not blocked. */
  blockReason: number | null;
  /** Spec 02 §8 "Failed block check sets maintenance after retries". */
  blockCheckFailed: boolean;
  redirect: CheckStatus;
  redirectOutcome: RedirectOutcome | null;
}

export const initialMaintenanceState: MaintenanceState = {
  started: false,
  maintenance: null,
  active: false,
  noticeVisible: false,
  loadError: null,
  block: 'idle',
  blockReason: null,
  blockCheckFailed: false,
  redirect: 'idle',
  redirectOutcome: null,
};

export const maintenanceSlice = createSlice({
  name: 'maintenance',
  initialState: initialMaintenanceState,
  reducers: {
    /** The site is started (config and language settled): the start-up checks may run. `auth`: signed in. */
    startUpChecksRequested(state, _action: PayloadAction<{ auth: boolean }>) {
      state.started = true;
    },
    maintenanceLoaded(state, { payload }: PayloadAction<{ maintenance: Maintenance }>) {
      state.maintenance = payload.maintenance;
      state.loadError = null;
    },
    /** Spec 02 §8: logged and skipped; the last state read stays. */
    maintenanceLoadFailed(state, { payload }: PayloadAction<{ message: string }>) {
      state.loadError = payload.message;
    },
    maintenanceEvaluated(state, { payload }: PayloadAction<{ active: boolean; noticeVisible: boolean }>) {
      state.active = payload.active;
      state.noticeVisible = payload.noticeVisible;
    },
    blockCheckStarted(state) {
      state.block = 'pending';
    },
    blockChecked(state, { payload }: PayloadAction<{ reason: number | null }>) {
      state.block = 'done';
      state.blockReason = payload.reason;
      state.blockCheckFailed = false;
    },
    blockCheckFailed(state, _action: PayloadAction<{ message: string }>) {
      state.block = 'failed';
      state.blockCheckFailed = true;
    },
    redirectCheckStarted(state) {
      state.redirect = 'pending';
    },
    redirectChecked(state, { payload }: PayloadAction<{ outcome: RedirectOutcome; url: string | null }>) {
      state.redirect = 'done';
      state.redirectOutcome = payload.outcome;
    },
    redirectCheckFailed(state, _action: PayloadAction<{ message: string }>) {
      state.redirect = 'failed';
    },
  },
});

export const {
  startUpChecksRequested,
  maintenanceLoaded,
  maintenanceLoadFailed,
  maintenanceEvaluated,
  blockCheckStarted,
  blockChecked,
  blockCheckFailed,
  redirectCheckStarted,
  redirectChecked,
  redirectCheckFailed,
} = maintenanceSlice.actions;

export const maintenanceReducer = maintenanceSlice.reducer;
