import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { notificationsReducer, notify } from '@bet/notifications';
import { withStore } from '@bet/ui/testing';
import { NotificationsHost } from './notifications-host';

/** A store with the notifications slice (no saga: closing is the player's here). */
const meta = {
  title: 'Notifications/Connected/NotificationsHost',
  component: NotificationsHost,
  decorators: [
    withStore({
      reducer: { notifications: notificationsReducer },
      actions: [
        notify({ id: 'a', tone: 'error', text: 'main_query_error' }),
        notify({ id: 'b', tone: 'success', text: 'main_save_success', group: 'custom' }),
        notify({ id: 'c', tone: 'info', text: 'First waiting', group: 'custom' }),
        notify({ id: 'd', tone: 'info', text: 'Second waiting', group: 'custom' }),
      ],
    }),
  ],
} satisfies Meta<typeof NotificationsHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closing one lets the queued one in (spec 02 §9 max 3 at once). */
export const CloseLetsQueuedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByText('Second waiting')).toBeNull();
    const error = canvas.getByRole('listitem', { name: 'Error' });
    await userEvent.click(within(error).getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(canvas.getByText('Second waiting')).toBeInTheDocument());
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
