import {
  combineReducers,
  configureStore,
  type Middleware,
  type Reducer,
  type ReducersMapObject,
  type StateFromReducersMapObject,
  type UnknownAction,
} from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import { fork } from 'redux-saga/effects';

/** The state of a store made from a reducer map or from one (combined) reducer. */
export type TestStoreState<R> =
  R extends Reducer<infer S> ? S : R extends ReducersMapObject ? StateFromReducersMapObject<R> : never;

export interface TestStoreOptions<R extends ReducersMapObject | Reducer> {
  /** The slices under their keys, as the app mounts them (or the app's combined reducer). */
  reducer: R;
  /** The state of some keys at the start; the others start from their reducer. */
  preloadedState?: Partial<TestStoreState<R>>;
  /**
   * Root sagas started at once, in order, each with its deps bound by the caller:
   * `[() => sessionSaga(deps), crossFeatureEvents]`.
   */
  sagas?: readonly Saga<[]>[];
  /**
   * Events dispatched once the sagas run, to bring the store into a state through the slices'
   * own events rather than a hand-written state.
   */
  actions?: readonly UnknownAction[];
  /** Called with every action as it is dispatched, before any reducer or saga sees it. */
  onAction?: (action: UnknownAction) => void;
  /**
   * Redux Toolkit's check that actions and state stay serialisable. Off for a feature whose
   * events carry errors or other class instances on purpose.
   */
  serializableCheck?: boolean;
}

/**
 * A real Redux store for tests and stories: the given slices, the root sagas running, and every
 * dispatched action recorded in order. `task` is the one task the root sagas run under:
 * cancelling it stops them all.
 */
export function createTestStore<R extends ReducersMapObject | Reducer>({
  reducer,
  preloadedState,
  sagas = [],
  actions: setUp = [],
  onAction,
  serializableCheck = true,
}: TestStoreOptions<R>) {
  const actions: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    onAction?.(action as UnknownAction);
    return next(action);
  };
  const sagaMiddleware = createSagaMiddleware();
  const root = (typeof reducer === 'function' ? reducer : combineReducers(reducer)) as Reducer<
    TestStoreState<R>,
    UnknownAction,
    Partial<TestStoreState<R>>
  >;
  const store = configureStore({
    reducer: root,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck }).concat(recorder, sagaMiddleware),
    // Subscribers hear of every action at once, auto-batched ones too (the app lets them hear of
    // those a task later, apps/web store.ts), so a test sees a dispatch's render inside act().
    enhancers: (getDefault) => getDefault({ autoBatch: false }),
  });
  // Forked, not spawned: the root sagas are attached to this one task, so one cancel ends them.
  const task: Task = sagaMiddleware.run(function* testRoot() {
    for (const saga of sagas) yield fork(saga);
  });
  for (const action of setUp) store.dispatch(action);
  /** The actions of one type (or of one action creator), in the order they were dispatched. */
  const typesOf = (type: string | { type: string }) => {
    const wanted = typeof type === 'string' ? type : type.type;
    return actions.filter((action) => action.type === wanted);
  };
  return { store, actions, typesOf, task };
}

export type TestStore<R extends ReducersMapObject | Reducer> = ReturnType<typeof createTestStore<R>>;
