import type { Reducer, ReducersMapObject, Store, UnknownAction } from '@reduxjs/toolkit';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { Decorator } from '@storybook/react-vite';
import { createTestStore, type TestStoreState } from '@bet/platform/testing';
import { I18nHarness } from './i18n-harness';
import { useStoryGlobals } from './story-globals';

/** Either a store the caller made (a test that reads it), or the slices to make one from. */
type StoreSource<R extends ReducersMapObject | Reducer> =
  | { store: Store; reducer?: never; preloadedState?: never; actions?: never; onAction?: never }
  | {
      store?: never;
      /** The slices under their keys; the harness makes the store (no saga runs). */
      reducer: R;
      preloadedState?: Partial<TestStoreState<R>>;
      /** Events dispatched at once, to bring the store into a state through its slices. */
      actions?: readonly UnknownAction[];
      /** Every action dispatched, so a story or test can check what a component asked for. */
      onAction?: (action: UnknownAction) => void;
    };

export type StoreHarnessProps<R extends ReducersMapObject | Reducer = ReducersMapObject> = StoreSource<R> & {
  /** The texts' language; the Storybook toolbar's (`en` outside Storybook) unless given. */
  language?: string;
  /** The address the memory router starts at; the language root unless given. */
  path?: string;
  /** The route pattern the children render at (what `useParams` reads); every path unless given. */
  routePath?: string;
  /** Other routes beside the children's: the pages a link or a redirect leads to. */
  routes?: RouteObject[];
  children?: ReactNode;
};

// The children reach their route through a context, so a re-render with new children shows
// them although the router itself is made once per mount.
const HarnessChildren = createContext<ReactNode>(null);

function ChildrenRoute() {
  return <>{useContext(HarnessChildren)}</>;
}

/**
 * What a connected component needs around it in a story or a component test: a Redux store
 * behind `Provider`, the texts in a language, and a memory router at a path. The store and the
 * router are made once per mount; a feature's harness passes its own slices and state.
 */
export function StoreHarness<R extends ReducersMapObject | Reducer>(props: StoreHarnessProps<R>) {
  const globals = useStoryGlobals();
  const { language = globals.language ?? 'en', path, routePath = '*', routes = [], children } = props;
  const [setup] = useState(() => {
    const store = props.store
      ? props.store
      : createTestStore({
          reducer: props.reducer,
          preloadedState: props.preloadedState,
          actions: props.actions,
          onAction: props.onAction,
        }).store;
    // The toolbar's choices that live in the store (the odds format), before the first render.
    for (const action of globals.storeActions ?? []) store.dispatch(action);
    const router = createMemoryRouter(
      [
        { path: routePath, element: <ChildrenRoute /> },
        ...routes,
        // Any other path renders nothing rather than React Router's error page.
        ...(routePath === '*' ? [] : [{ path: '*', element: null }]),
      ],
      { initialEntries: [path ?? `/${language}/`] },
    );
    return { store, router };
  });
  return (
    <Provider store={setup.store}>
      <I18nHarness language={language}>
        <HarnessChildren.Provider value={children}>
          <RouterProvider router={setup.router} />
        </HarnessChildren.Provider>
      </I18nHarness>
    </Provider>
  );
}

/** Storybook decorator: `decorators: [withStore({ reducer, preloadedState, language })]`. */
export function withStore<R extends ReducersMapObject | Reducer>(
  props: Omit<StoreHarnessProps<R>, 'children'>,
): Decorator {
  const WithStore: Decorator = (Story) => (
    <StoreHarness {...(props as StoreHarnessProps<R>)}>
      <Story />
    </StoreHarness>
  );
  return WithStore;
}
