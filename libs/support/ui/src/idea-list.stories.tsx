import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ideaFixture } from '@bet/support/testing';
import { withI18n } from '@bet/ui/testing';
import { IdeaList } from './idea-list';

const meta = {
  title: 'Support/IdeaList',
  component: IdeaList,
  decorators: [withI18n()],
  args: {
    ideas: [
      ideaFixture({ id: 2, state: 'accepted', topic: 'casino', text: 'More live tables in the evening.' }),
      ideaFixture(),
    ],
    status: 'idle',
    loaded: true,
    onRetry: fn(),
  },
} satisfies Meta<typeof IdeaList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Your ideas' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getByText('Accepted')).toBeVisible();
    await expect(within(list).getByText('More live tables in the evening.')).toBeVisible();
  },
};

export const LongText: Story = {
  args: { ideas: [ideaFixture({ text: 'A very long idea '.repeat(100) })] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/A very long idea/)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { ideas: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'You have not shared an idea yet.' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { ideas: [], loaded: false, status: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading your ideas' })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { ideas: [], loaded: false, status: 'failed' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Принята')).toBeVisible();
  },
};
