import type { BonusWagers, Cashback, CashbackKind, Points, Rewards } from '@bet/contract';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The office pages of this library (issue 12; routes of @bet/routing account-routes.ts). */
export type BonusPage = 'wagers' | 'vip' | 'premium' | 'points' | 'rewards';

/** What each page's call answers. */
export interface BonusPageData {
  wagers: BonusWagers;
  vip: Cashback;
  premium: Cashback;
  points: Points;
  rewards: Rewards;
}

export type LoadStatus = 'idle' | 'pending' | 'done' | 'failed';
export type SendStatus = 'idle' | 'pending';

export interface PageLoad<T> {
  status: LoadStatus;
  data: T | null;
}

export interface BonusesState {
  pages: { [P in BonusPage]: PageLoad<BonusPageData[P]> };
  /** A cashback claim on its way, per kind. */
  claims: Record<CashbackKind, SendStatus>;
  /** The reward whose exchange is on its way, or null. */
  exchanging: string | null;
}

const idle = { status: 'idle', data: null } as const;

export const initialBonusesState: BonusesState = {
  pages: { wagers: idle, vip: idle, premium: idle, points: idle, rewards: idle },
  claims: { vip: 'idle', premium: 'idle' },
  exchanging: null,
};

export type BonusPageLoaded = { [P in BonusPage]: { page: P; data: BonusPageData[P] } }[BonusPage];

export const bonusesSlice = createSlice({
  name: 'bonuses',
  initialState: initialBonusesState,
  reducers: {
    /** A page of this library mounted: its data is read (again: a page shows the latest). */
    bonusPageOpened(state, { payload }: PayloadAction<{ page: BonusPage }>) {
      state.pages[payload.page].status = 'pending';
    },
    bonusPageLoaded(state, { payload }: PayloadAction<BonusPageLoaded>) {
      // One assignment per page keeps the data's type tied to its page.
      (state.pages[payload.page] as PageLoad<unknown>) = { status: 'done', data: payload.data };
    },
    /** The page's call failed; what it showed before stays. */
    bonusPageFailed(state, { payload }: PayloadAction<{ page: BonusPage }>) {
      state.pages[payload.page].status = 'failed';
    },
    cashbackClaimRequested(state, { payload }: PayloadAction<{ kind: CashbackKind }>) {
      state.claims[payload.kind] = 'pending';
    },
    cashbackClaimAnswered(state, { payload }: PayloadAction<{ kind: CashbackKind; ok: boolean }>) {
      state.claims[payload.kind] = 'idle';
    },
    rewardExchangeRequested(state, { payload }: PayloadAction<{ rewardId: string }>) {
      state.exchanging = payload.rewardId;
    },
    rewardExchangeAnswered(
      state,
      { payload }: PayloadAction<{ rewardId: string; ok: boolean; balance: number | null }>,
    ) {
      state.exchanging = null;
      const rewards = state.pages.rewards.data;
      if (rewards && payload.balance !== null) rewards.balance = payload.balance;
    },
    /** The player signed out: what was read is theirs. */
    bonusesPlayerLeft() {
      return initialBonusesState;
    },
  },
});

export const {
  bonusPageOpened,
  bonusPageLoaded,
  bonusPageFailed,
  cashbackClaimRequested,
  cashbackClaimAnswered,
  rewardExchangeRequested,
  rewardExchangeAnswered,
  bonusesPlayerLeft,
} = bonusesSlice.actions;
export const bonusesReducer = bonusesSlice.reducer;
