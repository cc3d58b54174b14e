import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import {
  feedKey,
  resultsHidden,
  resultsRefreshRequested,
  resultsShown,
  type ResultsState,
  type SportsbookState,
} from '@bet/sportsbook';
import { makeGame, makeGameList } from '@bet/sportsbook/testing';
import { ChampionResultsPage } from './champion-results-page';
import { SportsbookHarness } from '../connected/sportsbook-store-harness';
import { dayResults, menuState, RESULTS_NOW, resultsNow, resultsOf, RESULTS_TODAY } from './results-fixtures';
import { ResultsPage } from './results-page';
import { DEFAULT_ZONE_OFFSET_MINUTES } from '@bet/time-settings';
import { spanFilter } from './span-filter';
import { StatisticPage } from './statistic-page';

interface Setup {
  path: string;
  sportsbookResults?: ResultsState;
  sportsbook?: SportsbookState;
}

function renderPage(
  routePath: string,
  page: React.ReactNode,
  { path, sportsbookResults, sportsbook = menuState() }: Setup,
) {
  const actions: UnknownAction[] = [];
  render(
    <SportsbookHarness
      path={path}
      routePath={routePath}
      sportsbook={sportsbook}
      {...(sportsbookResults ? { sportsbookResults } : {})}
      onAction={(action) => actions.push(action)}
    >
      {page}
    </SportsbookHarness>,
  );
  return actions;
}

const RESULTS_ROUTE = '/:lang/results/:type?';
const renderResults = (setup: Setup) => renderPage(RESULTS_ROUTE, <ResultsPage now={resultsNow} />, setup);
const answered = (results = dayResults) => resultsOf({ date: RESULTS_TODAY }, { results });

