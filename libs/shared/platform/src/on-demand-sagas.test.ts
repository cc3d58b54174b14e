import { configureStore, createAction, createReducer } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { put, takeEvery } from 'redux-saga/effects';
import { describe, expect, it, vi } from 'vitest';
import { onDemandSagas, type StartableSaga } from './on-demand-sagas';

const pageOpened = createAction('demo/pageOpened');
const pageLoaded = createAction<string>('demo/pageLoaded');

function* demoSaga(deps: { answer: string }) {
  yield takeEvery(pageOpened.type, function* () {
    yield put(pageLoaded(deps.answer));
  });
}

function demoStore() {
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: createReducer({ loaded: [] as string[] }, (builder) =>
      builder.addCase(pageLoaded, (state, action) => {
        state.loaded.push(action.payload);
      }),
    ),
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagas),
  });
  return { store, run: sagas.run };
}

describe('onDemandSagas (issue 16: sagas load with their first page)', () => {
  it('runs nothing until asked, then the loaded saga with its deps, listening once the start resolves', async () => {
    const { store, run } = demoStore();
    const load = vi.fn(async (): Promise<StartableSaga> => [demoSaga, { answer: 'from the chunk' }]);
    const start = onDemandSagas(run, { demo: load });

    store.dispatch(pageOpened());
    expect(store.getState().loaded).toEqual([]);
    expect(load).not.toHaveBeenCalled();

    await start('demo');
    store.dispatch(pageOpened());
    expect(store.getState().loaded).toEqual(['from the chunk']);
  });

  it('starts a feature once however often and however soon it is asked', async () => {
    const { store, run } = demoStore();
    const load = vi.fn(async (): Promise<StartableSaga> => [demoSaga, { answer: 'once' }]);
    const start = onDemandSagas(run, { demo: load });

    await Promise.all([start('demo'), start('demo')]);
    await start('demo');
    store.dispatch(pageOpened());

    expect(load).toHaveBeenCalledTimes(1);
    expect(store.getState().loaded).toEqual(['once']);
  });

  it('forgets a chunk that could not load, so the next visit loads it again', async () => {
    const { store, run } = demoStore();
    const load = vi
      .fn<() => Promise<StartableSaga>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue([demoSaga, { answer: 'second try' }]);
    const start = onDemandSagas(run, { demo: load });

    await expect(start('demo')).rejects.toThrow('offline');
    await start('demo');
    store.dispatch(pageOpened());

    expect(store.getState().loaded).toEqual(['second try']);
  });

  it('runs nothing for a feature the app gives no deps (the shell tests), and still resolves', async () => {
    const { store, run } = demoStore();
    const start = onDemandSagas(run, { demo: async () => null });

    await start('demo');
    store.dispatch(pageOpened());

    expect(store.getState().loaded).toEqual([]);
  });
});
