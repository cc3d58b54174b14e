import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withI18n } from '@bet/ui/testing';
import { LineDisplaySettingsSection } from './connected/line-display-settings-section';
import { createSportsbookTestStore, SportsbookHarness } from './connected/sportsbook-store-harness';
import { LineDisplaySettings } from './line-display-settings';

/** The settings page's line section (issue 12, spec 01 §3 marketsNameType and the line's 0/1 flags). */
const meta = {
  title: 'Sportsbook/Line display settings',
  component: LineDisplaySettings,
  decorators: [withI18n()],
  args: {
    marketsNameType: 'full',
    isShowGameId: false,
    isDetailedScore: false,
    isAccumulatorOfTheDay: true,
    isLiveAccumulatorOfTheDay: true,
    onMarketsNameTypeChange: fn(),
    onFlagChange: fn(),
  },
  argTypes: { marketsNameType: { control: 'inline-radio', options: ['full', 'short'] } },
} satisfies Meta<typeof LineDisplaySettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Line display' }));
    await expect(section.getByRole('radio', { name: 'Full (Total, Handicap)' })).toBeChecked();
    await userEvent.click(section.getByRole('radio', { name: 'Short (T, H)' }));
    await expect(args.onMarketsNameTypeChange).toHaveBeenCalledWith('short');
    await userEvent.click(section.getByRole('checkbox', { name: 'Show game numbers in lists' }));
    await expect(args.onFlagChange).toHaveBeenCalledWith('isShowGameId', true);
    await userEvent.click(section.getByRole('checkbox', { name: 'Period scores of games in play' }));
    await expect(args.onFlagChange).toHaveBeenCalledWith('isDetailedScore', true);
    await userEvent.click(section.getByRole('checkbox', { name: 'Express of the day in live', checked: true }));
    await expect(args.onFlagChange).toHaveBeenCalledWith('isLiveAccumulatorOfTheDay', false);
  },
};

export const ShortNamesAndFlags: Story = {
  args: { marketsNameType: 'short', isShowGameId: true, isAccumulatorOfTheDay: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Short (T, H)' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Show game numbers in lists' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Express of the day in the line' })).not.toBeChecked();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Отображение линии' }));
    await expect(section.getByRole('radio', { name: 'Короткие (Т, Ф)' })).not.toBeChecked();
    await expect(section.getByRole('checkbox', { name: 'Экспресс дня в лайве' })).toBeChecked();
  },
};

/** Bound to the sportsbook's store: each choice is its event, and the section follows it. */
export const Connected: Story = {
  render: () => (
    <SportsbookHarness store={createSportsbookTestStore()}>
      <LineDisplaySettingsSection />
    </SportsbookHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Short (T, H)' }));
    await expect(canvas.getByRole('radio', { name: 'Short (T, H)' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show game numbers in lists' }));
    await expect(canvas.getByRole('checkbox', { name: 'Show game numbers in lists' })).toBeChecked();
  },
};