describe('ResultsPage (spec 01 §2 results/{type?})', () => {
  it("shows the day's finished games by championship with final and period scores", () => {
    const actions = renderResults({ path: '/en/results', sportsbookResults: answered() });
    expect(screen.getByRole('heading', { level: 1, name: 'Results' })).toBeTruthy();
    const epl = screen.getByRole('table', { name: 'England. Premier League' });
    const rows = within(epl).getAllByRole('row');
    expect(rows).toHaveLength(4); // header + 3 games, newest first
    const first = rows[1] as HTMLElement;
    expect(within(first).getByRole('rowheader').textContent).toBe('Arsenal – Chelsea');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['19:50', '2:1', '(1:0, 1:1)']);
    expect(screen.getByRole('table', { name: 'Spain. La Liga' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'ATP. Vienna' })).toBeTruthy();
    expect(actions).toContainEqual(resultsShown({ filter: { date: RESULTS_TODAY, offsetMinutes: 180 } }));
  });

  it('filters by sport, the sports named by the menu', async () => {
    renderResults({ path: '/en/results', sportsbookResults: answered() });
    const sport = screen.getByRole('combobox', { name: 'Sport' });
    expect(
      within(sport)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All sports', 'Football', 'Tennis']);
    await userEvent.selectOptions(sport, 'Tennis');
    expect(screen.getByRole('table', { name: 'ATP. Vienna' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'England. Premier League' })).toBeNull();
  });

  it('asks for another day when one is picked, and shows no stale results meanwhile', async () => {
    const actions = renderResults({ path: '/en/results', sportsbookResults: answered() });
    const date = screen.getByRole('combobox', { name: 'Date' });
    const options = within(date).getAllByRole('option');
    expect(options).toHaveLength(7);
    expect(options[0]?.textContent).toBe('Today, Mon, Nov 23');
    expect(options[1]?.textContent).toBe('Yesterday, Sun, Nov 22');
    await userEvent.selectOptions(date, '2026-11-21');
    expect(actions).toContainEqual(resultsHidden());
    expect(actions).toContainEqual(resultsShown({ filter: { date: RESULTS_TODAY - 2 * 86_400, offsetMinutes: 180 } }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('zone: the same results as scoreboard tiles', () => {
    renderResults({ path: '/en/results/zone', sportsbookResults: answered() });
    expect(screen.getByRole('heading', { level: 1, name: 'Results zone' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zone' }).getAttribute('aria-current')).toBe('page');
    const epl = screen.getByRole('list', { name: 'England. Premier League' });
    const tile = within(epl).getByRole('article', { name: 'Arsenal – Chelsea' });
    expect(tile.textContent).toContain('Final score 2:1');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("live: the games in play now above the day's results", () => {
    const live = makeGame(7, { team1: 'Inter', team2: 'Milan', scores: { score1: 1, score2: 0, periods: [] } });
    renderResults({
      path: '/en/results/live',
      sportsbookResults: answered(),
      sportsbook: menuState([{ request: { kind: 'games', section: 'live' }, answer: makeGameList([live]) }]),
    });
    const inPlay = screen.getByRole('table', { name: 'In play now' });
    expect(within(inPlay).getByRole('rowheader').textContent).toBe('Inter – Milan');
    expect(within(inPlay).getByLabelText('Score 1:0')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'England. Premier League' })).toBeTruthy();
  });

  it('says when the day has no results', () => {
    renderResults({ path: '/en/results', sportsbookResults: answered([]) });
    expect(screen.getByText('No finished games on this day.')).toBeTruthy();
  });

  it('shows a failure with a retry that asks again', async () => {
    const actions = renderResults({
      path: '/en/results',
      sportsbookResults: resultsOf({ date: RESULTS_TODAY }, { failed: 'HTTP 503' }),
    });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('The results could not load.')).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(actions).toContainEqual(resultsRefreshRequested());
  });

  it('loads with a spinner', () => {
    renderResults({ path: '/en/results' });
    expect(screen.getByRole('status')).toBeTruthy();
  });
});

describe('ChampionResultsPage (spec 01 §2 champs/{champId?})', () => {
  it('lists the championships with results, each linking to its results', () => {
    renderPage('/:lang/champs/:champId?', <ChampionResultsPage now={resultsNow} />, {
      path: '/en/champs',
      sportsbookResults: resultsOf(spanFilter(RESULTS_NOW, DEFAULT_ZONE_OFFSET_MINUTES), { results: dayResults }),
    });
    const list = screen.getByRole('list', { name: 'Champion results' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['ATP. Vienna Finished games: 1', '/en/champs/401'],
      ['England. Premier League Finished games: 3', '/en/champs/101'],
      ['Spain. La Liga Finished games: 1', '/en/champs/102'],
    ]);
  });

  it("shows a championship's results for its id", () => {
    const actions = renderPage('/:lang/champs/:champId?', <ChampionResultsPage now={resultsNow} />, {
      path: '/en/champs/101',
      sportsbookResults: resultsOf(spanFilter(RESULTS_NOW, DEFAULT_ZONE_OFFSET_MINUTES, 101), {
        results: dayResults.filter((r) => r.champId === 101),
      }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'England. Premier League' })).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Results' })).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'All championships' }).getAttribute('href')).toBe('/en/champs');
    expect(actions).toContainEqual(resultsShown({ filter: spanFilter(RESULTS_NOW, DEFAULT_ZONE_OFFSET_MINUTES, 101) }));
  });

  it('says when a championship has nothing', () => {
    renderPage('/:lang/champs/:champId?', <ChampionResultsPage now={resultsNow} />, {
      path: '/en/champs/999',
      sportsbookResults: resultsOf(spanFilter(RESULTS_NOW, DEFAULT_ZONE_OFFSET_MINUTES, 999), { results: [] }),
    });
    expect(screen.getByText('This championship has no finished games in the last 7 days.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Champion results' })).toBeTruthy();
  });

  it('names a championship without results from the menu', () => {
    renderPage('/:lang/champs/:champId?', <ChampionResultsPage now={resultsNow} />, {
      path: '/en/champs/102',
      sportsbookResults: resultsOf(spanFilter(RESULTS_NOW, DEFAULT_ZONE_OFFSET_MINUTES, 102), { results: [] }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Spain. La Liga' })).toBeTruthy();
  });
});

describe('StatisticPage (spec 01 §2 statistic)', () => {
  const renderStats = (path = '/en/statistic') =>
    renderPage('/:lang/statistic', <StatisticPage now={resultsNow} />, {
      path,
      sportsbookResults: resultsOf(spanFilter(RESULTS_NOW, DEFAULT_ZONE_OFFSET_MINUTES), { results: dayResults }),
    });

  it('shows the standings of the first championship as a table with caption and column headers', () => {
    renderStats();
    const table = screen.getByRole('table', { name: 'England. Premier League: standings over the last 7 days' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Position', 'Team', 'Played', 'Won', 'Drawn', 'Lost', 'Scored', 'Conceded', 'Points']);
    const rows = within(table).getAllByRole('row').slice(1);
    // Liverpool 3-0 away and 2-2: 4 points; Arsenal 2-1 and 2-2: 4 points, fewer goals; Chelsea 0.
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Liverpool',
      'Arsenal',
      'Chelsea',
    ]);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '2', '1', '1', '0', '5', '2', '4']);
  });

  it('switches sport and championship; a sport without draws drops the drawn column', async () => {
    renderStats();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sport' }), 'Tennis');
    const table = screen.getByRole('table', { name: 'ATP. Vienna: standings over the last 7 days' });
    expect(within(table).queryByRole('columnheader', { name: 'Drawn' })).toBeNull();
    expect(screen.getByText('This sport has no draws: a win gives 1 point.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sport' }), 'Football');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Championship' }), 'Spain. La Liga');
    expect(screen.getByRole('table', { name: 'Spain. La Liga: standings over the last 7 days' })).toBeTruthy();
  });

  it('reads the picked championship from the address', () => {
    renderStats('/en/statistic?sport=1&champ=102');
    expect(screen.getByRole('table', { name: 'Spain. La Liga: standings over the last 7 days' })).toBeTruthy();
  });
});

// The menu feed the filters read names from is asked for while a results page is shown.
it('asks for the line menu for sport names', () => {
  const actions = renderResults({ path: '/en/results', sportsbookResults: answered() });
  expect(
    actions.some(
      (action) =>
        action.type.endsWith('feedSubscribed') &&
        feedKey((action.payload as { request: never }).request) === 'menu:line',
    ),
  ).toBe(true);
});
