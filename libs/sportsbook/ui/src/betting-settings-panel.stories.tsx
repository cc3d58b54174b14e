import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { DEFAULT_BETTING_SETTINGS, type BettingSettings, type BettingSettingsPatch } from '@bet/sportsbook';
import { withI18n } from '@bet/ui/testing';
import { BettingSettingsPanel, type CyberDisciplineOption } from './betting-settings-panel';

const DISCIPLINES: readonly CyberDisciplineOption[] = [
  { cyberTypeId: 1, name: 'CS2' },
  { cyberTypeId: 2, name: 'Dota 2' },
  { cyberTypeId: 3, name: 'FIFA (EA FC)' },
];

/** The panel over its own settings, as the store would keep them; the current values are printed for the tests. */
function Panel({
  initial,
  cyberDisciplines,
  defaultOpen,
}: {
  initial: BettingSettings;
  cyberDisciplines: readonly CyberDisciplineOption[];
  defaultOpen: boolean;
}) {
  const [settings, setSettings] = useState(initial);
  const onChange = (patch: BettingSettingsPatch) => setSettings((current) => ({ ...current, ...patch }));
  return (
    <div style={{ minHeight: 560, display: 'flex', justifyContent: 'flex-end' }}>
      <BettingSettingsPanel
        settings={settings}
        cyberDisciplines={cyberDisciplines}
        onChange={onChange}
        defaultOpen={defaultOpen}
      />
      <output aria-label="Settings now" style={{ display: 'none' }}>
        {JSON.stringify(settings)}
      </output>
    </div>
  );
}

const meta = {
  title: 'Sportsbook/BettingSettingsPanel',
  component: Panel,
  decorators: [withI18n()],
  args: { initial: DEFAULT_BETTING_SETTINGS, cyberDisciplines: DISCIPLINES, defaultOpen: false },
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

const now = (canvasElement: HTMLElement): BettingSettings =>
  JSON.parse(within(canvasElement).getByLabelText('Settings now', { selector: 'output' }).textContent ?? '{}');

/** Closed: one button; it opens the panel, Escape closes it and gives the focus back. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Betting settings' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('region', { name: 'Betting settings' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('region', { name: 'Betting settings' })).toBeNull();
    await expect(toggle).toHaveFocus();
  },
};

/** Each flag of spec 01 §3 is a check box named for what it does. */
export const Flags: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [name, key] of [
      ['Group sports by categories', 'isGroupSportsByCategories'],
      ['Wide scoreboard', 'isWideScreenScoreboard'],
      ['Upcoming games only', 'isUpcomingEvent'],
      ['Only live games with video', 'isOnlyWithVideos'],
    ] as const) {
      const box = canvas.getByRole('checkbox', { name });
      await expect(box).not.toBeChecked();
      await userEvent.click(box);
      await expect(box).toBeChecked();
      await expect(now(canvasElement)[key]).toBe(true);
    }
  },
};

/** filteredMarkets: unticking a market type hides it on the game page; ticking it again shows it. */
export const FilteredMarkets: Story = {
  args: { defaultOpen: true, initial: { ...DEFAULT_BETTING_SETTINGS, filteredMarkets: [4] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Markets shown on the game page' });
    await expect(within(group).getByRole('checkbox', { name: 'Double chance' })).not.toBeChecked();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Total' }));
    await expect(now(canvasElement).filteredMarkets).toEqual([4, 2]);
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Double chance' }));
    await expect(now(canvasElement).filteredMarkets).toEqual([2]);
  },
};

/** cyberMatchesFilterType and cyberType: the cyber dashboard's games and discipline. */
export const CyberFilters: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const matches = canvas.getByRole('radiogroup', { name: 'Cybersport games' });
    await expect(within(matches).getByRole('radio', { name: 'All' })).toBeChecked();
    await userEvent.click(within(matches).getByRole('radio', { name: 'Live' }));
    await expect(now(canvasElement).cyberMatchesFilterType).toBe(1);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Discipline' }), 'Dota 2');
    await expect(now(canvasElement).cyberType).toBe(2);
  },
};

/** No cyber discipline in the menu yet: the discipline list offers "all" only. */
export const NoDisciplines: Story = {
  args: { defaultOpen: true, cyberDisciplines: [] },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Discipline' });
    await expect(within(select).getAllByRole('option')).toHaveLength(1);
  },
};

export const Russian: Story = {
  args: { defaultOpen: true },
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Настройки ставок' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Широкое табло' }));
    await expect(now(canvasElement).isWideScreenScoreboard).toBe(true);
  },
};
