import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_LEAVE_PAUSE_MS, pageLeaveSaga, pageReducer, selectIsPageAway } from './page-leave';
import { createManualVisibility, createTestStore } from './testing';

function start(initiallyVisible = true) {
  const visibility = createManualVisibility(initiallyVisible);
  const { store, actions, task } = createTestStore({
    reducer: { page: pageReducer },
    sagas: [() => pageLeaveSaga(visibility)],
  });
  const seen = () => actions.map((action) => action.type);
  return { visibility, seen, task, isAway: () => selectIsPageAway(store.getState()) };
}

describe('page leave (spec 01 §4, spec 02 §9 "Page-leave pause | 30 s")', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('leaves after 30 s hidden and returns when shown again', async () => {
    const page = start();
    page.visibility.set(false);
    await vi.advanceTimersByTimeAsync(PAGE_LEAVE_PAUSE_MS - 1);
    expect(page.isAway()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(page.seen()).toEqual(['page/left']);
    expect(page.isAway()).toBe(true);
    page.visibility.set(true);
    expect(page.seen()).toEqual(['page/left', 'page/returned']);
    expect(page.isAway()).toBe(false);
  });

  it('changes nothing when the page is back within 30 s', async () => {
    const page = start();
    page.visibility.set(false);
    await vi.advanceTimersByTimeAsync(PAGE_LEAVE_PAUSE_MS - 1);
    page.visibility.set(true);
    await vi.advanceTimersByTimeAsync(PAGE_LEAVE_PAUSE_MS * 2);
    expect(page.seen()).toEqual([]);
  });

  it('counts from the start when the page starts hidden, and leaves again after each return', async () => {
    const page = start(false);
    await vi.advanceTimersByTimeAsync(PAGE_LEAVE_PAUSE_MS);
    page.visibility.set(true);
    page.visibility.set(false);
    await vi.advanceTimersByTimeAsync(PAGE_LEAVE_PAUSE_MS);
    expect(page.seen()).toEqual(['page/left', 'page/returned', 'page/left']);
  });

  it('stops listening to the page when cancelled', async () => {
    const page = start();
    expect(page.visibility.listenerCount).toBe(1);
    page.task.cancel();
    expect(page.visibility.listenerCount).toBe(0);
  });
});
