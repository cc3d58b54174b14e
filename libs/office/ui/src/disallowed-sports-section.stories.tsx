import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withI18n } from '@bet/ui/testing';
import { DisallowedSportsSection } from './disallowed-sports-section';

const SPORTS = [
  { id: 1, name: 'Football' },
  { id: 2, name: 'Ice hockey' },
  { id: 3, name: 'Basketball' },
];

/** Issue 12, spec 01 §6 per-user sport blacklists for line and live, saved with one press. */
const meta = {
  title: 'Office/DisallowedSportsSection',
  component: DisallowedSportsSection,
  decorators: [withI18n()],
  parameters: { layout: 'padded' },
  args: {
    sports: SPORTS,
    offered: { line: [1, 2, 3], live: [1, 3] },
    draft: { line: [2], live: [] },
    save: undefined,
    onToggle: fn(),
    onSave: fn(),
  },
} satisfies Meta<typeof DisallowedSportsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Disallowed sports' });
    await expect(within(section).getByRole('checkbox', { name: 'Hide Ice hockey in Line' })).toBeChecked();
    await expect(within(section).queryByRole('checkbox', { name: 'Hide Ice hockey in Live' })).toBeNull();
    await userEvent.click(within(section).getByRole('checkbox', { name: 'Hide Football in Live' }));
    await expect(args.onToggle).toHaveBeenCalledWith('live', 1, true);
    await userEvent.click(within(section).getByRole('button', { name: 'Save disallowed sports' }));
    await expect(args.onSave).toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { save: { status: 'pending', messages: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save disallowed sports' })).toBeDisabled();
    await expect(canvas.getByText('Saving…')).toBeVisible();
  },
};

export const Saved: Story = {
  args: { save: { status: 'saved', messages: [{ tone: 'success', text: 'main_save_success', isKey: true }] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Saved')).toBeVisible();
  },
};

/** Not saved: the ticks stay as left, the server's message first. */
export const SaveFailed: Story = {
  args: { save: { status: 'failed', messages: [{ tone: 'error', text: 'main_query_error', isKey: true }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Something went wrong. Please try again.')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Hide Ice hockey in Line' })).toBeChecked();
  },
};

export const Loading: Story = {
  args: { sports: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading your account settings' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { sports: null, loadFailed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your account settings could not be loaded.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { sports: [], offered: { line: [], live: [] }, draft: { line: [], live: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('No sports to choose from.')).toHaveLength(2);
  },
};

export const LongNames: Story = {
  args: {
    sports: [...SPORTS, { id: 4, name: 'Counter-Strike 2: international championship qualifiers' }],
    offered: { line: [1, 4], live: [4] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', {
        name: 'Hide Counter-Strike 2: international championship qualifiers in Live',
      }),
    ).not.toBeChecked();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  args: { sports: [{ id: 1, name: 'Футбол' }], offered: { line: [1], live: [1] }, draft: { line: [], live: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Запрещённые виды спорта' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Скрыть Футбол: Линия' })).not.toBeChecked();
  },
};
