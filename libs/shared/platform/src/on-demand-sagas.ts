import type { Saga, Task } from 'redux-saga';

/** A feature's root saga with the deps it runs with, or null when the app gives it none. */
export type StartableSaga = readonly [saga: Saga, deps: unknown] | null;

/** Per feature: loads its sagas' chunk (a dynamic import) and pairs the root saga with its deps. */
export type OnDemandSagaLoaders<Name extends string> = Record<Name, () => Promise<StartableSaga>>;

/** Starts a feature's sagas; resolves once they listen. */
export type StartSagas<Name extends string> = (name: Name) => Promise<void>;

/**
 * Issue 16: a feature whose events come only from its own pages need not load its sagas (and
 * the contract calls they send) with the home page. The app's routes start them with the page's
 * chunk, before the page dispatches its first event, so no event waits and none is replayed.
 *
 * Each feature starts once; callers that ask while it loads share the load. A chunk that cannot
 * load (offline, a new release) rejects and is forgotten, so the next visit tries again.
 */
export function onDemandSagas<Name extends string>(
  run: (saga: Saga, ...args: unknown[]) => Task,
  loaders: OnDemandSagaLoaders<Name>,
): StartSagas<Name> {
  const starts = new Map<Name, Promise<void>>();
  return (name) => {
    const known = starts.get(name);
    if (known) return known;
    const start = loaders[name]().then((loaded) => {
      if (loaded) run(loaded[0], loaded[1]);
    });
    starts.set(name, start);
    start.catch(() => starts.delete(name));
    return start;
  };
}
