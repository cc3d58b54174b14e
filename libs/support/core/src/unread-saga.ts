import { getSupportUnread, type CallResponse } from '@bet/contract';
import { pageLeft, pageReturned, selectIsPageAway } from '@bet/platform';
import { selectUserConfig } from '@bet/session';
import { call, delay, put, race, select, take } from 'redux-saga/effects';
import { UNREAD_POLL_MS } from './poll-intervals';
import type { SupportDeps } from './support-deps';
import { unreadCountsLoaded } from './support-slice';

/**
 * The header's markers, every UNREAD_POLL_MS (spec 02 §9 "user messages 60000"): unread messages
 * and unread support replies. Paused while the page is away; a failure waits for the next tick.
 */
export function* pollUnread(deps: SupportDeps) {
  for (;;) {
    if ((yield select(selectIsPageAway)) as boolean) yield take(pageReturned.type);
    try {
      const answer: CallResponse<typeof getSupportUnread> = yield call([deps.api, deps.api.call], getSupportUnread, {});
      yield put(unreadCountsLoaded(answer));
    } catch (error) {
      deps.logger.warn('The unread markers failed to load', { error: String(error) });
    }
    if ((yield select(selectIsPageAway)) as boolean) continue;
    yield race({ tick: delay(UNREAD_POLL_MS), paused: take(pageLeft.type) });
  }
}

/** Spec 01 §3 user config `user_msg_count`: the messages marker as soon as the user data is in. */
export function* seedFromUserConfig() {
  const config: ReturnType<typeof selectUserConfig> = yield select(selectUserConfig);
  const count = config?.user_msg_count;
  if (typeof count === 'number') yield put(unreadCountsLoaded({ messages: count }));
}
