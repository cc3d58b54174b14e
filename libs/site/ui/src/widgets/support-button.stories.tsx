import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SupportButton } from './support-button';
import { withSite } from '../site-harness';

const messengers = [{ name: 'Telegram', link: 'https://t.me/orbit_bet_support', iconName: 'telegram' }];

const meta = {
  title: 'Site/Widgets/Support button',
  component: SupportButton,
  decorators: [withSite({ language: 'en' })],
  args: {
    options: { callback: false, chat: true, emailForm: true, messengers },
    contactsHref: '/en/contacts',
  },
} satisfies Meta<typeof SupportButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: chat, e-mail form and messengers; Escape closes and gives focus back. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Support' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = canvas.getByRole('list', { name: 'Ways to contact support' });
    await expect(within(list).getByRole('link', { name: 'Online chat' })).toHaveAttribute('href', '/en/contacts');
    await expect(within(list).getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', '/en/contacts');
    await expect(within(list).getByRole('link', { name: 'Telegram' })).toHaveAttribute('target', '_blank');
    await expect(within(list).queryByRole('link', { name: 'Request a callback' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(button).toHaveFocus();
  },
};

/** A signed-in player: callback too, and the chat's unread marker. */
export const SignedInWithUnread: Story = {
  args: { options: { callback: true, chat: true, emailForm: true, messengers }, unreadCount: 2, defaultOpen: true },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Ways to contact support' });
    await expect(within(list).getByRole('link', { name: 'Request a callback' })).toBeVisible();
    await expect(within(list).getByRole('link', { name: /Online chat.*2 unread messages/ })).toBeVisible();
  },
};

/** No consultant in the language (spec 02 §5): no chat. */
export const WithoutChat: Story = {
  args: { options: { callback: false, chat: false, emailForm: true, messengers: [] }, defaultOpen: true },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Ways to contact support' });
    await expect(within(list).getAllByRole('link')).toHaveLength(1);
    await expect(within(list).getByRole('link', { name: 'Write to us' })).toBeVisible();
  },
};

/** Issue 12: a signed-in player's chat, e-mail form and callback lead to the office support page's sections. */
export const ToTheSupportPage: Story = {
  args: {
    options: { callback: true, chat: true, emailForm: true, messengers },
    supportHref: '/en/support',
    unreadCount: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Support' }));
    const list = canvas.getByRole('list', { name: 'Ways to contact support' });
    await expect(within(list).getByRole('link', { name: /Online chat/ })).toHaveAttribute('href', '/en/support#chat');
    await expect(within(list).getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', '/en/support#email');
    await expect(within(list).getByRole('link', { name: 'Request a callback' })).toHaveAttribute(
      'href',
      '/en/support#callback',
    );
  },
};
