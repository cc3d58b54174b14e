import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ON_CHROME, withFrame, withI18n } from '@bet/ui/testing';
import { ReadingSettings, type ReadingSettingsProps } from './reading-settings';

/** The footer's reading settings (spec 01 §3 appFontSize, visuallyImpairedMode), on its chrome. */
const meta = {
  title: 'Site/Reading settings',
  component: ReadingSettings,
  decorators: [withFrame(ON_CHROME), withI18n()],
  args: {
    fontSize: 'medium',
    isVisuallyImpaired: false,
    onFontSizeChange: fn(),
    onVisuallyImpairedChange: fn(),
  },
  argTypes: {
    fontSize: { control: 'inline-radio', options: ['small', 'medium', 'large', 'x-large'] },
  },
} satisfies Meta<typeof ReadingSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Reading settings' });
    const size = within(group).getByRole('combobox', { name: 'Text size' });
    await expect(size).toHaveValue('medium');
    await userEvent.selectOptions(size, 'Large');
    await expect(args.onFontSizeChange).toHaveBeenCalledWith('large');
    await userEvent.click(within(group).getByRole('button', { name: 'Version for the visually impaired' }));
    await expect(args.onVisuallyImpairedChange).toHaveBeenCalledWith(true);
  },
};

export const VisuallyImpaired: Story = {
  args: { fontSize: 'x-large', isVisuallyImpaired: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Text size' })).toHaveValue('x-large');
    const toggle = canvas.getByRole('button', { name: 'Version for the visually impaired', pressed: true });
    await userEvent.click(toggle);
    await expect(args.onVisuallyImpairedChange).toHaveBeenCalledWith(false);
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Настройки чтения' });
    await expect(within(group).getByRole('option', { name: 'Очень крупный' })).toBeInTheDocument();
    await expect(within(group).getByRole('button', { name: 'Версия для слабовидящих' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

function Stateful(props: ReadingSettingsProps) {
  const [fontSize, setFontSize] = useState(props.fontSize);
  const [isOn, setOn] = useState(props.isVisuallyImpaired);
  return (
    <ReadingSettings
      {...props}
      fontSize={fontSize}
      isVisuallyImpaired={isOn}
      onFontSizeChange={setFontSize}
      onVisuallyImpairedChange={setOn}
    />
  );
}

/** From the keyboard: Tab to the size and choose a step, Tab and Space switch the mode. */
export const Keyboard: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const size = canvas.getByRole('combobox', { name: 'Text size' });
    await expect(size).toHaveFocus();
    await userEvent.selectOptions(size, 'small');
    await expect(size).toHaveValue('small');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Version for the visually impaired' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
