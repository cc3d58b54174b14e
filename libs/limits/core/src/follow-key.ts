import type { Task } from 'redux-saga';
import { cancel, fork, select, take } from 'redux-saga/effects';
import { loggedOut, sessionEnded } from '@bet/session';
import { limitsLoaded } from './list-slice';
import type { WithLimits } from './selectors';

/** The events after which the limits list, and so a timer's key, may change. */
const LIST_CHANGES = [limitsLoaded.type, loggedOut.type, sessionEnded.type];

/**
 * Runs `worker(key)` while the list gives a key (the reality check's minutes, whether a session
 * limit exists, the next approval time): started when one appears, restarted when it changes,
 * cancelled when it goes (a cancel, a logout: the list resets).
 */
export function* followKey<K extends string | number | boolean>(
  keyOf: (state: WithLimits) => K | null,
  worker: (key: K) => Generator,
) {
  let current: K | null = null;
  let task: Task | null = null;
  for (;;) {
    const key: K | null = yield select(keyOf);
    if (key !== current) {
      if (task) yield cancel(task);
      task = null;
      current = key;
      if (key !== null) task = (yield fork(worker, key)) as Task;
    }
    yield take(LIST_CHANGES);
  }
}
