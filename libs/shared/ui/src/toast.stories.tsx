import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import { withI18n } from './testing/i18n-harness';
import { ToastRegion } from './toast';
import type { ToastItem, ToastRegionProps } from './toast';
import { ToastProvider, useToast } from './toast-provider';

const placed: ToastItem = {
  id: 'placed',
  tone: 'success',
  title: 'Bet placed',
  message: 'Coupon 7 is in the bet history.',
  duration: null,
};
const saved: ToastItem = { id: 'saved', tone: 'info', message: 'Settings saved', duration: null };
const limit: ToastItem = {
  id: 'limit',
  tone: 'warning',
  title: 'Deposit limit',
  message: 'You have used 90% of this week’s deposit limit.',
  duration: null,
};
const failed: ToastItem = { id: 'failed', tone: 'error', title: 'Not placed', message: 'The odds have changed.' };

/** The owner of the list: it removes a toast when the region asks, as an app does. */
function Owner(args: ToastRegionProps) {
  const [toasts, setToasts] = useState(args.toasts);
  return (
    <ToastRegion
      {...args}
      toasts={toasts}
      onDismiss={(id) => {
        args.onDismiss(id);
        setToasts((list) => list.filter((toast) => toast.id !== id));
      }}
    />
  );
}

const meta = {
  title: 'Shared UI/Toast',
  component: ToastRegion,
  tags: ['autodocs'],
  decorators: [withI18n('en')],
  render: (args) => <Owner {...args} />,
  args: { toasts: [placed, saved], onDismiss: fn(), max: 3, duration: 10_000 },
  argTypes: {
    max: { control: { type: 'number', min: 1, max: 5 } },
    duration: { control: { type: 'number', min: 1000, step: 1000 } },
    label: { control: 'text' },
    closeLabel: { control: 'text' },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

const regionOf = (canvasElement: HTMLElement, name = 'Notifications') =>
  within(canvasElement).getByRole('region', { name });

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const region = regionOf(canvasElement);
    await expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(region).getByRole('list')).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(within(region).getAllByRole('button', { name: 'Close notification' })[0] as HTMLElement);
    await expect(args.onDismiss).toHaveBeenCalledWith('placed');
    await expect(within(region).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** An error is read out at once and stays until the player closes it. */
export const ErrorToast: Story = {
  args: { toasts: [failed] },
  play: async ({ canvasElement }) => {
    const region = regionOf(canvasElement);
    await expect(within(region).getByRole('alert')).toHaveTextContent('Not placedThe odds have changed.');
  },
};

/** The empty region: in the page from the start, so the first toast is announced. */
export const Empty: Story = {
  args: { toasts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(regionOf(canvasElement)).queryAllByRole('listitem')).toHaveLength(0);
  },
};

/** Spec 02 §9 "Max notifications at once 3": the fourth waits for a free place. */
export const AtMostThree: Story = {
  args: { toasts: [placed, saved, limit, { ...failed, id: 'fourth', title: 'Fourth' }] },
  play: async ({ canvasElement }) => {
    const region = regionOf(canvasElement);
    await expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(region).queryByText('Fourth')).toBeNull();
    await userEvent.click(within(region).getAllByRole('button', { name: 'Close notification' })[0] as HTMLElement);
    await expect(within(region).getByText('Fourth')).toBeVisible();
  },
};

/** Closes itself (here after 0.6 s), but not while the pointer rests on it. */
export const AutoDismiss: Story = {
  args: { toasts: [{ id: 'copied', tone: 'success', message: 'Copied' }], duration: 600 },
  play: async ({ canvasElement }) => {
    const region = regionOf(canvasElement);
    await expect(within(region).getByText('Copied')).toBeVisible();
    await waitFor(() => expect(within(region).queryByText('Copied')).toBeNull());
  },
};

export const LongTexts: Story = {
  args: {
    toasts: [
      {
        id: 'long',
        tone: 'warning',
        title: 'Your session will end soon because of the session time limit you set in responsible gaming',
        message:
          'The limit you set ends your session in five minutes. Finish your bets; the coupon is kept, and you can sign in again tomorrow. A_very_long_word_without_any_spaces_that_must_wrap_inside_the_toast.',
        duration: null,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const item = within(regionOf(canvasElement)).getByRole('listitem');
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth + 1);
  },
};

export const WithAction: Story = {
  args: {
    toasts: [
      {
        ...placed,
        action: (
          <Button size="sm" variant="secondary">
            Open
          </Button>
        ),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const region = regionOf(canvasElement);
    await userEvent.click(within(region).getByRole('button', { name: 'Open' }));
    // Focus inside keeps the toast: the player reached its action in time.
    await expect(within(region).getByText('Bet placed')).toBeVisible();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  args: { toasts: [{ id: 'saved', message: 'Настройки сохранены', duration: null }] },
  play: async ({ canvasElement }) => {
    const region = regionOf(canvasElement, 'Уведомления');
    await expect(within(region).getByRole('button', { name: 'Закрыть уведомление' })).toBeVisible();
  },
};

function CopyCode() {
  const toast = useToast();
  return (
    <Button onClick={() => toast.show({ id: 'copied', tone: 'success', message: 'Code copied', duration: null })}>
      Copy the code
    </Button>
  );
}

/** `ToastProvider` + `useToast()`: any component under it shows a toast; focus stays put. */
export const WithProvider: Story = {
  render: (args) => (
    <ToastProvider max={args.max} duration={args.duration}>
      <div style={{ padding: 16 }}>
        <CopyCode />
      </div>
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Copy the code' });
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(within(canvas.getByRole('region', { name: 'Notifications' })).getAllByRole('listitem')).toHaveLength(
      1,
    );
    await expect(button).toHaveFocus();
  },
};
