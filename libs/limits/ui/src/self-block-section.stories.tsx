import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CYRILLIC, shownText, withI18n } from '@bet/ui/testing';
import { SelfBlockSection } from './self-block-section';

const meta = {
  title: 'Limits/SelfBlockSection',
  component: SelfBlockSection,
  decorators: [withI18n()],
  args: { status: 'idle', onConfirm: fn() },
} satisfies Meta<typeof SelfBlockSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StrongConfirm: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close my account for good' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Close your account for good?' });
    const confirm = within(dialog).getByRole('button', { name: 'Close my account' });
    await expect(confirm).toHaveProperty('disabled', true);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Type CLOSE to confirm' }), 'CLOSE');
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Failed: Story = { args: { status: 'failed' } };

/** Russian (ru locale): the component's own texts, seen and heard, are the Russian ones. */
export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(shownText(canvasElement)).toMatch(CYRILLIC);
  },
};
