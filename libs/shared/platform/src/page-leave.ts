import { createAction, createSlice } from '@reduxjs/toolkit';
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, put, race, take } from 'redux-saga/effects';
import type { PageVisibilityPort } from './page-visibility';

/** Spec 02 §9 "Page-leave pause | 30 s". */
export const PAGE_LEAVE_PAUSE_MS = 30_000;

/**
 * Spec 01 §4 "Page leave: timers pause 30 s after leaving": the page has been hidden for 30 s.
 * Every feature's timers (session check, terms poll, video token, feeds, open coupons) stop.
 */
export const pageLeft = createAction('page/left');
/** Spec 01 §4 "... resume with forced refresh on return": back after a pause; refresh at once. */
export const pageReturned = createAction('page/returned');

export interface PageState {
  /** Between `pageLeft` and `pageReturned`: timers are paused. */
  isAway: boolean;
}

export interface WithPage {
  page: PageState;
}

/** The one page-leave state; the app mounts it under `page`. */
export const pageSlice = createSlice({
  name: 'page',
  initialState: { isAway: false } as PageState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(pageLeft, (state) => void (state.isAway = true));
    builder.addCase(pageReturned, (state) => void (state.isAway = false));
  },
});

export const pageReducer = pageSlice.reducer;
export const selectIsPageAway = (state: WithPage): boolean => state.page.isAway;

function visibilityChannel(visibility: PageVisibilityPort): EventChannel<{ visible: boolean }> {
  return eventChannel((emit) => visibility.subscribe((visible) => emit({ visible })));
}

function* until(channel: EventChannel<{ visible: boolean }>, visible: boolean) {
  for (;;) {
    const event: { visible: boolean } = yield take(channel);
    if (event.visible === visible) return true;
  }
}

/**
 * The one source of the page-leave events (spec 01 §4, spec 02 §4 "Page-leave"): `pageLeft`
 * once the page has stayed hidden for 30 s, `pageReturned` when it is shown again after that.
 * A return within 30 s changes nothing. Features listen to the events (or read
 * `selectIsPageAway`); none watches the page on its own.
 */
export function* pageLeaveSaga(visibility: PageVisibilityPort) {
  const channel = visibilityChannel(visibility);
  try {
    if (visibility.isVisible()) yield call(until, channel, false);
    for (;;) {
      const { back } = (yield race({ back: call(until, channel, true), away: delay(PAGE_LEAVE_PAUSE_MS) })) as {
        back?: true;
      };
      if (!back) {
        yield put(pageLeft());
        yield call(until, channel, true);
        yield put(pageReturned());
      }
      yield call(until, channel, false);
    }
  } finally {
    channel.close();
  }
}
