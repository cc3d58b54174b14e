import { createAction, createSlice, prepareAutoBatched, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import type { BettingSection, Champ, ExpressOfTheDay, GameList, Sport, TeamInfo, TimeFilter } from '@bet/contract';
import type { DisplayFlag, DisplaySettings, MarketsNameType } from './display-settings';
import { DEFAULT_DISPLAY_SETTINGS } from './display-settings';
import { feedKey, normalizeFeedRequest, type FeedRequest } from './feed-request';
import { mergeExpress, mergeGameList, mergeMenu, pruneUnreferenced, sameItems } from './merge';
import {
  initialSportsbookState,
  type BettingSettings,
  type BettingSettingsPatch,
  type FeedStatus,
} from './sportsbook-state';

const LOADING: FeedStatus = { status: 'loading' };

/** An answer of a poll; `lang` is the language it was asked in. */
interface Answer<T> {
  key: string;
  answer: T;
  at: number;
  lang: string;
}

const slice = createSlice({
  name: 'sportsbook',
  initialState: initialSportsbookState,
  reducers: {
    /** A component shows this feed's data from now on (counted: N subscribers, one poll). */
    feedSubscribed(state, { payload }: PayloadAction<{ request: FeedRequest }>) {
      const key = feedKey(payload.request);
      const feed = state.feeds[key];
      if (feed) {
        feed.subscribers += 1;
        return;
      }
      state.feeds[key] = {
        request: normalizeFeedRequest(payload.request) as Draft<FeedRequest>,
        subscribers: 1,
        status: LOADING,
        gameIds: [],
      };
    },
    /** The component is gone; the last one stops the poll (its data is released a little later). */
    feedUnsubscribed(state, { payload }: PayloadAction<{ request: FeedRequest }>) {
      const feed = state.feeds[feedKey(payload.request)];
      if (feed && feed.subscribers > 0) feed.subscribers -= 1;
    },
    /** Put by the saga a moment after the last unsubscribe: the feed and what only it used go. */
    feedReleased(state, { payload }: PayloadAction<{ key: string }>) {
      const feed = state.feeds[payload.key];
      if (!feed || feed.subscribers > 0) return;
      delete state.feeds[payload.key];
      if (feed.request.kind === 'expressOfTheDay') state.express = null;
      if (feed.request.kind === 'menu') delete state.menus[feed.request.section];
      if (feed.request.kind === 'team') delete state.teams[feed.request.teamId];
      pruneUnreferenced(state);
    },

    /**
     * A game list or game page answer. Dropped when its feed has ended or when it is older than
     * what is applied (issue 6 "dropping stale answers").
     */
    gameListLoaded: {
      reducer(state, { payload }: PayloadAction<Answer<GameList>>) {
        const feed = state.feeds[payload.key];
        if (!feed || (feed.version !== undefined && payload.answer.version < feed.version)) return;
        const force = feed.lang !== undefined && feed.lang !== payload.lang;
        const role = feed.request.kind === 'game' ? 'all' : 'main';
        const left = mergeGameList(state, feed, payload.answer, role, { at: payload.at, force });
        feed.lang = payload.lang;
        feed.status = { status: 'ready', updatedAt: payload.at };
        if (left) pruneUnreferenced(state);
      },
      // Issue 16: the store tells its subscribers later, as the store's auto-batching says (the
      // app: in a task of their own), so the merge and the render are not one long task.
      prepare: prepareAutoBatched<Answer<GameList>>(),
    },
    menuLoaded(
      state,
      { payload }: PayloadAction<Answer<{ section: BettingSection; sports: Sport[]; champs: Champ[] }>>,
    ) {
      const feed = state.feeds[payload.key];
      if (!feed || feed.request.kind !== 'menu') return;
      mergeMenu(state, feed.request.section, payload.answer.sports, payload.answer.champs);
      feed.lang = payload.lang;
      feed.status = { status: 'ready', updatedAt: payload.at };
    },
    expressOfTheDayLoaded(state, { payload }: PayloadAction<Answer<ExpressOfTheDay>>) {
      const feed = state.feeds[payload.key];
      if (!feed || feed.request.kind !== 'expressOfTheDay') return;
      const force = feed.lang !== undefined && feed.lang !== payload.lang;
      const left = mergeExpress(state, feed, payload.answer, { at: payload.at, force });
      feed.lang = payload.lang;
      feed.status = { status: 'ready', updatedAt: payload.at };
      if (left) pruneUnreferenced(state);
    },
    /** Issue 18: a team's info and last results (the team page); replaced whole, names follow the language. */
    teamLoaded(state, { payload }: PayloadAction<Answer<TeamInfo>>) {
      const feed = state.feeds[payload.key];
      if (!feed || feed.request.kind !== 'team') return;
      state.teams[feed.request.teamId] = payload.answer;
      feed.lang = payload.lang;
      feed.status = { status: 'ready', updatedAt: payload.at };
    },
    /**
     * The poll under way has not answered within its feed's interval (put by the poll's watchdog):
     * a feed showing data marks it as possibly out of date until an answer comes.
     */
    feedLate(state, { payload }: PayloadAction<{ key: string }>) {
      const feed = state.feeds[payload.key];
      if (feed?.status.status === 'ready' && !feed.status.late) feed.status = { ...feed.status, late: true };
    },
    /** A poll failed: the data shown stays, the status says why (the UI offers a retry). */
    feedFailed(state, { payload }: PayloadAction<{ key: string; error: string; httpStatus?: number }>) {
      const feed = state.feeds[payload.key];
      if (!feed) return;
      feed.status = {
        status: 'failed',
        error: payload.error,
        ...(payload.httpStatus === undefined ? {} : { httpStatus: payload.httpStatus }),
        ...(feed.status.updatedAt === undefined ? {} : { updatedAt: feed.status.updatedAt }),
      };
    },

    /** Spec 01 §3 user config disallow_line_sport / disallow_live_sport: these sports are hidden. */
    blacklistChanged(state, { payload }: PayloadAction<{ section: BettingSection; sportIds: readonly number[] }>) {
      const sportIds = [...new Set(payload.sportIds)].sort((a, b) => a - b);
      if (!sameItems(state.blacklist[payload.section], sportIds)) state.blacklist[payload.section] = sportIds;
    },
    /** Spec 01 §3 currentBettingType. */
    bettingTypeChanged(state, { payload }: PayloadAction<BettingSection>) {
      if (state.settings.currentBettingType !== payload)
        state.settings = { ...state.settings, currentBettingType: payload };
    },
    /** The main header's time filter (spec 01 §3 "Options"). */
    timeFilterChanged(state, { payload }: PayloadAction<TimeFilter>) {
      if (state.settings.timeFilter !== payload) state.settings = { ...state.settings, timeFilter: payload };
    },
    /** The player changed betting settings of spec 01 §3 in the settings control. */
    bettingSettingsChanged(state, { payload }: PayloadAction<BettingSettingsPatch>) {
      const next: BettingSettings = { ...state.settings, ...payload };
      const filteredMarkets = payload.filteredMarkets
        ? [...new Set(payload.filteredMarkets)].sort((a, b) => a - b)
        : state.settings.filteredMarkets;
      state.settings = { ...next, filteredMarkets } as Draft<BettingSettings>;
    },
    /** The settings read back from storage at start. */
    bettingSettingsRestored(state, { payload }: PayloadAction<BettingSettings>) {
      state.settings = payload as Draft<BettingSettings>;
    },
    /** Issue 12: the display settings this browser keeps, read at start (cookie and local storage). */
    displaySettingsRestored(state, { payload }: PayloadAction<DisplaySettings>) {
      state.display = payload;
    },
    /** Issue 12: the player chose full or short market names (spec 01 §3 marketsNameType). */
    marketsNameTypeChosen(state, { payload }: PayloadAction<{ marketsNameType: MarketsNameType }>) {
      state.display = { ...(state.display ?? DEFAULT_DISPLAY_SETTINGS), marketsNameType: payload.marketsNameType };
    },
    /** Issue 12: the player turned one of the 0/1 display flags of spec 01 §3 on or off. */
    displayFlagChosen(state, { payload }: PayloadAction<{ flag: DisplayFlag; isOn: boolean }>) {
      state.display = { ...(state.display ?? DEFAULT_DISPLAY_SETTINGS), [payload.flag]: payload.isOn };
    },
  },
});

export const sportsbookReducer = slice.reducer;
export const {
  feedSubscribed,
  feedUnsubscribed,
  feedReleased,
  gameListLoaded,
  menuLoaded,
  expressOfTheDayLoaded,
  teamLoaded,
  feedFailed,
  feedLate,
  blacklistChanged,
  bettingTypeChanged,
  timeFilterChanged,
  bettingSettingsChanged,
  bettingSettingsRestored,
  displaySettingsRestored,
  marketsNameTypeChosen,
  displayFlagChosen,
} = slice.actions;

/** Poll now (a retry button); the saga acts on it, the state does not change. */
export const feedRefreshRequested = createAction<{ request: FeedRequest }>('sportsbook/feedRefreshRequested');
