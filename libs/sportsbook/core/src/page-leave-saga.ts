import { eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, put, race, take } from 'redux-saga/effects';
import { PAGE_LEAVE_PAUSE_MS } from './refresh-intervals';
import type { PageVisibilityPort } from './sportsbook-deps';
import { feedsPaused, feedsResumed } from './sportsbook-slice';

function visibilityChannel(visibility: PageVisibilityPort): EventChannel<{ visible: boolean }> {
  return eventChannel((emit) => visibility.subscribe((visible) => emit({ visible })));
}

function* untilVisible(channel: EventChannel<{ visible: boolean }>) {
  for (;;) {
    const { visible }: { visible: boolean } = yield take(channel);
    if (visible) return true;
  }
}

function* untilHidden(channel: EventChannel<{ visible: boolean }>) {
  for (;;) {
    const { visible }: { visible: boolean } = yield take(channel);
    if (!visible) return;
  }
}

/**
 * Spec 01 §4 "Page leave: timers pause 30 s after leaving, resume with forced refresh on
 * return" (spec 02 §9 "Page-leave pause | 30 s"). A return within 30 s changes nothing. The
 * same rule as the session's page-leave saga, on this library's own visibility port.
 */
export function* pageLeaveSaga(visibility: PageVisibilityPort) {
  const channel = visibilityChannel(visibility);
  try {
    if (visibility.isVisible()) yield call(untilHidden, channel);
    for (;;) {
      const { back } = (yield race({ back: call(untilVisible, channel), away: delay(PAGE_LEAVE_PAUSE_MS) })) as {
        back?: unknown;
      };
      if (!back) {
        yield put(feedsPaused());
        yield call(untilVisible, channel);
        yield put(feedsResumed());
      }
      yield call(untilHidden, channel);
    }
  } finally {
    channel.close();
  }
}
