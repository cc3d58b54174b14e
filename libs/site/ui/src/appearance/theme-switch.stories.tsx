import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ON_CHROME, withFrame } from '@bet/ui/testing';
import { ThemeSwitch, type ThemeSwitchProps } from './theme-switch';

/** The header's theme switch, on the chrome it lives on. */
const meta = {
  title: 'Site/Theme switch',
  component: ThemeSwitch,
  decorators: [withFrame(ON_CHROME)],
  args: { isDark: false, label: 'Dark theme', onToggle: fn() },
} satisfies Meta<typeof ThemeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Dark theme', pressed: false });
    await userEvent.click(toggle);
    await expect(args.onToggle).toHaveBeenCalledWith(true);
  },
};

export const Dark: Story = {
  args: { isDark: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Dark theme', pressed: true });
    await userEvent.click(toggle);
    await expect(args.onToggle).toHaveBeenCalledWith(false);
  },
};

export const Russian: Story = {
  args: { label: 'Тёмная тема' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Тёмная тема' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

function Stateful(props: ThemeSwitchProps) {
  const [isDark, setDark] = useState(props.isDark);
  return (
    <ThemeSwitch
      {...props}
      isDark={isDark}
      onToggle={(next) => {
        setDark(next);
        props.onToggle(next);
      }}
    />
  );
}

/** Keyboard only: Tab reaches it, Enter and Space toggle it, the pressed state follows. */
export const Keyboard: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Dark theme' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};
