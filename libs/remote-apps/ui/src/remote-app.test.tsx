import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RemoteAppRequest } from '@bet/remote-apps';
import { createRemoteAppsHarness } from '@bet/remote-apps/testing';
import { StoreHarness } from '@bet/ui/testing';
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

/** Where the memory router is: a link the sub-app handles moves it. */
function Location() {
  return <output aria-label="Location">{useLocation().pathname}</output>;
}

interface Setup {
  /** The route pattern the view renders at. */
  routePath?: string;
  /** How many requests fail (a network error) before they answer. */
  failures?: number;
  /** Fields merged into every answer. */
  extra?: Record<string, unknown>;
}

/** The view at `path`, on a real store running the loader with a scripted transport. */
function setup(view: ReactNode, path: string, { routePath = '/:lang/*', failures = 0, extra = {} }: Setup = {}) {
  const harness = createRemoteAppsHarness();
  harness.failNext(failures);
  harness.answer((request) => answerFor(request, extra));
  render(
    <StoreHarness store={harness.store} path={path} routePath={routePath}>
      {view}
      <Location />
    </StoreHarness>,
  );
  return harness;
}

describe('RemotePage', () => {
  it('shows a spinner, then the sanitised body, and sets the title (spec 02 §7)', async () => {
    const { requests } = setup(<RemotePage appName="information" />, '/en/contacts');
    expect(screen.getByRole('status', { name: 'Loading content' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Body of /bff-api/mf/information/en/contacts' })).toBeTruthy();
    expect(document.title).toBe('Title of /bff-api/mf/information/en/contacts');
    expect(requests[0]?.headers).toEqual({ 'mf-render-mode': 'json', 'mf-api-version': 'v2' });
    expect(document.querySelector('script')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it("puts the page's CSP nonce on the sub-app's <style>, or the page's policy would ignore it", async () => {
    const meta = Object.assign(document.createElement('meta'), { nonce: 'page-nonce' });
    meta.setAttribute('property', 'csp-nonce');
    document.head.appendChild(meta);
    try {
      setup(<RemotePage appName="information" />, '/en/contacts', { extra: { style: '.mf-page{color:red}' } });
      await screen.findByRole('heading', { name: 'Body of /bff-api/mf/information/en/contacts' });
      const style = document.querySelector('[data-remote-app] style') as HTMLStyleElement | null;
      expect(style?.textContent).toContain('.mf-page');
      expect(style?.nonce || style?.getAttribute('nonce')).toBe('page-nonce');
    } finally {
      meta.remove();
    }
  });

  it('navigates in the app when a same-origin link in the sub-app is clicked', async () => {
    setup(<RemotePage appName="information" />, '/en/contacts');
    await userEvent.click(await screen.findByRole('link', { name: 'About' }));
    expect(screen.getByRole('status', { name: 'Location' }).textContent).toBe('/en/about');
    expect(await screen.findByRole('heading', { name: 'Body of /bff-api/mf/information/en/about' })).toBeTruthy();
  });

  it('after 3 failed retries shows the spec 02 §8 texts and a refresh button that loads it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = setup(<RemotePage appName="news" />, '/en/news', { failures: 4 });
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
    setup(<RemotePage appName="promotions" />, '/en/promotions', {
      extra: {
        cssToLoad: ['/mf/a.css', `${origin}/mf/a.css`, 'https://evil.example/x.css'],
        scriptsToLoad: ['https://evil.example/x.js', 'javascript:alert(1)'],
      },
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
    const { requests } = setup(<RemoteTechnicalPage fallback={<h1>Inline</h1>} />, '/en/no/such', { routePath: '*' });
    expect(await screen.findByRole('heading', { name: 'Body of /bff-api/mf/technical/en/no/such' })).toBeTruthy();
    expect(requests[0]?.url).toBe('/bff-api/mf/technical/en/no/such');
  });

  it('shows the inline fallback when the remote page fails (spec 02 §8)', async () => {
    setup(<RemoteTechnicalPage fallback={<h1>Inline</h1>} />, '/en/no/such', { routePath: '*', failures: 10 });
    expect(await screen.findByRole('heading', { name: 'Inline' })).toBeTruthy();
  });
});

describe('RemoteFooter', () => {
  it('asks the footer at the language root, so navigating does not reload it', async () => {
    const { requests } = setup(<RemoteFooter />, '/en/contacts');
    const region = await screen.findByRole('region', { name: 'Site information' });
    expect(await within(region).findByRole('heading', { name: 'Body of /bff-api/mf/footer/en' })).toBeTruthy();
    await userEvent.click(within(region).getByRole('link', { name: 'About' }));
    expect(screen.getByRole('status', { name: 'Location' }).textContent).toBe('/en/about');
    expect(requests.map((request) => request.url)).toEqual(['/bff-api/mf/footer/en']);
  });
});
