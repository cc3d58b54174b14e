import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Notification } from '@bet/notifications';
import { withI18n } from '@bet/ui/testing';
import { NotificationArea } from './notification-area';

const item = (overrides: Partial<Notification> & Pick<Notification, 'id' | 'tone' | 'text'>): Notification => ({
  group: 'default',
  priority: 0,
  title: null,
  autoClose: true,
  seq: 0,
  ...overrides,
});

const meta = {
  title: 'Notifications/NotificationArea',
  component: NotificationArea,
  decorators: [withI18n()],
  args: { notifications: [], queued: 0, onDismiss: fn() },
} satisfies Meta<typeof NotificationArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Notifications' });
    await expect(within(region).queryAllByRole('listitem')).toHaveLength(0);
  },
};

/** Spec 02 §8 Texts: an error titled 'main_error'. */
export const ErrorTone: Story = {
  args: { notifications: [item({ id: 'e', tone: 'error', title: 'main_error', text: 'main_query_error' })] },
  play: async ({ args, canvasElement }) => {
    const notification = within(canvasElement).getByRole('listitem', { name: 'Error' });
    await expect(notification).toHaveAttribute('data-tone', 'error');
    await userEvent.click(within(notification).getByRole('button', { name: 'Close notification' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('e');
  },
};

/** Spec 02 §8 Texts: a success titled 'main_done'. */
export const Success: Story = {
  args: { notifications: [item({ id: 's', tone: 'success', title: 'main_done', text: 'main_save_success' })] },
  play: async ({ args, canvasElement }) => {
    const notification = within(canvasElement).getByRole('listitem', { name: 'Done' });
    await expect(notification).toHaveAttribute('data-tone', 'success');
    // Keyboard only: Tab reaches the close button, Enter closes.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledWith('s');
  },
};

/** Warnings and infos without a title; a server message that is no key shows as it came. */
export const WarningAndInfo: Story = {
  args: {
    notifications: [
      item({ id: 'w', tone: 'warning', text: 'Technical works tonight: 02:00-03:00.' }),
      item({ id: 'i', tone: 'info', text: 'notifications_region' }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('listitem', { name: 'Technical works tonight: 02:00-03:00.' })).toHaveAttribute(
      'data-tone',
      'warning',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Spec 02 §9: at most 3 shown; the rest wait, and the area says how many. */
export const ThreeAndQueued: Story = {
  args: {
    notifications: [
      item({ id: '1', tone: 'error', title: 'main_error', text: 'Server message', priority: 1 }),
      item({ id: '2', tone: 'success', title: 'main_done', text: 'main_save_success' }),
      item({ id: '3', tone: 'info', text: 'main_query_error' }),
    ],
    queued: 2,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('More notifications waiting: 2')).toBeInTheDocument();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  args: { notifications: [item({ id: 'e', tone: 'error', title: 'main_error', text: 'main_query_error' })] },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Уведомления' });
    await expect(within(region).getByRole('button', { name: 'Закрыть уведомление' })).toBeInTheDocument();
  },
};

/** A very long message (a server text with a long unbroken reference) wraps inside its notification. */
export const LongText: Story = {
  args: {
    notifications: [
      item({
        id: 'long',
        tone: 'warning',
        title: null,
        text:
          'Your withdrawal request could not be processed because the payment system reported a temporary ' +
          'problem; reference PAYMENT-GATEWAY-TIMEOUT-0123456789ABCDEF0123456789ABCDEF. Please try again later.',
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const notification = within(canvasElement).getByRole('listitem');
    await expect(notification).toHaveTextContent('PAYMENT-GATEWAY-TIMEOUT');
    await expect(notification.scrollWidth).toBeLessThanOrEqual(notification.clientWidth);
  },
};
