import { eventChannel, type EventChannel } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import type { RequestEvent, RequestEvents } from '@bet/request';
import type { SessionDeps } from './session-deps';
import { sessionExpired } from './session-events';
import { termsRequired } from './terms-slice';

/** The request layer's events the session acts on. */
export type SessionRequestEvent = Extract<RequestEvent, { type: 'refreshFailed' | 'termsRequired' }>;

const isSessionEvent = (event: RequestEvent): event is SessionRequestEvent =>
  event.type === 'refreshFailed' || event.type === 'termsRequired';

/**
 * The request layer's events the session acts on, as a saga channel (requests going on and off
 * the wire stay out, so the saga does not wake for every call); closing it unsubscribes.
 */
export function requestEventChannel(events: RequestEvents): EventChannel<SessionRequestEvent> {
  return eventChannel((emit) =>
    events.subscribe((event) => {
      if (isSessionEvent(event)) emit(event);
    }),
  );
}

/**
 * The request layer's facts become the session's own events: a failed token refresh (spec 02 §4
 * "401: token refreshed") is `sessionExpired`, a 451 with exception_code 1 ("redirect to confirm
 * terms") is `termsRequired`. Nothing holds the store: the client exists first, the session
 * listens once its saga runs, before any call it makes.
 */
export function* requestEventsSaga(deps: Pick<SessionDeps, 'api'>) {
  const events: EventChannel<SessionRequestEvent> = yield call(requestEventChannel, deps.api.events);
  try {
    for (;;) {
      const event: SessionRequestEvent = yield take(events);
      yield put(event.type === 'refreshFailed' ? sessionExpired() : termsRequired());
    }
  } finally {
    events.close();
  }
}
