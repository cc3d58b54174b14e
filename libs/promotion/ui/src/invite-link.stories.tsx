import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withI18n } from '@bet/ui/testing';
import { InviteLink } from './invite-link';

const LINK = 'https://orbit.example/en/?bf_tag=f2ss';

const meta = {
  title: 'Promotion/InviteLink',
  component: InviteLink,
  decorators: [withI18n()],
  args: { link: LINK, status: 'idle', onRetry: fn(), copy: fn(async () => undefined) },
} satisfies Meta<typeof InviteLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Your invite link' })).toHaveValue(LINK);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(args.copy).toHaveBeenCalledWith(LINK);
    await expect(await canvas.findByRole('status')).toHaveTextContent('The link is copied');
  },
};

export const CopyRefused: Story = {
  args: { copy: fn(async () => Promise.reject(new Error('denied'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(await canvas.findByText(/could not be copied/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { link: null, status: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading your invite link' })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { link: null, status: 'failed' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Копировать ссылку' })).toBeVisible();
  },
};
