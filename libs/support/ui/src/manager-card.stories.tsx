import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { managerFixture } from '@bet/support/testing';
import { withI18n } from '@bet/ui/testing';
import { ManagerCard } from './manager-card';

const meta = {
  title: 'Support/ManagerCard',
  component: ManagerCard,
  decorators: [withI18n()],
  args: { manager: managerFixture(), status: 'idle', call: 'idle', onCall: fn(), onRetry: fn() },
} satisfies Meta<typeof ManagerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('James Carter')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'james.manager@orbit-bet.example' })).toHaveAttribute(
      'href',
      'mailto:james.manager@orbit-bet.example',
    );
    await expect(canvas.getByText(/Mon, Tue, Wed, Thu, Fri, 08:00–20:00 \(Europe\/London\)/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ask for a call' }));
    await expect(args.onCall).toHaveBeenCalled();
  },
};

export const Calling: Story = {
  args: { call: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { manager: null, status: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading your manager' })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { manager: null, status: 'failed' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Заказать звонок' })).toBeVisible();
  },
};
