import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UnknownAction } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { betIdOf, coefViewChanged } from '@bet/coupon/state';
import {
  bettingTypeChanged,
  feedKey,
  feedRefreshRequested,
  feedSubscribed,
  feedUnsubscribed,
  timeFilterChanged,
  bettingSettingsChanged,
} from '@bet/sportsbook';
import { makeGameList, makeMainMarkets, makeSportsbookState } from '@bet/sportsbook/testing';
import { SportsbookGamePage } from './game-page';
import { SportsbookHomePage } from './home-page';
import { SportsbookListingPage } from './listing-page';
import { MOVE_HIGHLIGHT_MS } from './use-move-highlight';
import {
  arsenalChelsea,
  arsenalChelseaMoved,
  gamePageList,
  liveFootball,
  liveGames,
  menuOf,
  readySportsbook,
} from '../fixtures';
import { renderListing } from './render-listing';
import { createSportsbookTestStore, SportsbookHarness } from './sportsbook-store-harness';

const GAME_ROUTE = '/:lang/home/:section/:menuSection/:sport/:champ/:game';

afterEach(() => {
  vi.useRealTimers();
});

describe("SportsbookListingPage: a sport's live games from a real store", () => {
  it('shows the sport as heading, its games grouped by championship, and the menu with the sport current', () => {
    renderListing(createSportsbookTestStore({ sportsbook: readySportsbook() }));
    expect(screen.getByRole('heading', { level: 1, name: 'Football' })).toBeTruthy();
    const epl = screen.getByRole('region', { name: 'England. Premier League' });
    expect(within(epl).getAllByRole('listitem')).toHaveLength(2);
    expect(within(epl).getByRole('link', { name: 'England. Premier League' }).getAttribute('href')).toBe(
      '/en/home/live/sports/1-football/101-england-premier-league',
    );
    expect(screen.getByRole('region', { name: 'Spain. La Liga' })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Sports' });
    expect(within(menu).getByRole('link', { name: 'Football 3' }).getAttribute('aria-current')).toBe('page');
    // The current sport is open: its championships link to their pages.
    expect(within(menu).getByRole('link', { name: 'England. Premier League 2' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Arsenal – Chelsea' }).getAttribute('href')).toBe(
      '/en/home/live/sports/1-football/101-england-premier-league/1-arsenal-chelsea',
    );
  });

  it('puts a pressed outcome in the coupon, marks it pressed, and takes it out on a second press', async () => {
    const store = createSportsbookTestStore({ sportsbook: readySportsbook() });
    renderListing(store);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Arsenal – Chelsea: 1, 1.85' });
    await user.click(button);
    const bet = store.getState().coupon.bets.entities[betIdOf(1, 11)];
    expect(bet?.market).toMatchObject({
      coef: 1.85,
      gameId: 1,
      sportId: 1,
      champId: 101,
      isLive: true,
      names: { market: '1X2', outcome: '1' },
    });
    expect(bet?.game.names).toMatchObject({ team1: 'Arsenal', team2: 'Chelsea', champ: 'England. Premier League' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await user.click(button);
    expect(store.getState().coupon.bets.ids).toEqual([]);
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it("shows coefficients in the coupon's view (fractional)", () => {
    const store = createSportsbookTestStore({ sportsbook: readySportsbook() });
    store.dispatch(coefViewChanged({ coefViewId: 1, appViewType: 0 }));
    renderListing(store);
    expect(screen.getAllByRole('button', { name: /^Arsenal – Chelsea: 1, / })[0]?.textContent).toContain('17/20');
  });

  it('marks a moved coefficient up, then lets the mark fade; one commit per feed answer', () => {
    vi.useFakeTimers();
    const store = createSportsbookTestStore({ sportsbook: readySportsbook() });
    const onRender = vi.fn();
    renderListing(store, undefined, onRender);
    onRender.mockClear();
    const markets = makeMainMarkets(1, 2)
      .filter((market) => market.outcome === '1')
      .map((market) => ({ ...market, coef: 2.15 }));
    act(() => {
      store.dispatch(arsenalChelseaMoved(2, markets));
    });
    expect(onRender).toHaveBeenCalledTimes(1);
    const up = screen.getByRole('button', { name: 'Arsenal – Chelsea: 1, 2.15, went up' });
    expect(up.dataset['move']).toBe('up');
    act(() => {
      vi.advanceTimersByTime(MOVE_HIGHLIGHT_MS);
    });
    expect(screen.getByRole('button', { name: 'Arsenal – Chelsea: 1, 2.15' }).dataset['move']).toBeUndefined();
  });

  it('keeps the rows in place through an update and shows the changed outcome', () => {
    const store = createSportsbookTestStore({ sportsbook: readySportsbook() });
    renderListing(store);
    const untouched = screen.getByRole('button', { name: 'Liverpool – Everton: 1, 1.85' });
    const changedRow = screen.getByRole('link', { name: 'Arsenal – Chelsea' });
    // A delta: only the outcome that moved, with a newer version.
    const markets = makeMainMarkets(1, 2)
      .filter((market) => market.outcome === 'X')
      .map((market) => ({ ...market, coef: 3.4 }));
    act(() => {
      store.dispatch(arsenalChelseaMoved(2, markets));
    });
    // The same DOM nodes: React kept them (keys stable), and the changed outcome shows its coefficient.
    expect(screen.getByRole('button', { name: 'Liverpool – Everton: 1, 1.85' })).toBe(untouched);
    expect(screen.getByRole('link', { name: 'Arsenal – Chelsea' })).toBe(changedRow);
    expect(screen.getByRole('button', { name: /^Arsenal – Chelsea: X, 3.40?, went up$/ })).toBeTruthy();
  });

  it('locks a suspended outcome', () => {
    const markets = makeMainMarkets(1).map((market) =>
      market.outcome === '2' ? { ...market, isBlocked: true } : market,
    );
    const sportsbook = makeSportsbookState([
      menuOf('live'),
      { request: liveFootball, answer: makeGameList(liveGames.slice(0, 1), 1, { markets }) },
    ]);
    renderListing(createSportsbookTestStore({ sportsbook }));
    expect(screen.getByRole('button', { name: 'Arsenal – Chelsea: 2, suspended' })).toHaveProperty('disabled', true);
  });

  it('shows a failed feed with a retry that polls now', async () => {
    const actions: UnknownAction[] = [];
    const sportsbook = makeSportsbookState([menuOf('live'), { request: liveFootball, failed: 'HTTP 503' }]);
    renderListing(createSportsbookTestStore({ sportsbook, onAction: (action) => actions.push(action) }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The games could not load.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(actions).toContainEqual(feedRefreshRequested({ request: liveFootball }));
  });

  it('shows loading while the first answer is awaited, and subscribes while mounted', () => {
    const actions: UnknownAction[] = [];
    const store = createSportsbookTestStore({ onAction: (action) => actions.push(action) });
    renderListing(store);
    // The menu and the list each show their own loading state.
    expect(screen.getAllByRole('status', { name: 'Loading games' })).toHaveLength(2);
    expect(actions).toContainEqual(feedSubscribed({ request: liveFootball }));
    expect(actions).toContainEqual(feedSubscribed({ request: { kind: 'menu', section: 'live' } }));
  });

  it('asks the list for the time filter (spec 01 §3) in both sections and switches the section by URL', async () => {
    const actions: UnknownAction[] = [];
    const store = createSportsbookTestStore({
      sportsbook: readySportsbook(),
      onAction: (action) => actions.push(action),
    });
    renderListing(store, '/en/home/line/sports/1-football');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Upcoming' }));
    expect(actions).toContainEqual(timeFilterChanged('upcoming'));
    expect(actions).toContainEqual(
      feedSubscribed({ request: { kind: 'games', section: 'line', sportId: 1, timeFilter: 'upcoming' } }),
    );
    expect(actions).toContainEqual(feedUnsubscribed({ request: { kind: 'games', section: 'line', sportId: 1 } }));
    await user.click(screen.getByRole('button', { name: 'Live' }));
    expect(actions).toContainEqual(bettingTypeChanged('live'));
    expect(screen.getByRole('button', { name: 'Live' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Upcoming' })).toHaveProperty('checked', true);
  });

  it('betting settings: a setting changed in the control is applied and recorded (spec 01 §3)', async () => {
    const actions: UnknownAction[] = [];
    const store = createSportsbookTestStore({
      sportsbook: readySportsbook(),
      onAction: (action) => actions.push(action),
    });
    renderListing(store, '/en/home/line/sports/1-football');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Betting settings' }));
    await user.click(screen.getByRole('checkbox', { name: 'Group sports by categories' }));
    expect(actions).toContainEqual(bettingSettingsChanged({ isGroupSportsByCategories: true }));
    expect(screen.getByRole('heading', { name: 'Sports', level: 3 })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('checkbox', { name: 'Group sports by categories' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Betting settings' }));
  });

  it('gives a themed page type its theme and banner (spec 01 §2 epl)', () => {
    render(
      <SportsbookHarness
        sportsbook={readySportsbook()}
        path="/en/epl/live/sports/1-football"
        routePath="/:lang/epl/:section/:menuSection?/:sport?/:champ?"
      >
        <SportsbookListingPage pageType="epl" />
      </SportsbookHarness>,
    );
    expect(screen.getByText('Premier League')).toBeTruthy();
    expect(document.querySelector('[data-theme="epl"]')).not.toBeNull();
  });
});

describe('SportsbookGamePage', () => {
  it('shows the scoreboard of a live game and every market grouped', () => {
    const sportsbook = readySportsbook([
      { request: { kind: 'game', gameId: 1, section: 'live' }, answer: gamePageList(arsenalChelsea) },
    ]);
    render(
      <SportsbookHarness
        sportsbook={sportsbook}
        path="/en/home/live/sports/1-football/101-epl/1-arsenal-chelsea"
        routePath={GAME_ROUTE}
      >
        <SportsbookGamePage pageType="home" />
      </SportsbookHarness>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Arsenal – Chelsea' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Scoreboard' })).getByLabelText('Score 2:1')).toBeTruthy();
    const markets = screen.getByRole('group', { name: 'Markets' });
    expect(
      within(markets)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['1X2', 'Total', 'Handicap']);
    expect(within(markets).getByRole('button', { name: 'Arsenal – Chelsea: Under 2.5, suspended' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(markets).getByRole('button', { name: 'Arsenal – Chelsea: 1 (-0.25), 2.05' })).toBeTruthy();
  });

  it('follows the betting settings: filtered market types hidden, the wide scoreboard (spec 01 §3)', () => {
    const sportsbook = readySportsbook([
      { request: { kind: 'game', gameId: 1, section: 'live' }, answer: gamePageList(arsenalChelsea) },
    ]);
    const store = createSportsbookTestStore({
      sportsbook: {
        ...sportsbook,
        settings: { ...sportsbook.settings, filteredMarkets: [2], isWideScreenScoreboard: true },
      },
    });
    render(
      <SportsbookHarness
        store={store}
        path="/en/home/live/sports/1-football/101-epl/1-arsenal-chelsea"
        routePath={GAME_ROUTE}
      >
        <SportsbookGamePage pageType="home" />
      </SportsbookHarness>,
    );
    const markets = screen.getByRole('group', { name: 'Markets' });
    expect(
      within(markets)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['1X2', 'Handicap']);
    expect(screen.getByRole('region', { name: 'Scoreboard' }).getAttribute('data-wide')).toBe('true');
    act(() => {
      store.dispatch(bettingSettingsChanged({ filteredMarkets: [1, 2, 3] }));
    });
    expect(screen.queryByRole('group', { name: 'Markets' })).toBeNull();
    expect(screen.getByText(/hidden by your betting settings/).getAttribute('role')).toBe('status');
  });

  it('says so when the game is gone (404)', () => {
    const prepared = makeSportsbookState([
      { request: { kind: 'game', gameId: 99, section: 'live' }, failed: 'HTTP 404' },
    ]);
    // The saga keeps a failure's HTTP status in the feed status; prepared by hand here.
    const key = feedKey({ kind: 'game', gameId: 99, section: 'live' });
    const feed = prepared.feeds[key];
    if (!feed) throw new Error('the prepared feed is missing');
    const sportsbook = {
      ...prepared,
      feeds: { ...prepared.feeds, [key]: { ...feed, status: { ...feed.status, httpStatus: 404 } } },
    };
    render(
      <SportsbookHarness sportsbook={sportsbook} path="/en/home/live/sports/1/2/99" routePath={GAME_ROUTE}>
        <SportsbookGamePage pageType="home" />
      </SportsbookHarness>,
    );
    expect(screen.getByRole('alert').textContent).toContain('This game is no longer available.');
  });
});

describe('SportsbookHomePage', () => {
  it('shows the intro, top games, the express of the day, live now and line soon; "add all" fills the coupon', async () => {
    const store = createSportsbookTestStore({ sportsbook: readySportsbook() });
    render(
      <SportsbookHarness store={store} path="/en/">
        <SportsbookHomePage intro={<h1>Welcome</h1>} />
      </SportsbookHarness>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeTruthy();
    const top = screen.getByRole('region', { name: 'Top games' });
    expect(within(top).getAllByRole('listitem')).toHaveLength(2);
    const live = screen.getByRole('region', { name: /^Live now/ });
    expect(within(live).getByRole('link', { name: 'Show all' }).getAttribute('href')).toBe('/en/home/live');
    expect(within(live).getAllByRole('listitem')).toHaveLength(3);
    const soon = screen.getByRole('region', { name: /^Starting soon/ });
    expect(within(soon).getByRole('link', { name: 'CSKA – SKA' })).toBeTruthy();
    const express = screen.getByRole('region', { name: 'Express of the day' });
    expect(express.textContent).toContain('Total coefficient 3.42');
    await userEvent.click(within(express).getByRole('button', { name: 'Add all to the coupon' }));
    expect(store.getState().coupon.bets.ids).toHaveLength(3);
    // Spec 01 §3 expressId: the coupon knows it holds the express of the day, as one express.
    expect(store.getState().coupon.bets.expressId).toBe(20419);
    expect(store.getState().coupon.type.typeId).toBe(1);
    expect(within(express).getByRole('button', { name: 'Add all to the coupon' })).toHaveProperty('disabled', true);
  });

  it('upcoming games only (spec 01 §3 isUpcomingEvent): no live block, top games of the line', () => {
    const actions: UnknownAction[] = [];
    const sportsbook = readySportsbook();
    const store = createSportsbookTestStore({
      sportsbook: { ...sportsbook, settings: { ...sportsbook.settings, isUpcomingEvent: true } },
      onAction: (action) => actions.push(action),
    });
    render(
      <SportsbookHarness store={store} path="/en/">
        <SportsbookHomePage />
      </SportsbookHarness>,
    );
    expect(screen.queryByRole('region', { name: /^Live now/ })).toBeNull();
    expect(actions).toContainEqual(feedSubscribed({ request: { kind: 'top', section: 'line' } }));
    expect(
      within(screen.getByRole('region', { name: /^Starting soon/ })).getByRole('link', { name: 'CSKA – SKA' }),
    ).toBeTruthy();
  });
});

describe('only live games with video (spec 01 §3 isOnlyWithVideos)', () => {
  it('leaves out the live rows the media list gives no video, once the list has loaded', () => {
    const sportsbook = readySportsbook();
    render(
      <SportsbookHarness
        sportsbook={{ ...sportsbook, settings: { ...sportsbook.settings, isOnlyWithVideos: true } }}
        media={{
          live: [
            {
              gameId: 1,
              sportId: 1,
              videoId: 'v1',
              zoneId: null,
              videoUrl: 'https://media.example/video/v1',
              zoneUrl: null,
            },
          ],
        }}
        path="/en/home/live/sports/1-football"
        routePath="/:lang/home/:section/:menuSection?/:sport?/:champ?"
      >
        <SportsbookListingPage pageType="home" />
      </SportsbookHarness>,
    );
    const main = screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(main.some((text) => text.includes('Arsenal'))).toBe(true);
    expect(main.some((text) => text.includes('Liverpool'))).toBe(false);
  });
});
