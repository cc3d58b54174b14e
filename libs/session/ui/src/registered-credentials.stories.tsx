import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CYRILLIC, shownText, withFrame, withI18n } from '@bet/ui/testing';
import { RegisteredCredentials } from './registered-credentials';

const meta = {
  title: 'Session/RegisteredCredentials',
  component: RegisteredCredentials,
  decorators: [withI18n(), withFrame({ maxWidth: 420 })],
  args: { login: '40912345', password: 'k7Tq2pZ', onAcknowledge: fn() },
} satisfies Meta<typeof RegisteredCredentials>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('40912345')).toBeVisible();
    await expect(canvas.getByText('k7Tq2pZ')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'I have saved them' }));
    await expect(args.onAcknowledge).toHaveBeenCalled();
  },
};

/** Whether the browser lets the page write to the clipboard or not, the player is told. */
export const Copy: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy password' }));
    const outcome = await canvas.findByText(/Copied|Could not copy/);
    await expect(outcome).toBeVisible();
  },
};

/** Russian (ru locale): the component's own texts, seen and heard, are the Russian ones. */
export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(shownText(canvasElement)).toMatch(CYRILLIC);
  },
};
