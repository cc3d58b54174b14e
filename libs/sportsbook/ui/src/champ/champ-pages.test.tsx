import { act, render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { champFeed, feedKey, feedRefreshRequested, feedSubscribed, gameListLoaded } from '@bet/sportsbook';
import { makeGameList, makeLineGame } from '@bet/sportsbook/testing';
import type { LazyRoute } from '@bet/ui';
import { createBettingRoutes } from '../connected/betting-routes';
import { createSportsbookTestStore, SportsbookHarness } from '../connected/sportsbook-store-harness';
import { ChampFinalPage } from './champ-final-page';
import { ChampHomePage } from './champ-home-page';
import { champFinalState, champHomeState, finalGame } from './champ-fixtures';

function renderPage(page: 'home' | 'final', sportsbook = page === 'home' ? champHomeState() : champFinalState()) {
  const actions: UnknownAction[] = [];
  const store = createSportsbookTestStore({ sportsbook, onAction: (action) => actions.push(action) });
  render(
    <SportsbookHarness store={store} path={`/en/champ/${page}`} routePath={`/:lang/champ/${page}`}>
      {page === 'home' ? <ChampHomePage /> : <ChampFinalPage />}
    </SportsbookHarness>,
  );
  return { store, actions };
}

const subscribedKeys = (actions: UnknownAction[]) =>
  actions.filter(feedSubscribed.match).map((action) => feedKey(action.payload.request));

describe('champ home (issue 18, spec 01 §2 "champ has home, game and final sub-routes")', () => {
  it("asks for the featured tournament's games in play and upcoming, in the champ theme", async () => {
    const { actions } = renderPage('home');
    await waitFor(() =>
      expect(subscribedKeys(actions)).toEqual(
        expect.arrayContaining([feedKey(champFeed('live')), feedKey(champFeed('line'))]),
      ),
    );
    expect(document.querySelector('[data-theme="champ"]')).not.toBeNull();
    expect(screen.getByText('Championship')).toBeTruthy();
    const line = screen.getByRole('region', { name: 'Upcoming games' });
    expect(within(line).getAllByRole('listitem')).toHaveLength(2);
  });

  it('retries a failed list on a press', async () => {
    const { actions } = renderPage('home', champHomeState('HTTP 500'));
    const [retry] = screen.getAllByRole('button', { name: 'Try again' });
    await userEvent.setup().click(retry as HTMLElement);
    expect(actions.some(feedRefreshRequested.match)).toBe(true);
  });
});

describe('champ final (issue 18, spec 01 §2)', () => {
  it("shows the tournament's last scheduled game with its markets", () => {
    renderPage('final');
    expect(screen.getByRole('heading', { level: 1, name: 'Switzerland – USA' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Markets' })).getAllByRole('button').length).toBeGreaterThan(0);
  });

  it('follows the schedule: a game scheduled after the final becomes the final', () => {
    const { store } = renderPage('final');
    const later = makeLineGame(30, { sportId: 2, champId: finalGame.champId, team1: 'Latvia', team2: 'Slovakia' });
    act(() => {
      store.dispatch(
        gameListLoaded({
          key: feedKey(champFeed('line')),
          answer: makeGameList([finalGame, { ...later, startTime: finalGame.startTime + 3600 }], 2),
          at: 1,
          lang: 'en',
        }),
      );
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Latvia – Slovakia' })).toBeTruthy();
  });

  it('says so when no final is scheduled', () => {
    renderPage('final', champFinalState('empty'));
    expect(screen.getByRole('heading', { level: 1, name: 'The final' })).toBeTruthy();
    expect(screen.getByText('No final is scheduled yet.')).toBeTruthy();
  });
});

describe('the champ routes', () => {
  it('champ/home and champ/final come before the listing routes, each loaded on first visit', () => {
    const lazy: LazyRoute = (load, pick) => async () => ({ Component: pick(await load()) });
    const paths = createBettingRoutes(lazy).map((route) => route.path);
    expect(paths.slice(0, 2)).toEqual(['champ/home', 'champ/final']);
    expect(paths).toContain('champ/line/:menuSection?/:sport?/:champ?');
  });
});
