import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from './skeleton';
import { withI18n } from './testing/i18n-harness';
import { withFrame } from './testing/story-frame';

const meta = {
  title: 'Shared UI/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  decorators: [withFrame({ maxWidth: 420 })],
  args: { shape: 'text', lines: 3 },
  argTypes: {
    shape: { control: 'inline-radio', options: ['text', 'block', 'circle'] },
    lines: { control: { type: 'number', min: 1, max: 10 } },
    width: { control: 'text' },
    height: { control: 'text' },
  },
  // The owner marks the container busy; the shapes themselves are hidden from screen readers.
  render: (args) => (
    <section aria-label="Bet history" aria-busy="true">
      <Skeleton {...args} />
    </section>
  ),
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

const busyRegion = (canvasElement: HTMLElement, name = 'Bet history') =>
  within(canvasElement).getByRole('region', { name });

export const TextLines: Story = {
  play: async ({ canvasElement }) => {
    const region = busyRegion(canvasElement);
    await expect(region).toHaveAttribute('aria-busy', 'true');
    const shape = region.firstElementChild as HTMLElement;
    await expect(shape).toHaveAttribute('aria-hidden', 'true');
    await expect(shape.childElementCount).toBe(3);
  },
};

export const Block: Story = {
  args: { shape: 'block', height: 120 },
  play: async ({ canvasElement }) => {
    const shape = busyRegion(canvasElement).firstElementChild as HTMLElement;
    await expect(shape).toHaveStyle({ height: '120px' });
  },
};

export const Circle: Story = {
  args: { shape: 'circle', width: 48 },
  play: async ({ canvasElement }) => {
    const rect = (busyRegion(canvasElement).firstElementChild as HTMLElement).getBoundingClientRect();
    await expect(Math.round(rect.width)).toBe(Math.round(rect.height));
  },
};

/** A list of event rows loading: what a feature composes from the three shapes. */
export const EventRows: Story = {
  render: () => (
    <section aria-label="Live events" aria-busy="true" style={{ display: 'grid', gap: 16 }}>
      {[0, 1, 2].map((row) => (
        <div key={row} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <Skeleton shape="circle" width={32} />
          <div style={{ flex: 1 }}>
            <Skeleton lines={2} />
          </div>
          <Skeleton shape="block" width={64} height={32} />
        </div>
      ))}
    </section>
  ),
  play: async ({ canvasElement }) => {
    const region = busyRegion(canvasElement, 'Live events');
    // Nothing inside is read out: the busy region speaks for the rows.
    await expect(region.textContent).toBe('');
    await expect(region.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThanOrEqual(9);
  },
};

/** A long paragraph loading, in a Russian page (the shapes have no text: only the container's name is Russian). */
export const LongTextRussian: Story = {
  decorators: [withI18n('ru')],
  args: { lines: 8, width: '100%' },
  render: (args) => (
    <section aria-label="История ставок" aria-busy="true">
      <Skeleton {...args} />
    </section>
  ),
  play: async ({ canvasElement }) => {
    const shape = busyRegion(canvasElement, 'История ставок').firstElementChild as HTMLElement;
    await expect(shape.childElementCount).toBe(8);
  },
};
