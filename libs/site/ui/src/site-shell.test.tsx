import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore } from '@bet/platform/testing';
import { appUpdateAvailable, seoPageRequested, shellReducer, siteReducer } from '@bet/site';
import { siteStateFixture } from '@bet/site/testing';
import { StoreHarness } from '@bet/ui/testing';
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
  const { store, typesOf } = createTestStore({
    reducer: { site: siteReducer, shell: shellReducer },
    preloadedState: { site: siteStateFixture({ language: 'en' }) },
  });
  render(
    <StoreHarness store={store} path="/en/sport">
      <SiteShell {...props} />
    </StoreHarness>,
  );
  return { store, typesOf };
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
    const { typesOf } = renderShell();
    expect(typesOf(seoPageRequested)).toHaveLength(1);
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
