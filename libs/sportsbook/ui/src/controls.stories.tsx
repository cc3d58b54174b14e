import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { BettingSection, TimeFilter as TimeFilterValue } from '@bet/contract';
import { withI18n } from '@bet/ui/testing';
import { SectionSwitch } from './section-switch';
import { TimeFilter } from './time-filter';

/** The line or live switch and the main header's time filter, as the pages put them side by side. */
function Controls({
  initialSection,
  initialFilter,
}: {
  initialSection: BettingSection;
  initialFilter: TimeFilterValue;
}) {
  const [section, setSection] = useState(initialSection);
  const [filter, setFilter] = useState(initialFilter);
  return (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      <SectionSwitch section={section} onChange={setSection} />
      <TimeFilter value={filter} onChange={setFilter} />
    </div>
  );
}

const meta = {
  title: 'Sportsbook/SectionSwitch and TimeFilter',
  component: Controls,
  decorators: [withI18n()],
  args: { initialSection: 'live', initialFilter: 'all' },
} satisfies Meta<typeof Controls>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Line' }));
    await expect(canvas.getByRole('button', { name: 'Line' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('radio', { name: 'Upcoming' }));
    await expect(canvas.getByRole('radio', { name: 'Upcoming' })).toBeChecked();
  },
};

/** Spec 01 §3 "Options": the five values; the arrow keys move the choice within the group. */
export const TimeFilterByKeyboard: Story = {
  args: { initialSection: 'live', initialFilter: 'firstPeriod' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Show games' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(5);
    await expect(canvas.getByRole('radio', { name: '1st period' })).toBeChecked();
    canvas.getByRole('radio', { name: '1st period' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '2nd period' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Recommended' })).toBeChecked();
  },
};

export const LineUpcoming: Story = {
  args: { initialSection: 'line', initialFilter: 'upcoming' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Upcoming' })).toBeChecked();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Рекомендуемые' }));
    await expect(canvas.getByRole('radio', { name: 'Рекомендуемые' })).toBeChecked();
  },
};
