import { createAction, createReducer, type UnknownAction } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createTestStore } from '@bet/platform/testing';
import { I18nHarness } from './i18n-harness';
import { StoryGlobalsContext } from './story-globals';
import { StoreHarness } from './store-harness';

const pressed = createAction('test/pressed');
const presses = createReducer(0, (builder) => builder.addCase(pressed, (count) => count + 1));

/** A connected component: reads the store, dispatches, translates, and reads the router. */
function Probe() {
  const count = useSelector((state: { presses: number }) => state.presses);
  const dispatch = useDispatch();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { id } = useParams();
  return (
    <section aria-label={pathname}>
      <button type="button" onClick={() => dispatch(pressed())}>
        {t('main_close')}
      </button>
      <output aria-label="Presses">{count}</output>
      {id ? <p>Item {id}</p> : null}
      <Link to="/en/elsewhere">Elsewhere</Link>
    </section>
  );
}

describe('StoreHarness', () => {
  it('makes a store from the slices and the preloaded state, and records what is dispatched', async () => {
    const seen: UnknownAction[] = [];
    render(
      <StoreHarness reducer={{ presses }} preloadedState={{ presses: 2 }} onAction={(action) => void seen.push(action)}>
        <Probe />
      </StoreHarness>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.getByRole('status', { name: 'Presses' }).textContent).toBe('3');
    expect(seen).toEqual([pressed()]);
  });

  it('puts a store the caller made behind the components, so the test reads it', async () => {
    const { store } = createTestStore({ reducer: { presses } });
    render(
      <StoreHarness store={store}>
        <Probe />
      </StoreHarness>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(store.getState().presses).toBe(1);
  });

  it('shows the texts in the language, at the language root unless a path is given', async () => {
    render(
      <StoreHarness reducer={{ presses }} language="ru">
        <Probe />
      </StoreHarness>,
    );
    expect(await screen.findByRole('region', { name: '/ru/' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Закрыть' })).toBeTruthy();
  });

  it('renders the children at their route pattern and the other routes at theirs', async () => {
    render(
      <StoreHarness
        reducer={{ presses }}
        path="/en/items/7"
        routePath="/:lang/items/:id"
        routes={[{ path: '/en/elsewhere', element: <h1>Elsewhere page</h1> }]}
      >
        <Probe />
      </StoreHarness>,
    );
    expect(await screen.findByText('Item 7')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeTruthy();
  });

  it('keeps its store and router on a re-render and shows the new children', async () => {
    const { store } = createTestStore({ reducer: { presses } });
    const view = render(
      <StoreHarness store={store} path="/en/start">
        <Probe />
      </StoreHarness>,
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Elsewhere' }));
    act(() => void store.dispatch(pressed()));
    view.rerender(
      <StoreHarness store={store} path="/en/start">
        <Probe />
        <p>Added later</p>
      </StoreHarness>,
    );
    expect(screen.getByText('Added later')).toBeTruthy();
    expect(screen.getByRole('region', { name: '/en/elsewhere' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Presses' }).textContent).toBe('1');
  });

  it("follows Storybook's toolbar: its language and its store events, unless the story fixes a language", async () => {
    const seen: UnknownAction[] = [];
    render(
      <StoryGlobalsContext.Provider value={{ language: 'ru', storeActions: [pressed()] }}>
        <StoreHarness reducer={{ presses }} onAction={(action) => void seen.push(action)}>
          <Probe />
        </StoreHarness>
        <I18nHarness language="en">
          <Probe2 />
        </I18nHarness>
      </StoryGlobalsContext.Provider>,
    );
    expect(await screen.findByRole('region', { name: '/ru/' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Закрыть' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Presses' }).textContent).toBe('1');
    expect(seen).toEqual([pressed()]);
    expect(screen.getByText('Close')).toBeTruthy();
  });
});

/** Texts only: which language the nearest harness gives. */
function Probe2() {
  const { t } = useTranslation();
  return <p>{t('main_close')}</p>;
}
