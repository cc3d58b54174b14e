import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { LimitType, RealityCheckAction } from '@bet/contract';
import { loggedOut, sessionEnded } from '@bet/session';

export type SelfBlockStatus = 'idle' | 'pending' | 'failed';

/** The limits' own dialogs and the actions under way on one limit. */
export interface LimitsDialogsState {
  /** Spec 01 §4 "Reality check": the reminder on screen since `shownAt` (epoch ms), or null. */
  readonly realityCheck: { readonly shownAt: number } | null;
  /** Spec 01 §4 "Session limit": the ended notice is on screen. */
  readonly sessionLimitEnded: boolean;
  /** A confirm, reject or cancel under way, by limit type. */
  readonly actions: Readonly<Record<number, 'pending'>>;
  readonly selfBlock: SelfBlockStatus;
}

export const initialLimitsDialogsState: LimitsDialogsState = {
  realityCheck: null,
  sessionLimitEnded: false,
  actions: {},
  selfBlock: 'idle',
};

export type LimitActionKind = 'confirm' | 'reject';

const dialogsSlice = createSlice({
  name: 'limits',
  initialState: initialLimitsDialogsState,
  reducers: {
    /** The reality check's interval has passed: the reminder shows (spec 01 §4). */
    realityCheckDue(state, action: PayloadAction<{ shownAt: number }>) {
      state.realityCheck = { shownAt: action.payload.shownAt };
    },
    /** The player answered the reminder: continue, log out, or dismiss (each reported). */
    realityCheckAnswered(state, _action: PayloadAction<{ action: RealityCheckAction; doNotShowAgain: boolean }>) {
      state.realityCheck = null;
    },
    /** The ping answered that the session limit elapsed: the server ended the session (spec 01 §4). */
    sessionLimitEnded(state) {
      state.sessionLimitEnded = true;
    },
    /** The player closed or confirmed the session-limit notice: the session logs out. */
    sessionLimitNoticeClosed(state) {
      state.sessionLimitEnded = false;
    },
    /** The player approves or rejects a PENDING change (spec 02 §7 limitaction). */
    limitActionRequested(state, action: PayloadAction<{ limitType: LimitType; action: LimitActionKind }>) {
      state.actions[action.payload.limitType] = 'pending';
    },
    /** The player cancels a limit or a pending change (spec 02 §7 DELETE limit). */
    limitCancelRequested(state, action: PayloadAction<{ limitType: LimitType }>) {
      state.actions[action.payload.limitType] = 'pending';
    },
    /** A confirm, reject or cancel answered (either way: the notification says how). */
    limitActionSettled(state, action: PayloadAction<{ limitType: LimitType }>) {
      delete state.actions[action.payload.limitType];
    },
    /** The player confirmed closing the account for good (spec 02 §7 BlockUser). */
    selfBlockRequested(state, _action: PayloadAction<{ reasonId?: number }>) {
      state.selfBlock = 'pending';
    },
    /** Spec 02 §8 "Self-block failure returns false". */
    selfBlockFailed(state) {
      state.selfBlock = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isAnyOf(loggedOut, sessionEnded), (state) => ({
      ...initialLimitsDialogsState,
      // The notice outlives the logout it causes: the player reads it, then it goes.
      sessionLimitEnded: state.sessionLimitEnded,
    }));
  },
});

export const {
  realityCheckDue,
  realityCheckAnswered,
  sessionLimitEnded,
  sessionLimitNoticeClosed,
  limitActionRequested,
  limitCancelRequested,
  limitActionSettled,
  selfBlockRequested,
  selfBlockFailed,
} = dialogsSlice.actions;
export const dialogsReducer = dialogsSlice.reducer;
