import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { I18nHarness } from '@bet/ui/testing';
import { ShellNotice } from './shell-notice';
import { ShellNotices } from './shell-notices';

const meta = {
  title: 'Site/Shell notice',
  component: ShellNotice,
  args: { message: 'A new version of the site is available.', onDismiss: fn() },
  decorators: [
    (Story) => (
      <I18nHarness language="en">
        <ShellNotices>
          <Story />
        </ShellNotices>
      </I18nHarness>
    ),
  ],
} satisfies Meta<typeof ShellNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 02 §4 "Application version": a newer version is out; the player reloads when ready. */
export const AppUpdate: Story = {
  args: { actionLabel: 'Reload', onAction: fn() },
  play: async ({ args, canvasElement }) => {
    const notice = within(canvasElement).getByRole('status');
    await expect(notice).toHaveTextContent('A new version of the site is available.');
    await userEvent.click(within(notice).getByRole('button', { name: 'Reload' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await userEvent.click(within(notice).getByRole('button', { name: 'Close' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** Spec 01 §4 "Terms": an alert when the terms' update time changes; it only closes. */
export const TermsUpdated: Story = {
  args: { message: 'The terms have been updated' },
  play: async ({ args, canvasElement }) => {
    const notice = within(canvasElement).getByRole('status');
    await expect(within(notice).getAllByRole('button')).toHaveLength(1);
    await userEvent.keyboard('{Tab}');
    await expect(within(notice).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
