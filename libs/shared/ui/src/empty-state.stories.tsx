import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { withI18n } from './testing/i18n-harness';

/** A decorative picture drawn with the tokens' colours (currentColor is the muted text). */
function EmptyCoupon() {
  return (
    <svg width="96" height="96" viewBox="0 0 96 96" fill="none" stroke="currentColor" strokeWidth="4">
      <rect x="20" y="12" width="56" height="72" rx="6" />
      <path d="M32 32h32M32 46h32M32 60h18" strokeLinecap="round" />
    </svg>
  );
}

const onAction = fn();

const meta = {
  title: 'Shared UI/Empty state',
  component: EmptyState,
  tags: ['autodocs'],
  decorators: [withI18n('en')],
  args: {
    title: 'No bets yet',
    headingLevel: 2,
    children: 'The bets you place appear here.',
    illustration: <EmptyCoupon />,
    action: <Button onClick={onAction}>Go to the line</Button>,
  },
  argTypes: {
    title: { control: 'text' },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    children: { control: 'text' },
    illustration: { control: false },
    action: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'No bets yet' });
    await expect(within(group).getByRole('heading', { level: 2, name: 'No bets yet' })).toBeVisible();
    await expect(within(group).queryByRole('img')).toBeNull();
    onAction.mockClear();
    await userEvent.click(within(group).getByRole('button', { name: 'Go to the line' }));
    await expect(onAction).toHaveBeenCalledTimes(1);
  },
};

/** Only a heading and a text: no picture, no way out needed. */
export const TextOnly: Story = {
  args: { illustration: undefined, action: undefined, title: 'No live events now', headingLevel: 3 },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'No live events now' });
    await expect(within(group).getByRole('heading', { level: 3 })).toBeVisible();
    await expect(within(group).queryByRole('button')).toBeNull();
  },
};

export const LongTexts: Story = {
  args: {
    title: 'No bets match the filters you chose for the period, the status and the kind of bet',
    children:
      'Try a longer period, another status or all kinds of bets. Bets older than three years are not kept in the history; ask support for them. Averyveryveryveryveryverylongwordwithoutspaces.',
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: /No bets match the filters/ });
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth + 1);
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  args: {
    title: 'Ставок пока нет',
    children: 'Здесь появятся ставки, которые вы сделаете.',
    action: <Button onClick={onAction}>Перейти в линию</Button>,
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Ставок пока нет' });
    await expect(within(group).getByRole('button', { name: 'Перейти в линию' })).toBeVisible();
  },
};
