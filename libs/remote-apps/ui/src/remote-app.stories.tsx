import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { remoteAppKey, remoteAppReloadRequested, RemoteAppStatus } from '@bet/remote-apps';
import { RemoteFooter } from './remote-footer';
import { RemotePage } from './remote-page';
import {
  remoteContentFixture,
  RemoteAppsStoreHarness,
  type RemoteAppsStoreHarnessProps,
} from './remote-apps-store-harness';
import { RemoteTechnicalPage } from './remote-technical-page';

/** The components that show a sub-app. */
const views = {
  page: <RemotePage appName="information" />,
  technical: <RemoteTechnicalPage fallback={<h1>Inline fallback</h1>} />,
  footer: <RemoteFooter />,
};

/** Remote sub-apps in each state of spec 02 §4, over a store in that state (no server, no sagas). */
interface HarnessArgs extends Omit<RemoteAppsStoreHarnessProps, 'children' | 'onAction'> {
  /** Every action the component dispatched (the harness runs no saga). */
  onAction: (action: unknown) => void;
  /** The component shown. */
  view: keyof typeof views;
}

const page = { appName: 'information', path: '/en/contacts' };

const meta: Meta<HarnessArgs> = {
  title: 'Remote apps/Remote app',
  parameters: { layout: 'padded' },
  args: { onAction: fn(), view: 'page', path: page.path, entries: [] },
  render: ({ view, ...harness }) => <RemoteAppsStoreHarness {...harness}>{views[view]}</RemoteAppsStoreHarness>,
};

export default meta;
type Story = StoryObj<HarnessArgs>;

const footerContent = remoteContentFixture({
  appName: 'footer',
  title: 'Information',
  body: '<nav aria-label="Information"><ul><li><a href="/en/about">About us</a></li><li><a href="/en/contacts">Contacts</a></li></ul></nav>',
});

export const PageLoading: Story = {
  args: { entries: [{ ...page, status: RemoteAppStatus.LOADING }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading content' })).toBeVisible();
  },
};

export const PageNotExistYet: Story = {
  play: async ({ canvasElement, args }) => {
    // NOT_EXIST is about to load: the spinner shows, and the component asked for the sub-app.
    await expect(within(canvasElement).getByRole('status', { name: 'Loading content' })).toBeVisible();
    await expect(args.onAction).toHaveBeenCalledWith(expect.objectContaining({ type: 'remoteApps/remoteAppMounted' }));
  },
};

export const PageReady: Story = {
  args: { entries: [{ ...page, status: RemoteAppStatus.READY, content: remoteContentFixture() }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'about us' })).toHaveAttribute('href', '/en/about');
    await expect(document.title).toBe('Contacts');
  },
};

export const PageReadyWithUnsafeMarkup: Story = {
  args: {
    entries: [
      {
        ...page,
        status: RemoteAppStatus.READY,
        content: remoteContentFixture({
          body: '<h1 onclick="alert(1)">Sanitised</h1><script>window.__mfHacked = true</script><a href="javascript:alert(1)">Bad link</a>',
        }),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Sanitised' })).not.toHaveAttribute('onclick');
    await expect(canvas.getByText('Bad link')).not.toHaveAttribute('href');
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
};

export const PageError: Story = {
  args: { entries: [{ ...page, status: RemoteAppStatus.ERROR }] },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByText('This part of the page could not be loaded.')).toBeVisible();
    await expect(within(alert).getByText('Refresh it to try again.')).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Refresh' }));
    await expect(args.onAction).toHaveBeenCalledWith(
      remoteAppReloadRequested({ key: remoteAppKey(page.appName, page.path) }),
    );
  },
};

export const PageErrorInRussian: Story = {
  args: {
    language: 'ru',
    path: '/ru/contacts',
    entries: [{ appName: 'information', path: '/ru/contacts', status: RemoteAppStatus.ERROR }],
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByText('Не удалось загрузить эту часть страницы.')).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Обновить' })).toBeEnabled();
  },
};

export const TechnicalPageReady: Story = {
  args: {
    view: 'technical',
    path: '/en/no/such/page',
    entries: [
      {
        appName: 'technical',
        path: '/en/no/such/page',
        status: RemoteAppStatus.READY,
        content: remoteContentFixture({
          appName: 'technical',
          title: 'This page could not be found',
          body: '<h1>This page could not be found</h1><p><a href="/en/">Go to the home page</a></p>',
        }),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  },
};

export const TechnicalPageFallback: Story = {
  args: {
    view: 'technical',
    path: '/en/no/such/page',
    entries: [{ appName: 'technical', path: '/en/no/such/page', status: RemoteAppStatus.ERROR }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Inline fallback' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const FooterReady: Story = {
  args: {
    view: 'footer',
    path: '/en/contacts',
    entries: [{ appName: 'footer', path: '/en', status: RemoteAppStatus.READY, content: footerContent }],
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Site information' });
    await expect(within(region).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/en/about');
  },
};

export const FooterLoading: Story = {
  args: {
    view: 'footer',
    path: '/en/',
    entries: [{ appName: 'footer', path: '/en', status: RemoteAppStatus.LOADING }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading content' })).toBeVisible();
  },
};

export const FooterError: Story = {
  args: { view: 'footer', path: '/en/', entries: [{ appName: 'footer', path: '/en', status: RemoteAppStatus.ERROR }] },
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Site information' });
    await expect(within(region).getByText('This part of the page could not be loaded.')).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: 'Refresh' }));
    await expect(args.onAction).toHaveBeenCalledWith(remoteAppReloadRequested({ key: remoteAppKey('footer', '/en') }));
  },
};
