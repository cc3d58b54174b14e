import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { chatLoaded, inboxLoaded, supportReducer } from '@bet/support';
import { chatMessageFixture, playerMessageFixture, supportReplyFixture } from '@bet/support/testing';
import { withStore } from '@bet/ui/testing';
import { SupportPage } from './support-page';
import { ConnectedUnreadMarkers } from './connected-unread-markers';

/** The page over a store brought into state through the slice's own events (no saga runs). */
const meta = {
  title: 'Support/SupportPage',
  component: SupportPage,
  decorators: [
    withStore({
      reducer: { support: supportReducer },
      actions: [
        chatLoaded({ messages: [chatMessageFixture(), supportReplyFixture()], unreadReplies: 1, at: 0 }),
        inboxLoaded({ messages: [playerMessageFixture()], unread: 1 }),
      ],
    }),
  ],
} satisfies Meta<typeof SupportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    for (const name of ['Chat with support', 'Messages', 'Request a callback', 'Write to us']) {
      await expect(canvas.getByRole('region', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('log', { name: 'Conversation with support' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Welcome to Orbit Bet/ }));
    await expect(canvas.getByText('Thank you for joining us.')).toBeVisible();
  },
};

/** The header's markers over the same store. */
export const HeaderMarkers: Story = {
  render: () => <ConnectedUnreadMarkers />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '1 unread message' })).toHaveAttribute(
      'href',
      '/en/support#messages',
    );
    await expect(canvas.getByRole('link', { name: '1 unread support reply' })).toHaveAttribute(
      'href',
      '/en/support#chat',
    );
  },
};
