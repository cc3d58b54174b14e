import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { BettingSection } from '@bet/contract';
import { withI18n } from '@bet/ui/testing';
import { SectionSwitch } from './section-switch';
import { TimeFilter } from './time-filter';

/** The line or live switch and the main header's time filter, as the pages put them side by side. */
function Controls({ initialSection, initialHours }: { initialSection: BettingSection; initialHours: number | null }) {
  const [section, setSection] = useState(initialSection);
  const [hours, setHours] = useState(initialHours);
  return (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      <SectionSwitch section={section} onChange={setSection} />
      <TimeFilter hours={hours} onChange={setHours} />
    </div>
  );
}

const meta = {
  title: 'Sportsbook/SectionSwitch and TimeFilter',
  component: Controls,
  decorators: [withI18n()],
  args: { initialSection: 'live', initialHours: null },
} satisfies Meta<typeof Controls>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Line' }));
    await expect(canvas.getByRole('button', { name: 'Line' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('radio', { name: '12 h' }));
    await expect(canvas.getByRole('radio', { name: '12 h' })).toBeChecked();
  },
};

export const LineNextThreeHours: Story = {
  args: { initialSection: 'line', initialHours: 3 },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
};
