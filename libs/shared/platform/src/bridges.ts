import type { UnknownAction } from '@reduxjs/toolkit';
import { put, select, takeEvery } from 'redux-saga/effects';

/** An event creator as Redux Toolkit makes them: its `type` and its `match`. */
export interface EventCreator<A extends UnknownAction = UnknownAction> {
  readonly type: string;
  match(action: unknown): action is A;
}

/**
 * One feature's events turned into another's, declared where neither feature may know the other
 * (ARCHITECTURE.md "How features talk"): `when` one of these events happens, `then` gives the
 * other feature's events, from the event and the state at that moment. `why` cites the rule.
 */
export interface Bridge<S> {
  when: EventCreator | readonly EventCreator[];
  then(event: UnknownAction, state: S): UnknownAction | readonly UnknownAction[];
  why: string;
}

/** Declares a bridge with the state type of the app that composes it. */
export const bridge = <S>(declared: Bridge<S>): Bridge<S> => declared;

/** Runs the declared bridges: every `when` event puts its `then` events, in order. */
export function* bridgeSaga<S>(bridges: readonly Bridge<S>[]) {
  for (const declared of bridges) {
    const creators = Array.isArray(declared.when) ? declared.when : [declared.when as EventCreator];
    yield takeEvery(
      creators.map((creator) => creator.type),
      function* (event: UnknownAction) {
        const state: S = yield select();
        const produced = declared.then(event, state);
        for (const action of Array.isArray(produced) ? produced : [produced as UnknownAction]) yield put(action);
      },
    );
  }
}
