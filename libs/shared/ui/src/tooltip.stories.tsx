import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import { withI18n } from './testing/i18n-harness';
import { withFrame } from './testing/story-frame';
import { Tooltip } from './tooltip';

const meta = {
  title: 'Shared UI/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  // Room above and below, so the tooltip is not cut by the frame's edge.
  decorators: [withFrame({ padding: '4rem 2rem' })],
  args: {
    content: 'Odds went up from 1.80',
    placement: 'top',
    delay: 300,
    children: <Button variant="secondary">2.10</Button>,
  },
  argTypes: {
    content: { control: 'text' },
    placement: { control: 'inline-radio', options: ['top', 'bottom'] },
    delay: { control: { type: 'number', min: 0, step: 100 } },
    children: { control: false },
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus shows it at once; its text is the trigger's description, shown or not. */
export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: '2.10' });
    await expect(trigger).toHaveAccessibleDescription('Odds went up from 1.80');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toBeVisible();
    await userEvent.tab({ shift: true });
    await expect(canvas.queryByRole('tooltip')).toBeNull();
  },
};

/** Hover shows it after the delay; the pointer may move onto it and it stays (WCAG 1.4.13). */
export const OnHover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: '2.10' }));
    const tooltip = await canvas.findByRole('tooltip');
    await userEvent.hover(tooltip);
    await expect(tooltip).toBeVisible();
    await userEvent.unhover(tooltip);
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
  },
};

/** Escape hides it and leaves focus where it was (WCAG 1.4.13 dismissible). */
export const EscapeHides: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    await expect(canvas.getByRole('button', { name: '2.10' })).toHaveFocus();
  },
};

export const Bottom: Story = {
  args: { placement: 'bottom' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: '2.10' });
    await userEvent.tab();
    const tooltip = canvas.getByRole('tooltip');
    await expect(tooltip.getBoundingClientRect().top).toBeGreaterThanOrEqual(trigger.getBoundingClientRect().bottom);
  },
};

export const LongText: Story = {
  args: {
    content:
      'The odds are shown in the decimal format. Change the format in the settings; the bet is always placed at the odds shown when you press "Place bet".',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const tooltip = canvas.getByRole('tooltip');
    await expect(tooltip).toBeVisible();
    // It wraps instead of running off the screen.
    await expect(tooltip.getBoundingClientRect().width).toBeLessThanOrEqual(18 * 16 + 1);
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  args: { content: 'Коэффициент вырос с 1,80', children: <Button variant="secondary">2,10</Button> },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '2,10' });
    await expect(trigger).toHaveAccessibleDescription('Коэффициент вырос с 1,80');
  },
};
