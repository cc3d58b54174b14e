import { combineReducers, createAction, createReducer, type UnknownAction } from '@reduxjs/toolkit';
import { delay, put, take } from 'redux-saga/effects';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestStore } from './test-store';

const pinged = createAction('test/pinged');
const ponged = createAction<number>('test/ponged');
const counter = createReducer(0, (builder) => builder.addCase(ponged, (count, action) => count + action.payload));
const label = createReducer('none', () => undefined);

/** Answers each ping with a pong, a second later. */
function* pongSaga(deps: { step: number }) {
  for (;;) {
    yield take(pinged.type);
    yield delay(1_000);
    yield put(ponged(deps.step));
  }
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createTestStore', () => {
  it('starts the slices from their reducers, or from the preloaded state of a key', () => {
    const { store } = createTestStore({ reducer: { counter, label }, preloadedState: { label: 'given' } });
    expect(store.getState()).toEqual({ counter: 0, label: 'given' });
  });

  it('takes the app’s combined reducer as well as a map', () => {
    const { store } = createTestStore({ reducer: combineReducers({ counter }), preloadedState: { counter: 5 } });
    store.dispatch(ponged(2));
    expect(store.getState().counter).toBe(7);
  });

  it('runs the root sagas with their deps and records every action in order, the sagas’ own too', async () => {
    const seen: string[] = [];
    const h = createTestStore({
      reducer: { counter },
      sagas: [() => pongSaga({ step: 2 }), () => pongSaga({ step: 3 })],
      onAction: (action: UnknownAction) => void seen.push(action.type),
    });
    h.store.dispatch(pinged());
    await vi.advanceTimersByTimeAsync(1_000);
    expect(h.store.getState().counter).toBe(5);
    expect(h.actions).toEqual([pinged(), ponged(2), ponged(3)]);
    expect(h.typesOf('test/ponged')).toEqual([ponged(2), ponged(3)]);
    expect(h.typesOf(pinged)).toEqual([pinged()]);
    expect(seen).toEqual(['test/pinged', 'test/ponged', 'test/ponged']);
  });

  it('dispatches the set-up events once the sagas run, and records them first', async () => {
    const h = createTestStore({
      reducer: { counter },
      sagas: [() => pongSaga({ step: 4 })],
      actions: [ponged(1), pinged()],
    });
    expect(h.store.getState().counter).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(h.store.getState().counter).toBe(5);
    expect(h.actions).toEqual([ponged(1), pinged(), ponged(4)]);
  });

  it('stops every root saga when its task is cancelled', async () => {
    const h = createTestStore({ reducer: { counter }, sagas: [() => pongSaga({ step: 1 })] });
    h.store.dispatch(pinged());
    h.task.cancel();
    await vi.advanceTimersByTimeAsync(5_000);
    h.store.dispatch(pinged());
    await vi.advanceTimersByTimeAsync(5_000);
    expect(h.typesOf(ponged)).toEqual([]);
    expect(h.task.isCancelled()).toBe(true);
  });
});
