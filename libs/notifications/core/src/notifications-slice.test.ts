import { describe, expect, it } from 'vitest';
import {
  dismissed,
  groupCleared,
  initialNotificationsState,
  notificationsReducer,
  notify,
} from './notifications-slice';
import { selectQueuedCount, selectVisibleNotifications } from './selectors';

const run = (...actions: Parameters<typeof notificationsReducer>[1][]) => ({
  notifications: actions.reduce(notificationsReducer, initialNotificationsState),
});

describe('notifications (spec 02 §8, §9)', () => {
  it("titles errors 'main_error' and successes 'main_done' unless given (spec 02 §8 Texts)", () => {
    const state = run(
      notify({ id: 'a', tone: 'error', text: 'main_query_error' }),
      notify({ id: 'b', tone: 'success', text: 'main_save_success' }),
      notify({ id: 'c', tone: 'info', text: 'x' }),
      notify({ id: 'd', tone: 'error', title: 'custom_title', text: 'y', group: 'custom' }),
    );
    expect(state.notifications.items.map((item) => item.title)).toEqual([
      'main_error',
      'main_done',
      null,
      'custom_title',
    ]);
    expect(state.notifications.items.every((item) => item.autoClose)).toBe(true);
  });

  it('shows at most 3 at once, higher priority first, the rest queued (spec 02 §8 Office)', () => {
    const state = run(
      notify({ id: 'a', tone: 'info', text: 'a', group: 'custom' }),
      notify({ id: 'b', tone: 'info', text: 'b' }),
      notify({ id: 'c', tone: 'info', text: 'c', group: 'custom' }),
      notify({ id: 'server', tone: 'error', text: 'server says', priority: 1 }),
    );
    expect(selectVisibleNotifications(state).map((item) => item.id)).toEqual(['server', 'a', 'b']);
    expect(selectQueuedCount(state)).toBe(1);
    const after = { notifications: notificationsReducer(state.notifications, dismissed({ id: 'server' })) };
    expect(selectVisibleNotifications(after).map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('keeps 3 of the default group and 1 maintenance notice, dropping the oldest (spec 02 §9 groups)', () => {
    const state = run(
      ...['1', '2', '3', '4'].map((id) => notify({ id, tone: 'info', text: id })),
      notify({ id: 'm1', tone: 'warning', text: 'm1', group: 'maintenance' }),
      notify({ id: 'm2', tone: 'warning', text: 'm2', group: 'maintenance' }),
    );
    expect(state.notifications.items.map((item) => item.id)).toEqual(['2', '3', '4', 'm2']);
  });

  it('never shows shadow notifications in the area', () => {
    const state = run(notify({ id: 's', tone: 'info', text: 's', group: 'shadow' }));
    expect(selectVisibleNotifications(state)).toEqual([]);
    expect(state.notifications.items).toHaveLength(1);
  });

  it('replaces a notification that comes again with the same id, and clears a group', () => {
    const state = run(
      notify({ id: 'a', tone: 'info', text: 'first' }),
      notify({ id: 'a', tone: 'info', text: 'second' }),
      notify({ id: 'm', tone: 'warning', text: 'm', group: 'maintenance' }),
      groupCleared({ group: 'maintenance' }),
    );
    expect(state.notifications.items.map((item) => item.text)).toEqual(['second']);
  });

  it('gives each notification an id when none is given', () => {
    const state = run(notify({ tone: 'info', text: 'a' }), notify({ tone: 'info', text: 'b' }));
    const [a, b] = state.notifications.items;
    expect(a?.id).toBeTruthy();
    expect(a?.id).not.toBe(b?.id);
  });
});
