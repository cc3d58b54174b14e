import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeGame, makeLineGame, makeScores } from '@bet/sportsbook/testing';
import { FeedState } from './feed-state';
import { arsenalChelsea } from './fixtures';
import { GameRow } from './game-row';
import { I18nHarness } from '@bet/ui/testing';
import { SectionSwitch } from './section-switch';
import { SportMenu } from './sport-menu';
import { TimeFilter } from './time-filter';
import { Scoreboard } from './scoreboard';

function renderWithRouter(node: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: node }], { initialEntries: ['/en/'] });
  return render(
    <I18nHarness>
      <RouterProvider router={router} />
    </I18nHarness>,
  );
}

describe('GameRow', () => {
  it('shows a live game: clock, period, score, teams linking to the game page and "+N" more markets', () => {
    const game = { ...arsenalChelsea, marketCount: 12 };
    renderWithRouter(
      <ul>
        <GameRow
          game={game}
          href="/en/home/live/sports/1-football/101-epl/1-arsenal-chelsea"
          shownMarkets={3}
          odds={<button type="button">odds</button>}
        />
      </ul>,
    );
    const row = screen.getByRole('listitem');
    expect(within(row).getByText('Live')).toBeTruthy();
    expect(within(row).getByText('67:05')).toBeTruthy();
    expect(row.textContent).toContain('Period 2');
    expect(within(row).getByLabelText('Score 2:1')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Arsenal – Chelsea' }).getAttribute('href')).toBe(
      '/en/home/live/sports/1-football/101-epl/1-arsenal-chelsea',
    );
    expect(within(row).getByRole('link', { name: 'All markets of Arsenal – Chelsea: 9' }).textContent).toBe('+9');
    expect(within(row).getByRole('group', { name: 'Arsenal – Chelsea' })).toBeTruthy();
  });

  it('shows a line game: its start time, no score, no "+N" when every market is shown', () => {
    const game = makeLineGame(2, { marketCount: 3, startTime: 1_800_000_000 });
    renderWithRouter(
      <ul>
        <GameRow game={game} href="/en/x" shownMarkets={3} odds={null} />
      </ul>,
    );
    const row = screen.getByRole('listitem');
    expect(row.querySelector('time')?.getAttribute('datetime')).toBe('2027-01-15T08:00:00.000Z');
    expect(within(row).queryByText('Live')).toBeNull();
    expect(within(row).queryByRole('link', { name: /All markets/ })).toBeNull();
  });
});

describe('Scoreboard', () => {
  it('shows the score, the clock and the score by period of a live game', () => {
    const game = makeGame(3, {
      team1: 'Real',
      team2: 'Sevilla',
      time: 300,
      period: 2,
      scores: makeScores(1, 0, [
        [1, 0],
        [0, 0],
      ]),
    });
    renderWithRouter(<Scoreboard game={game} />);
    const board = screen.getByRole('region', { name: 'Scoreboard' });
    expect(within(board).getByLabelText('Score 1:0')).toBeTruthy();
    expect(within(board).getByRole('table', { name: 'Periods' })).toBeTruthy();
    expect(within(board).getByRole('rowheader', { name: 'Sevilla' })).toBeTruthy();
  });
});

describe('SportMenu', () => {
  it("lists sports with counts and links, opens a sport's championships by its disclosure button", async () => {
    const onToggle = vi.fn();
    const sports = [
      { id: 1, name: 'Football', count: 40, href: '/en/home/line/sports/1-football' },
      { id: 2, name: 'Ice Hockey', count: 12, href: '/en/home/line/sports/2-ice-hockey' },
    ];
    renderWithRouter(
      <SportMenu
        sports={sports}
        expandedIds={new Set([1])}
        onToggle={onToggle}
        renderChamps={(id) => <p>champs of {id}</p>}
        currentSportId={2}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Sports' });
    expect(within(nav).getByRole('link', { name: 'Football 40' }).getAttribute('href')).toBe(
      '/en/home/line/sports/1-football',
    );
    expect(within(nav).getByRole('link', { name: 'Ice Hockey 12' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: 'Championships: Football' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(within(nav).getByText('champs of 1')).toBeTruthy();
    expect(within(nav).queryByText('champs of 2')).toBeNull();
    await userEvent.click(within(nav).getByRole('button', { name: 'Championships: Ice Hockey' }));
    expect(onToggle).toHaveBeenCalledWith(2);
  });
});

describe('SectionSwitch and TimeFilter', () => {
  it('presses the current section and asks for the other one', async () => {
    const onChange = vi.fn();
    renderWithRouter(<SectionSwitch section="live" onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Betting section' });
    expect(within(group).getByRole('button', { name: 'Live' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(within(group).getByRole('button', { name: 'Live' }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(within(group).getByRole('button', { name: 'Line' }));
    expect(onChange).toHaveBeenCalledWith('line');
  });

  it('offers the five values of spec 01 §3 "Options" as radio buttons', async () => {
    const onChange = vi.fn();
    renderWithRouter(<TimeFilter value="all" onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Show games' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['All', 'Upcoming', '1st period', '2nd period', 'Recommended']);
    expect(within(group).getByRole('radio', { name: 'All' })).toHaveProperty('checked', true);
    await userEvent.click(within(group).getByRole('radio', { name: 'Upcoming' }));
    expect(onChange).toHaveBeenCalledWith('upcoming');
  });
});

describe('FeedState', () => {
  it('shows loading, then empty when ready without games', () => {
    const { rerender } = render(
      <I18nHarness>
        <FeedState status={{ status: 'loading' }} hasData={false} onRetry={() => undefined} />
      </I18nHarness>,
    );
    expect(screen.getByRole('status', { name: 'Loading games' })).toBeTruthy();
    rerender(
      <I18nHarness>
        <FeedState status={{ status: 'ready' }} hasData={false} onRetry={() => undefined} />
      </I18nHarness>,
    );
    expect(screen.getByText('There are no games here right now.')).toBeTruthy();
  });

  it('shows a failure with nothing shown as an error with its message and a retry button', async () => {
    const onRetry = vi.fn();
    render(
      <I18nHarness>
        <FeedState status={{ status: 'failed', error: 'HTTP 503' }} hasData={false} onRetry={onRetry} />
      </I18nHarness>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The games could not load.');
    expect(alert.textContent).toContain('HTTP 503');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('marks data already shown as out of date after a failure or a late answer, and offers a retry (issue 17)', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <I18nHarness>
        <FeedState status={{ status: 'failed', error: 'HTTP 503' }} hasData onRetry={onRetry} />
      </I18nHarness>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    const marker = screen.getByRole('status');
    expect(marker.textContent).toContain('The odds shown may be out of date.');
    expect(marker.textContent).toContain('The last update failed; trying again.');
    await userEvent.click(within(marker).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(
      <I18nHarness>
        <FeedState status={{ status: 'ready', late: true }} hasData onRetry={onRetry} />
      </I18nHarness>,
    );
    expect(screen.getByRole('status').textContent).toContain('The update is late; still waiting for it.');
    rerender(
      <I18nHarness>
        <FeedState status={{ status: 'ready' }} hasData onRetry={onRetry} />
      </I18nHarness>,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a game that is gone (404) is an error even with its data shown', () => {
    render(
      <I18nHarness>
        <FeedState
          status={{ status: 'failed', error: 'Not found', httpStatus: 404 }}
          hasData
          onRetry={() => undefined}
          errorText="The game is over."
        />
      </I18nHarness>,
    );
    expect(screen.getByRole('alert').textContent).toContain('The game is over.');
  });
});
