import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import createSagaMiddleware from 'redux-saga';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@bet/i18n';
import { remoteAppsReducer, remoteAppsSaga, type RemoteAppRequest } from '@bet/remote-apps';
import { RemoteFooter } from './remote-footer';
import { RemotePage } from './remote-page';
import { RemoteTechnicalPage } from './remote-technical-page';

afterEach(() => {
  vi.useRealTimers();
  document.head.querySelectorAll('[data-remote-asset]').forEach((element) => element.remove());
});

function answerFor(request: RemoteAppRequest, extra: Record<string, unknown> = {}) {
  const [, , , appName] = request.url.split('/');
  return {
    appName,
    title: `Title of ${request.url}`,
    body: `<h1>Body of ${request.url}</h1><a href="/en/about">About</a><script>window.hacked = true</script>`,
    style: '',
    cssToLoad: [],
    scriptsToLoad: [],
    codeToEval: 'window.hacked = true',
    head: null,
    ...extra,
  };
}

function setup(routes: RouteObject[], url: string, failures = 0, extra: Record<string, unknown> = {}) {
  const requests: RemoteAppRequest[] = [];
  let left = failures;
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: { remoteApps: remoteAppsReducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagas),
  });
  sagas.run(remoteAppsSaga, {
    baseUrl: '/bff-api/mf',
    clock: { now: () => Date.now() },
    transport: async (request) => {
      requests.push(request);
      if (left > 0) {
        left -= 1;
        throw new Error('Failed to fetch');
      }
      return answerFor(request, extra);
    },
  });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n('en')}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  );
  return { store, router, requests };
}

describe('RemotePage', () => {
  it('shows a spinner, then the sanitised body, and sets the title (spec 02 §7)', async () => {
    const { requests } = setup([{ path: '/:lang/*', element: <RemotePage appName="information" /> }], '/en/contacts');
    expect(screen.getByRole('status', { name: 'Loading content' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Body of /bff-api/mf/information/en/contacts' })).toBeTruthy();
    expect(document.title).toBe('Title of /bff-api/mf/information/en/contacts');
    expect(requests[0]?.headers).toEqual({ 'mf-render-mode': 'json', 'mf-api-version': 'v2' });
    expect(document.querySelector('script')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('navigates in the app when a same-origin link in the sub-app is clicked', async () => {
    const { router } = setup([{ path: '/:lang/*', element: <RemotePage appName="information" /> }], '/en/contacts');
    await userEvent.click(await screen.findByRole('link', { name: 'About' }));
    expect(router.state.location.pathname).toBe('/en/about');
    expect(await screen.findByRole('heading', { name: 'Body of /bff-api/mf/information/en/about' })).toBeTruthy();
  });

  it('after 3 failed retries shows the spec 02 §8 texts and a refresh button that loads it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = setup([{ path: '/:lang/*', element: <RemotePage appName="news" /> }], '/en/news', 4);
    await act(() => vi.advanceTimersByTimeAsync(7000));
    expect(requests).toHaveLength(4);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('This part of the page could not be loaded.')).toBeTruthy();
    expect(within(alert).getByText('Refresh it to try again.')).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('heading', { name: 'Body of /bff-api/mf/news/en/news' })).toBeTruthy();
    expect(requests).toHaveLength(5);
  });

  it('loads allowed stylesheets and scripts once, and never ones from other origins', async () => {
    const origin = window.location.origin;
    setup([{ path: '/:lang/*', element: <RemotePage appName="promotions" /> }], '/en/promotions', 0, {
      cssToLoad: ['/mf/a.css', `${origin}/mf/a.css`, 'https://evil.example/x.css'],
      scriptsToLoad: ['https://evil.example/x.js', 'javascript:alert(1)'],
    });
    await screen.findByRole('heading', { name: /Body of/ });
    const assets = [...document.head.querySelectorAll('[data-remote-asset]')].map((element) =>
      element.getAttribute('data-remote-asset'),
    );
    expect(assets).toEqual([`${origin}/mf/a.css`]);
  });
});

describe('RemoteTechnicalPage', () => {
  it('renders the remote technical error page for an unmatched path', async () => {
    const { requests } = setup(
      [{ path: '*', element: <RemoteTechnicalPage fallback={<h1>Inline</h1>} /> }],
      '/en/no/such',
    );
    expect(await screen.findByRole('heading', { name: 'Body of /bff-api/mf/technical/en/no/such' })).toBeTruthy();
    expect(requests[0]?.url).toBe('/bff-api/mf/technical/en/no/such');
  });

  it('shows the inline fallback when the remote page fails (spec 02 §8)', async () => {
    setup([{ path: '*', element: <RemoteTechnicalPage fallback={<h1>Inline</h1>} /> }], '/en/no/such', 10);
    expect(await screen.findByRole('heading', { name: 'Inline' })).toBeTruthy();
  });
});

describe('RemoteFooter', () => {
  it('asks the footer at the language root, so navigating does not reload it', async () => {
    const { router, requests } = setup([{ path: '/:lang/*', element: <RemoteFooter /> }], '/en/contacts');
    const region = await screen.findByRole('region', { name: 'Site information' });
    expect(await within(region).findByRole('heading', { name: 'Body of /bff-api/mf/footer/en' })).toBeTruthy();
    await act(() => router.navigate('/en/about'));
    expect(requests.map((request) => request.url)).toEqual(['/bff-api/mf/footer/en']);
  });
});
