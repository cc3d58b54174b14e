import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withFrame, withI18n } from '@bet/ui/testing';
import { MethodSwitch } from './method-switch';

const meta = {
  title: 'Session/MethodSwitch',
  component: MethodSwitch,
  decorators: [withI18n(), withFrame({ maxWidth: 320 })],
  args: { label: 'Two-step sign-in', checked: false, onToggle: fn() },
} satisfies Meta<typeof MethodSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Two-step sign-in' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(args.onToggle).toHaveBeenCalledWith(true);
  },
};

export const On: Story = {
  args: { checked: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Two-step sign-in' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(toggle);
    await expect(args.onToggle).toHaveBeenCalledWith(false);
  },
};

/** A save under way: the switch keeps focus and ignores presses. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Two-step sign-in' });
    await userEvent.click(toggle);
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Two-step sign-in' })).toBeDisabled();
  },
};
