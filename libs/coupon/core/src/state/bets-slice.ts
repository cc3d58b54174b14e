import { createAction, createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { CouponType } from '../index.ts';
import type { BetChanges } from './bet.ts';
import { couponRestored } from './coupon-events.ts';
import { BONUS_BET_SOURCE, type CouponBet } from './types.ts';

export const betsAdapter = createEntityAdapter<CouponBet, string>({ selectId: (bet) => bet.id });

/** The bets of the coupon (spec 01 §3 "Bet in coupon"), in the order added. */
export interface BetsState extends EntityState<CouponBet, string> {
  /** When each bet was added, epoch ms (the reminder picks the newest). */
  addedAtByBetId: Record<string, number>;
  /** Bonus bets the player deleted by hand: never added again (spec 01 §4). */
  dismissedBonusBetIds: string[];
  /** The express of the day loaded into the coupon. */
  expressId: number | null;
  /** The stored coupon has been read (writes start only after it). */
  isRestored: boolean;
}

export const initialBetsState: BetsState = betsAdapter.getInitialState({
  addedAtByBetId: {},
  dismissedBonusBetIds: [],
  expressId: null,
  isRestored: false,
});

const isBonusBet = (bet: CouponBet) => bet.source === BONUS_BET_SOURCE;

export function allBets(state: BetsState): CouponBet[] {
  return state.ids.map((id) => state.entities[id]).filter((bet): bet is CouponBet => bet !== undefined);
}

/** The player deleted bets: bonus bets among them are never offered again. */
export function dismissBonusBets(state: BetsState, bets: readonly CouponBet[]): void {
  for (const bet of bets) {
    if (isBonusBet(bet) && !state.dismissedBonusBetIds.includes(bet.id)) state.dismissedBonusBetIds.push(bet.id);
  }
}

export function removeAllBets(state: BetsState): void {
  betsAdapter.removeAll(state);
  state.addedAtByBetId = {};
  state.expressId = null;
}

function forget(state: BetsState, id: string): void {
  delete state.addedAtByBetId[id];
  if (state.ids.length === 0) state.expressId = null;
}

/**
 * The line's coefficient for a bet: it waits in `pendingCoef` and the coupon's coefficient
 * policy (cross-slice-rules.ts) accepts it or keeps it for the player. `market.coef` is always
 * the accepted one.
 */
function lineCoef(bet: CouponBet, coef: number): void {
  bet.pendingCoef = coef;
}

export const betsSlice = createSlice({
  name: 'coupon',
  initialState: initialBetsState,
  reducers: {
    /** A bet goes into the coupon (from the bus or a page); one already there is refreshed. */
    betAdded(state, { payload }: PayloadAction<{ bet: CouponBet; addedAt: number }>) {
      const { bet } = payload;
      if (isBonusBet(bet) && state.dismissedBonusBetIds.includes(bet.id)) return;
      const existing = state.entities[bet.id];
      if (!existing) {
        betsAdapter.addOne(state, bet);
        state.addedAtByBetId[bet.id] = payload.addedAt;
        // Another bet: the coupon is no longer the express of the day as offered.
        state.expressId = null;
        return;
      }
      // Keep the player's choices on the bet; take the line's facts.
      betsAdapter.upsertOne(state, {
        ...bet,
        isBanker: existing.isBanker,
        blockId: bet.blockId || existing.blockId,
        market: { ...bet.market, coef: existing.market.coef },
        pendingCoef: existing.pendingCoef,
      });
      const updated = state.entities[bet.id];
      if (updated) lineCoef(updated, bet.market.coef);
    },
    /** The player deleted a bet. A bonus bet deleted so is never added again. */
    betRemoved(state, { payload }: PayloadAction<{ id: string }>) {
      const bet = state.entities[payload.id];
      if (!bet) return;
      dismissBonusBets(state, [bet]);
      betsAdapter.removeOne(state, payload.id);
      forget(state, payload.id);
      state.expressId = null;
    },
    /** The player emptied the coupon. */
    betsCleared(state) {
      dismissBonusBets(state, allBets(state));
      removeAllBets(state);
    },
    /** The line changed a bet: coefficient (through the policy), blocking, score, status. */
    betUpdated(state, { payload }: PayloadAction<{ id: string; changes: BetChanges }>) {
      const bet = state.entities[payload.id];
      if (!bet) return;
      const { coef, market, game, ...flags } = payload.changes;
      Object.assign(bet, flags);
      if (market) Object.assign(bet.market, market);
      if (game) Object.assign(bet.game, game);
      if (coef !== undefined) lineCoef(bet, coef);
    },
    /** The player accepted the coefficient changes (all, or those of some bets). */
    coefChangesAccepted(state, { payload }: PayloadAction<{ ids?: string[] } | undefined>) {
      for (const id of payload?.ids ?? state.ids) {
        const bet = state.entities[id];
        if (bet && bet.pendingCoef !== null) {
          bet.market.coef = bet.pendingCoef;
          bet.pendingCoef = null;
        }
      }
    },
    /** A coupon loaded by its code or an express of the day replaces the bets. */
    couponLoaded(
      state,
      {
        payload,
      }: PayloadAction<{
        bets: CouponBet[];
        addedAt: number;
        typeId?: CouponType;
        systemValue?: number;
        expressId?: number | null;
      }>,
    ) {
      betsAdapter.setAll(state, payload.bets);
      state.addedAtByBetId = Object.fromEntries(payload.bets.map((bet) => [bet.id, payload.addedAt]));
      state.expressId = payload.expressId ?? null;
    },
    /** The player made a bet a banker of the system, or not (refused where the bet forbids it). */
    bankerToggled(state, { payload }: PayloadAction<{ betId: string }>) {
      const bet = state.entities[payload.betId];
      if (!bet || (bet.isDisabledBanker && !bet.isBanker)) return;
      bet.isBanker = !bet.isBanker;
    },
    /** The player put a bet into a block of a conditional coupon (type 5). */
    betBlockChosen(state, { payload }: PayloadAction<{ betId: string; blockId: number }>) {
      const bet = state.entities[payload.betId];
      if (bet) bet.blockId = Math.max(0, Math.trunc(payload.blockId));
    },
  },
  extraReducers: (builder) => {
    builder.addCase(couponRestored, (state, { payload }) => {
      state.isRestored = true;
      if (!payload.coupon) return;
      // Bets added (from the bus) before the storage was read stay, after the stored ones.
      const current = allBets(state);
      betsAdapter.setAll(state, payload.coupon.bets);
      betsAdapter.addMany(state, current);
      state.addedAtByBetId = { ...payload.coupon.addedAtByBetId, ...state.addedAtByBetId };
    });
  },
});

export const {
  betAdded,
  betRemoved,
  betsCleared,
  betUpdated,
  coefChangesAccepted,
  couponLoaded,
  bankerToggled,
  betBlockChosen,
} = betsSlice.actions;

/**
 * A page picked a bet: the same payload as the bus event `couponAddBet`, checked by the saga,
 * which answers with `betAdded`, `betRemoved` or `oneClickBetRequested`. No state of its own.
 */
export const betAddRequested = createAction<unknown>('coupon/betAddRequested');
