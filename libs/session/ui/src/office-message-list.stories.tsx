import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CYRILLIC, shownText, withFrame, withI18n } from '@bet/ui/testing';
import { OfficeMessageList } from './office-message-list';

const meta = {
  title: 'Session/OfficeMessageList',
  component: OfficeMessageList,
  decorators: [withI18n(), withFrame({ maxWidth: 480 })],
  args: { messages: [{ tone: 'success', text: 'main_save_success', isKey: true }] },
} satisfies Meta<typeof OfficeMessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Saved');
  },
};

export const ServerMessages: Story = {
  args: {
    messages: [
      { tone: 'error', text: 'The current password is wrong', isKey: false },
      {
        tone: 'error',
        text: 'A second message of the server, which is rather long and wraps onto more lines',
        isKey: false,
      },
      { tone: 'error', text: 'main_query_error', isKey: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const alerts = within(canvasElement).getAllByRole('alert');
    await expect(alerts).toHaveLength(3);
    await expect(alerts[0]).toHaveTextContent('The current password is wrong');
    await expect(alerts[2]).toHaveTextContent('Something went wrong');
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const Russian: Story = {
  args: { messages: [{ tone: 'error', text: 'main_query_error', isKey: true }] },
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(shownText(canvasElement)).toMatch(CYRILLIC);
  },
};
