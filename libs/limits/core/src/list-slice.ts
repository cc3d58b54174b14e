import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { ActivityDay, AvailableLimit, Limit, SelfExcludeReason } from '@bet/contract';
import { loggedOut, sessionEnded } from '@bet/session';

export type LoadStatus = 'idle' | 'pending' | 'loaded' | 'failed';

/** The player's limits as the server last answered them, what may be set, the reasons and the activity. */
export interface LimitsListState {
  readonly status: LoadStatus;
  /** Spec 01 §3 "Limit": the ACTIVE value of each type set, and a PENDING change beside it. */
  readonly items: readonly Limit[];
  readonly available: readonly AvailableLimit[];
  /** The money limits' currency (availablelimits). */
  readonly currency: string | null;
  readonly reasons: readonly SelfExcludeReason[];
  readonly activity: {
    readonly status: LoadStatus;
    readonly currency: string | null;
    readonly days: readonly ActivityDay[];
  };
}

export const initialLimitsListState: LimitsListState = {
  status: 'idle',
  items: [],
  available: [],
  currency: null,
  reasons: [],
  activity: { status: 'idle', currency: null, days: [] },
};

const listSlice = createSlice({
  name: 'limits',
  initialState: initialLimitsListState,
  reducers: {
    /** The responsible-gaming page came on screen: the limits, the choices and the activity are read. */
    limitsPageOpened(state) {
      if (state.status !== 'loaded') state.status = 'pending';
      state.activity.status = 'pending';
    },
    /** The player asked to read the limits again after a failure. */
    limitsRetryRequested(state) {
      state.status = 'pending';
    },
    /** The server's list (from getLimits, or the limitsData of a save, an answer, an action or a cancel). */
    limitsLoaded(state, action: PayloadAction<{ limits: Limit[] }>) {
      state.status = 'loaded';
      state.items = action.payload.limits;
    },
    limitsLoadFailed(state) {
      if (state.status !== 'loaded') state.status = 'failed';
    },
    availableLimitsLoaded(state, action: PayloadAction<{ limits: AvailableLimit[]; currency: string }>) {
      state.available = action.payload.limits;
      state.currency = action.payload.currency;
    },
    selfExcludeReasonsLoaded(state, action: PayloadAction<{ reasons: SelfExcludeReason[] }>) {
      state.reasons = action.payload.reasons;
    },
    activityLoaded(state, action: PayloadAction<{ currency: string; days: ActivityDay[] }>) {
      state.activity = { status: 'loaded', currency: action.payload.currency, days: action.payload.days };
    },
    activityLoadFailed(state) {
      state.activity.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isAnyOf(loggedOut, sessionEnded), () => initialLimitsListState);
  },
});

export const {
  limitsPageOpened,
  limitsRetryRequested,
  limitsLoaded,
  limitsLoadFailed,
  availableLimitsLoaded,
  selfExcludeReasonsLoaded,
  activityLoaded,
  activityLoadFailed,
} = listSlice.actions;
export const listReducer = listSlice.reducer;
