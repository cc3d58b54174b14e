import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { timeSettingsReducer } from '@bet/time-settings';
import { timeSettingsStateFixture } from '@bet/time-settings/testing';
import { createTestStore } from '@bet/platform/testing';
import { StoreHarness } from '@bet/ui/testing';
import { TimeSettingsSection } from './time-settings-section';

const NOW = Date.UTC(2026, 10, 24, 15, 30, 5);
const now = () => NOW;

function storeOf(zone = {}) {
  return createTestStore({
    reducer: { timeSettings: timeSettingsReducer },
    preloadedState: { timeSettings: timeSettingsStateFixture(zone) },
  }).store;
}

/** Bound to the store: each choice is an event of @bet/time-settings, and the preview follows it. */
const meta = {
  title: 'Time settings/Time settings section',
  component: TimeSettingsSection,
  args: { now },
} satisfies Meta<typeof TimeSettingsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Connected: Story = {
  render: (args) => {
    const store = storeOf();
    return (
      <StoreHarness store={store}>
        <TimeSettingsSection {...args} />
      </StoreHarness>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('18:30:05')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Time zone' }), 'UTC+09:00');
    await expect(canvas.getByText('00:30:05')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '12-hour (6:30 PM)' }));
    await expect(canvas.getByText('12:30:05 AM')).toBeVisible();
  },
};
