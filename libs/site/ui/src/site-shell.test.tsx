import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteConfigFixture } from '@bet/contract/testing';
import { createI18n } from '@bet/i18n';
import { appUpdateAvailable, initialSiteState, seoPageRequested, shellReducer, siteReducer } from '@bet/site';
import { SiteShell } from './site-shell';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A pending-request counter the test moves. */
function counter() {
  let count = 0;
  const listeners = new Set<() => void>();
  return {
    count: () => count,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(next: number) {
      count = next;
      for (const listener of listeners) listener();
    },
  };
}

function renderShell(props: Parameters<typeof SiteShell>[0] = {}) {
  const seen: string[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    seen.push((action as { type: string }).type);
    return next(action);
  };
  const store = configureStore({
    reducer: { site: siteReducer, shell: shellReducer },
    preloadedState: {
      site: {
        ...initialSiteState,
        status: 'ready' as const,
        config: siteConfigFixture({ lng: 'en' }),
        configSource: 'embedded' as const,
        language: 'en',
      },
    },
    middleware: (getDefault) => getDefault().concat(recorder),
  });
  const router = createMemoryRouter([{ path: '*', element: <SiteShell {...props} /> }], {
    initialEntries: ['/en/sport'],
  });
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n('en')}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  );
  return { store, seen };
}

describe('SiteShell', () => {
  it('shows the progress bar while the API client has a request under way longer than 200 ms (spec 02 §9)', () => {
    vi.useFakeTimers();
    const pending = counter();
    renderShell({ pendingRequests: pending });
    act(() => pending.set(1));
    act(() => void vi.advanceTimersByTime(250));
    expect(screen.getByRole('progressbar')).toBeTruthy();
    act(() => pending.set(0));
    act(() => void vi.advanceTimersByTime(500));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('asks for the page’s SEO data on its path', () => {
    const { seen } = renderShell();
    expect(seen).toContain(seoPageRequested.type);
  });

  it('offers the app update (spec 02 §4 "Application version") and shows other features’ notices after it', async () => {
    const { store } = renderShell({ children: <p>Another notice</p> });
    act(() => void store.dispatch(appUpdateAvailable({ version: 'index-new.js' })));
    expect(await screen.findByRole('button', { name: /reload/i })).toBeTruthy();
    expect(screen.getByText('Another notice')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(screen.queryByRole('button', { name: /reload/i })).toBeNull();
  });
});
