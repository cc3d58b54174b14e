import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AgeBadge } from './age-badge';

const meta = {
  title: 'Shared UI/AgeBadge',
  component: AgeBadge,
  args: { age: 18, label: 'Only for persons aged 18 and over' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof AgeBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole('img', { name: 'Only for persons aged 18 and over' });
    await expect(badge).toHaveTextContent('18+');
  },
};

export const TwentyOneTranslated: Story = {
  args: { age: 21, label: 'Только для лиц старше 21 года' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole('img', { name: 'Только для лиц старше 21 года' });
    await expect(badge).toHaveTextContent('21+');
  },
};

export const OnDarkFooter: Story = {
  render: (args) => (
    <div style={{ padding: 16, background: 'var(--bet-color-chrome)' }}>
      <AgeBadge {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <AgeBadge {...args} size="sm" />
      <AgeBadge {...args} size="md" />
      <AgeBadge {...args} size="lg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const widths = within(canvasElement)
      .getAllByRole('img')
      .map((badge) => badge.getBoundingClientRect().width);
    await expect(widths[0]).toBeLessThan(widths[1] ?? 0);
    await expect(widths[1]).toBeLessThan(widths[2] ?? 0);
  },
};
