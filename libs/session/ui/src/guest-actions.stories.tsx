import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GuestActions } from './guest-actions';
import { CYRILLIC, ON_CHROME, shownText, withFrame, withI18n } from '@bet/ui/testing';

const meta = {
  title: 'Session/GuestActions',
  component: GuestActions,
  decorators: [withI18n(), withFrame(ON_CHROME)],
  args: { onSignIn: fn(), onRegister: fn() },
} satisfies Meta<typeof GuestActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSignIn).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onRegister).toHaveBeenCalled();
  },
};

/** VIP domain or registration switched off (spec 01 §5). */
export const RegistrationNotAllowed: Story = {
  args: { registrationAllowed: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Register' })).toBeNull();
  },
};

/** Russian (ru locale): the component's own texts, seen and heard, are the Russian ones. */
export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(shownText(canvasElement)).toMatch(CYRILLIC);
  },
};
