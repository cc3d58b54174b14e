import { eventChannel, type EventChannel } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import type { RequestEvent, RequestEvents } from '@bet/request';
import type { SessionDeps } from './session-deps';
import { sessionExpired, termsRequired } from './session-slice';

/** The request layer's events as a saga channel; closing it unsubscribes. */
export function requestEventChannel(events: RequestEvents): EventChannel<RequestEvent> {
  return eventChannel((emit) => events.subscribe(emit));
}

/**
 * The request layer's facts become the session's own events: a failed token refresh (spec 02 §4
 * "401: token refreshed") is `sessionExpired`, a 451 with exception_code 1 ("redirect to confirm
 * terms") is `termsRequired`. Nothing holds the store: the client exists first, the session
 * listens once its saga runs, before any call it makes.
 */
export function* requestEventsSaga(deps: Pick<SessionDeps, 'api'>) {
  const events: EventChannel<RequestEvent> = yield call(requestEventChannel, deps.api.events);
  try {
    for (;;) {
      const event: RequestEvent = yield take(events);
      if (event.type === 'refreshFailed') yield put(sessionExpired());
      else if (event.type === 'termsRequired') yield put(termsRequired());
    }
  } finally {
    events.close();
  }
}
