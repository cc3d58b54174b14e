import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { configureStore } from '@reduxjs/toolkit';
import { notificationsReducer, notify } from '@bet/notifications';
import { withI18n } from '@bet/ui/testing';
import { NotificationsHost } from './notifications-host';

/** A store with the notifications slice (no saga: closing is the player's here). */
function Harness() {
  const [store] = useState(() => {
    const made = configureStore({ reducer: { notifications: notificationsReducer } });
    made.dispatch(notify({ id: 'a', tone: 'error', text: 'main_query_error' }));
    made.dispatch(notify({ id: 'b', tone: 'success', text: 'main_save_success', group: 'custom' }));
    made.dispatch(notify({ id: 'c', tone: 'info', text: 'First waiting', group: 'custom' }));
    made.dispatch(notify({ id: 'd', tone: 'info', text: 'Second waiting', group: 'custom' }));
    return made;
  });
  return (
    <Provider store={store}>
      <NotificationsHost />
    </Provider>
  );
}

const meta = {
  title: 'Notifications/Connected/NotificationsHost',
  component: Harness,
  decorators: [withI18n('en')],
} satisfies Meta<typeof Harness>;

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
