import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { siteConfigFixture } from '@bet/contract/testing';
import { NO_WIDGET_SETTINGS } from '@bet/site';
import { AdBlockBanner } from './ad-block-banner';
import { SitePolicyLogo } from './site-policy-logo';
import { SiteSupportButton } from './site-support-button';
import { WidgetOverlays } from './widget-overlays';
import { withSite } from '../site-harness';

/** The widgets bound to a store in a given state (no sagas: actions change the slice only). */
const meta = {
  title: 'Site/Widgets/Connected',
  component: WidgetOverlays,
} satisfies Meta<typeof WidgetOverlays>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const AgeNoticeConfirmed: Story = {
  decorators: [withSite({ language: 'en', widgets: { ageNotice: { open: true, minAge: 18 } } })],
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Confirm your age' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'I am 18 or older' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const NewSiteModalClosed: Story = {
  decorators: [withSite({ language: 'en', widgets: { newSiteModal: { open: true } } })],
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: /Welcome to the new/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const AdBlockerDetected: Story = {
  render: () => <AdBlockBanner />,
  decorators: [withSite({ language: 'en', widgets: { adBlock: 'detected' } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('ad blocker');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
  },
};

export const PolicyLogoForKazakhstan: Story = {
  render: () => <SitePolicyLogo />,
  decorators: [withSite({ language: 'en', config: siteConfigFixture({ lng: 'en', geoCountryId: 66 }) })],
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Responsible gaming policy' });
    await expect(link).toHaveAttribute('href', '/en/responsiblegaming');
  },
};

export const NoPolicyLogoForGermany: Story = {
  render: () => <SitePolicyLogo />,
  decorators: [withSite({ language: 'en', config: siteConfigFixture({ lng: 'en', geoCountryId: 80 }) })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

const support = {
  consultantId: 'empty',
  isChatEnabled: true,
  isCallbackEnabled: true,
  callbackExcludedLanguages: ['kz'],
  email: 'support@orbitbet.example',
  messengers: [{ name: 'Telegram', link: 'https://t.me/orbit_bet_support_sandbox', iconName: 'telegram' }],
};

/** A signed-in player; no consultant in the language, so no chat (spec 02 §5). */
export const SupportForSignedInPlayer: Story = {
  render: () => <SiteSupportButton />,
  decorators: [
    withSite({ language: 'en', isSignedIn: true, widgets: { settings: { ...NO_WIDGET_SETTINGS, support } } }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Support' }));
    const list = canvas.getByRole('list', { name: 'Ways to contact support' });
    // Issue 12: a signed-in player's callback is a section of the office support page.
    await expect(within(list).getByRole('link', { name: 'Request a callback' })).toHaveAttribute(
      'href',
      '/en/support#callback',
    );
    await expect(within(list).queryByRole('link', { name: 'Online chat' })).toBeNull();
    await expect(within(list).getByRole('link', { name: 'Telegram' })).toBeVisible();
  },
};
