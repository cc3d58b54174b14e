import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { blockAppealFixture } from '@bet/verification/testing';
import { withI18n } from '@bet/ui/testing';
import { BlockAppealHistory } from './block-appeal-history';

const meta = {
  title: 'Verification/BlockAppealHistory',
  component: BlockAppealHistory,
  decorators: [withI18n()],
  args: {
    status: 'loaded',
    filing: 'idle',
    messages: [],
    onFile: fn(),
    appeals: [
      blockAppealFixture({ id: 2 }),
      blockAppealFixture({ id: 1, state: 'rejected', answer: 'The terms were broken.', text: 'First appeal text.' }),
    ],
  },
} satisfies Meta<typeof BlockAppealHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const history = canvas.getByRole('region', { name: 'Your appeals' });
    await expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(history).getByText('Answer: The terms were broken.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send the appeal' }));
    await expect(canvas.getByText('Write at least 10 characters.')).toBeVisible();
    await expect(args.onFile).not.toHaveBeenCalled();
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Why should the block be lifted?' }),
      'I did nothing wrong.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send the appeal' }));
    await expect(args.onFile).toHaveBeenCalledWith('I did nothing wrong.');
  },
};

export const Empty: Story = {
  args: { appeals: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No appeals yet.' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'pending', appeals: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading your appeals' })).toBeInTheDocument();
  },
};

export const Refused: Story = {
  args: {
    filing: 'failed',
    messages: [{ tone: 'error', text: 'Your previous appeal is still being reviewed.', isKey: false }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('still being reviewed');
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Отправить обращение' })).toBeVisible();
  },
};
