import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withI18n } from '@bet/ui/testing';
import { CallbackForm } from './callback-form';

const meta = {
  title: 'Support/CallbackForm',
  component: CallbackForm,
  decorators: [withI18n()],
  args: { status: 'idle', onSubmit: fn() },
} satisfies Meta<typeof CallbackForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Call me back' }));
    await expect(canvas.getByRole('textbox', { name: /Phone number/ })).toHaveAccessibleDescription(/Fill this in/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Phone number/ }), '+7 900 123-45-67');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'When to call' }), '12-15');
    await userEvent.click(canvas.getByRole('button', { name: 'Call me back' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ phone: '+79001234567', preferredTime: '12-15' });
  },
};

export const BadPhone: Story = {
  args: { defaultPhone: '12ab' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Call me back' }));
    await expect(canvas.getByText(/7 to 15 digits/)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  args: { status: 'pending', defaultPhone: '+79001234567' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Перезвоните мне' })).toBeVisible();
  },
};
