import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BringFriend, PromoCodeCheck, PromotionPage } from '@bet/contract';

/** Progress of a load: a status machine, never two booleans. */
export type LoadStatus = 'idle' | 'pending' | 'failed';

export interface PromotionState {
  /** Issue 12 office `promotion`: the promotions the player takes part in and the check's availability. */
  page: { data: PromotionPage | null; status: LoadStatus };
  /** The promo code check: the last answer, or a failure (the typed code stays in the form). */
  codeCheck: { status: LoadStatus; result: PromoCodeCheck | null };
  /** Issue 12 office `bringfriend`: the invite code and the friends who registered through it. */
  bringFriend: { data: BringFriend | null; status: LoadStatus };
}

export const initialPromotionState: PromotionState = {
  page: { data: null, status: 'idle' },
  codeCheck: { status: 'idle', result: null },
  bringFriend: { data: null, status: 'idle' },
};

/** Changed only by events: facts that happened, named in the past tense, never setters. */
export const promotionSlice = createSlice({
  name: 'promotion',
  initialState: initialPromotionState,
  reducers: {
    /** The promotion page is shown (or the player retries): it loads. */
    promotionPageOpened(state) {
      state.page.status = 'pending';
    },
    promotionPageLoaded(state, action: PayloadAction<PromotionPage>) {
      state.page = { data: action.payload, status: 'idle' };
    },
    promotionPageFailed(state) {
      state.page.status = 'failed';
    },
    /** The player checks a promo code. */
    promoCodeCheckRequested(state, _action: PayloadAction<{ code: string }>) {
      state.codeCheck.status = 'pending';
    },
    promoCodeChecked(state, action: PayloadAction<PromoCodeCheck>) {
      state.codeCheck = { status: 'idle', result: action.payload };
    },
    promoCodeCheckFailed(state) {
      state.codeCheck = { status: 'failed', result: null };
    },
    /** The bring-a-friend page is shown (or the player retries): it loads. */
    bringFriendOpened(state) {
      state.bringFriend.status = 'pending';
    },
    bringFriendLoaded(state, action: PayloadAction<BringFriend>) {
      state.bringFriend = { data: action.payload, status: 'idle' };
    },
    bringFriendFailed(state) {
      state.bringFriend.status = 'failed';
    },
    /** The player signed out: the promotions and the friends were theirs. */
    promotionPlayerLeft() {
      return initialPromotionState;
    },
  },
});

export const {
  promotionPageOpened,
  promotionPageLoaded,
  promotionPageFailed,
  promoCodeCheckRequested,
  promoCodeChecked,
  promoCodeCheckFailed,
  bringFriendOpened,
  bringFriendLoaded,
  bringFriendFailed,
  promotionPlayerLeft,
} = promotionSlice.actions;
export const promotionReducer = promotionSlice.reducer;
