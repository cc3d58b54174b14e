import type { Task } from 'redux-saga';
import { cancel, delay, fork, put, select, take } from 'redux-saga/effects';
import { AUTO_CLOSE_MS } from './constants';
import { dismissed, groupCleared, notify } from './notifications-slice';
import { selectVisibleNotifications, type WithNotifications } from './selectors';

function* closeLater(id: string) {
  yield delay(AUTO_CLOSE_MS);
  yield put(dismissed({ id, reason: 'timeout' }));
}

/**
 * Spec 02 §9 "Auto-notification close 10 s": the time counts from when a notification is shown,
 * so a queued one gets its full 10 s once a place frees up, and one pushed back into the queue by
 * a higher priority stops counting.
 */
export function* notificationsSaga() {
  const timers = new Map<string, { task: Task; seq: number }>();
  for (;;) {
    yield take([notify.type, dismissed.type, groupCleared.type]);
    const visible: ReturnType<typeof selectVisibleNotifications> = yield select((state: WithNotifications) =>
      selectVisibleNotifications(state),
    );
    const shown = new Map(visible.map((item) => [item.id, item]));
    for (const [id, timer] of [...timers]) {
      const now = shown.get(id);
      // Gone, waiting again, or replaced by a new one with the same id: its timer ends.
      if (!now || now.seq !== timer.seq || !now.autoClose) {
        if (timer.task.isRunning()) yield cancel(timer.task);
        timers.delete(id);
      }
    }
    for (const item of visible) {
      if (item.autoClose && !timers.has(item.id)) {
        const task: Task = yield fork(closeLater, item.id);
        timers.set(item.id, { task, seq: item.seq });
      }
    }
  }
}
