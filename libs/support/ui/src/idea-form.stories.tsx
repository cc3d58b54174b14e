import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withI18n } from '@bet/ui/testing';
import { IdeaForm } from './idea-form';

const meta = {
  title: 'Support/IdeaForm',
  component: IdeaForm,
  decorators: [withI18n()],
  args: { status: 'idle', onSubmit: fn() },
} satisfies Meta<typeof IdeaForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your idea' }), 'Too short');
    await userEvent.click(canvas.getByRole('button', { name: 'Share the idea' }));
    await expect(canvas.getByRole('textbox', { name: 'Your idea' })).toHaveAccessibleDescription(
      /Write 10 to 2000 characters/,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your idea' }), ' but now long enough');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Topic' }), 'casino');
    await userEvent.click(canvas.getByRole('button', { name: 'Share the idea' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ topic: 'casino', text: 'Too short but now long enough' });
  },
};

export const Sending: Story = {
  args: { status: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Поделиться идеей' })).toBeVisible();
  },
};
