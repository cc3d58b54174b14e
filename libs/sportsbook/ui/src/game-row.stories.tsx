import type { ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { arsenalChelsea, tottenhamNewcastle } from './fixtures';
import { GameRow } from './game-row';
import { MediaIcons } from '@bet/media-ui';
import { useInAppLinks } from '@bet/ui';
import { withI18n } from '@bet/ui/testing';
import { OddsButton } from './odds-button';
import { withRouter } from './story-router';

const odds = (gameName: string) =>
  [
    ['1', '2.15'],
    ['X', '3.40'],
    ['2', '3.10'],
  ].map(([outcome = '', coef = '']) => (
    <OddsButton key={outcome} gameName={gameName} outcome={outcome} coefText={coef} onToggle={fn()} />
  ));

/** A list whose plain links navigate within the story's router, as the game table's do. */
function StoryList({ width, children }: { width: number | undefined; children: ReactNode }) {
  const links = useInAppLinks<HTMLUListElement>();
  return (
    <ul ref={links} style={{ listStyle: 'none', padding: 0, maxWidth: width }}>
      {children}
    </ul>
  );
}

/** The row in a list; a story may narrow the list (parameters.listWidth) to show how a row wraps. */
const inList: Decorator = (Story, { parameters }) => (
  <StoryList width={parameters['listWidth'] as number | undefined}>
    <Story />
  </StoryList>
);

const meta = {
  title: 'Sportsbook/GameRow',
  component: GameRow,
  decorators: [inList, withRouter, withI18n()],
  args: {
    game: arsenalChelsea,
    href: '/en/home/live/sports/1-football/101-epl/1-arsenal-chelsea',
    shownMarkets: 3,
    odds: odds('Arsenal – Chelsea'),
  },
} satisfies Meta<typeof GameRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('67:05')).toBeTruthy();
    await expect(canvas.getByRole('link', { name: 'All markets of Arsenal – Chelsea: 21' })).toBeTruthy();
  },
};

/** Issue 15: a live game the media provider covers shows its video and zone icons under the clock. */
export const LiveWithMedia: Story = {
  args: {
    media: (
      <MediaIcons game="Arsenal – Chelsea" hasVideo hasZone videoShown={false} zoneShown onVideo={fn()} onZone={fn()} />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Video: Arsenal – Chelsea', pressed: false })).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'Match zone: Arsenal – Chelsea', pressed: true })).toBeTruthy();
  },
};

/** Issue 12, spec 01 §3 isShowGameId: the game's number in the line under its clock. */
export const WithGameNumber: Story = {
  args: { gameNumber: arsenalChelsea.number },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(`No. ${arsenalChelsea.number}`)).toBeVisible();
  },
};

/** Issue 12, spec 01 §3 isDetailedScore: each period's score under the total. */
export const DetailedScore: Story = {
  args: { detailedScore: true },
  play: async ({ canvasElement }) => {
    const periods = arsenalChelsea.scores?.periods ?? [];
    await expect(periods.length).toBeGreaterThan(0);
    const first = periods[0];
    if (first) await expect(within(canvasElement).getByText(`${first.score1}:${first.score2}`)).toBeVisible();
  },
};

export const LiveBreak: Story = {
  args: { game: { ...arsenalChelsea, status: 3 } },
};

export const Line: Story = {
  args: {
    game: tottenhamNewcastle,
    odds: odds('Tottenham Hotspur – Newcastle United'),
  },
};

export const WithSuspendedAndMoved: Story = {
  args: {
    odds: [
      <OddsButton key="1" gameName="Arsenal – Chelsea" outcome="1" coefText="2.30" move="up" onToggle={fn()} />,
      <OddsButton key="X" gameName="Arsenal – Chelsea" outcome="X" coefText="3.40" suspended onToggle={fn()} />,
      <OddsButton
        key="2"
        gameName="Arsenal – Chelsea"
        outcome="2"
        coefText="2.95"
        move="down"
        pressed
        onToggle={fn()}
      />,
    ],
  },
};

/** Far from the viewport (use-near-viewport.ts): the teams link only, at the height it had when shown. */
export const Resting: Story = {
  args: { resting: { height: 72 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Arsenal – Chelsea' })).toBeTruthy();
    await expect(canvas.queryByRole('group', { name: 'Arsenal – Chelsea' })).toBeNull();
    await expect(canvas.queryByText('67:05')).toBeNull();
    // Kept as the row's minimum height (read from the style: the jsdom run has no layout).
    await expect(canvas.getByRole('listitem').style.minBlockSize).toBe('72px');
  },
};

const longGame = {
  ...tottenhamNewcastle,
  team1: 'Borussia Mönchengladbach Under-23 Reserves',
  team2: 'Wolverhampton Wanderers Women Development Squad',
  marketCount: 2_500,
};

/** Very long team names wrap inside the teams cell; the row keeps its width (no horizontal overflow). */
export const LongNames: Story = {
  parameters: { listWidth: 720 },
  args: { game: longGame, odds: odds('Borussia Mönchengladbach Under-23 Reserves – Wolverhampton Wanderers') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('listitem');
    await expect(canvas.getByRole('link', { name: /^Borussia Mönchengladbach Under-23 Reserves/ })).toBeTruthy();
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  args: {
    game: { ...arsenalChelsea, team1: 'Спартак Москва', team2: 'Зенит Санкт-Петербург' },
    odds: odds('Спартак Москва – Зенит Санкт-Петербург'),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('group', { name: 'Спартак Москва – Зенит Санкт-Петербург' }),
    ).toBeTruthy();
  },
};
