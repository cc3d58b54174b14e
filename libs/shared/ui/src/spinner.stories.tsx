import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './spinner';

const meta = {
  title: 'Shared UI/Spinner',
  component: Spinner,
  args: { label: 'Loading the line' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading the line' });
    // The label is announced but not shown: clipped to a single pixel.
    const label = within(status).getByText('Loading the line').getBoundingClientRect();
    await expect(label.width * label.height).toBeLessThanOrEqual(1);
  },
};

export const WithVisibleLabel: Story = {
  args: { showLabel: true },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading the line' });
    await expect(within(status).getByText('Loading the line')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Spinner {...args} size="sm" label="Small" />
      <Spinner {...args} size="md" label="Medium" />
      <Spinner {...args} size="lg" label="Large" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Small', 'Medium', 'Large']) {
      await expect(canvas.getByRole('status', { name })).toBeInTheDocument();
    }
  },
};
