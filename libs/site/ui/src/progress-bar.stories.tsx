import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'Site/Progress bar',
  component: ProgressBar,
  args: { active: true, label: 'Loading' },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Work that lasts: after the 200 ms throttle the bar shows and creeps towards 90 %. */
export const Running: Story = {
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('progressbar', { name: 'Loading' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '90'));
  },
};

/** Idle: nothing is shown (inactive, the bar schedules nothing, so there is nothing to wait for). */
export const Idle: Story = {
  args: { active: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};

function Toggle() {
  const [active, setActive] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setActive((a) => !a)}>
        {active ? 'Finish' : 'Start'}
      </button>
      <ProgressBar active={active} label="Loading" />
    </>
  );
}

/** Started and finished by the player: the bar fills up and goes. */
export const StartAndFinish: Story = {
  render: () => <Toggle />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    // Real time in the browser: generous limits, so a busy machine does not fail the story.
    const bar = await canvas.findByRole('progressbar', { name: 'Loading' }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'), { timeout: 5000 });
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull(), { timeout: 5000 });
  },
};
