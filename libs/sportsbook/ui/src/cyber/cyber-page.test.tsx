import { render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { feedRefreshRequested, feedSubscribed, type SportsbookState } from '@bet/sportsbook';
import { makeSportsbookState } from '@bet/sportsbook/testing';
import { createSportsbookTestStore, SportsbookHarness } from '../connected/sportsbook-store-harness';
import { cyberGamePage, cyberLive, cyberState } from './cyber-fixtures';
import { CYBER_ROUTES, type CyberView } from './cyber-links';
import { CyberPage } from './cyber-page';

function renderCyber(view: CyberView, path: string, sportsbook: SportsbookState = cyberState()) {
  const actions: UnknownAction[] = [];
  const store = createSportsbookTestStore({ sportsbook, onAction: (action) => actions.push(action) });
  render(
    <SportsbookHarness store={store} path={path} routePath={`/:lang/${CYBER_ROUTES[view]}`}>
      <CyberPage view={view} />
    </SportsbookHarness>,
  );
  return { actions, store };
}

describe('CyberPage (spec 01 §2 cyber/{type})', () => {
  it('lists the live cyber games by championship, linking to the cyber game pages', async () => {
    const { actions } = renderCyber('all', '/en/cyber/live');
    expect(screen.getByRole('heading', { level: 1, name: 'Cybersport' })).toBeTruthy();
    await waitFor(() => expect(actions).toContainEqual(feedSubscribed({ request: cyberLive })));
    const iem = screen.getByRole('region', { name: 'IEM Katowice' });
    expect(within(iem).getAllByRole('listitem')).toHaveLength(1); // the line game is not live
    expect(within(iem).getByRole('link', { name: 'NaVi – FaZe' }).getAttribute('href')).toBe('/en/cyber/live/game/71');
    expect(within(iem).getByRole('link', { name: 'IEM Katowice' }).getAttribute('href')).toBe(
      '/en/cyber/live/champ/4001',
    );
    expect(screen.getByRole('region', { name: 'The International' })).toBeTruthy();
    const disciplines = screen.getByRole('navigation', { name: 'Disciplines' });
    expect(
      within(disciplines)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/en/cyber/live/discipline/40-counter-strike-2', '/en/cyber/live/discipline/41-dota-2']);
  });

  it('line: the games not started yet', () => {
    renderCyber('all', '/en/cyber/line');
    expect(screen.getByRole('link', { name: 'Vitality – G2' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'NaVi – FaZe' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Line' }).getAttribute('aria-current')).toBe('page');
  });

  it('a discipline asks for its cyber type only', async () => {
    const { actions } = renderCyber('discipline', '/en/cyber/live/discipline/40-counter-strike-2');
    expect(screen.getByRole('heading', { level: 1, name: 'Counter-Strike 2' })).toBeTruthy();
    await waitFor(() =>
      expect(actions).toContainEqual(feedSubscribed({ request: { kind: 'cyber', section: 'live', cyberTypeId: 1 } })),
    );
    expect(screen.getByRole('link', { name: 'NaVi – FaZe' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Team Spirit – Tundra' })).toBeNull();
    const menu = screen.getByRole('navigation', { name: 'Disciplines' });
    expect(within(menu).getByRole('link', { name: 'Counter-Strike 2 1' }).getAttribute('aria-current')).toBe('page');
  });

  it('lists the championships by discipline', () => {
    renderCyber('champs', '/en/cyber/live/champs');
    const cs = screen.getByRole('region', { name: 'Counter-Strike 2' });
    expect(within(cs).getByRole('link', { name: 'IEM Katowice Games: 1' }).getAttribute('href')).toBe(
      '/en/cyber/live/champ/4001',
    );
    expect(screen.getByRole('link', { name: 'Championships' }).getAttribute('aria-current')).toBe('page');
  });

  it('the dashboard groups the games by discipline', () => {
    renderCyber('dashboard', '/en/cyber/live/dashboard');
    const cs = screen.getByRole('region', { name: 'Counter-Strike 2' });
    expect(within(cs).getByRole('link', { name: 'Counter-Strike 2' }).getAttribute('href')).toBe(
      '/en/cyber/live/discipline/40-counter-strike-2',
    );
    expect(screen.getByRole('region', { name: 'Dota 2' })).toBeTruthy();
  });

  it('the dashboard follows the cyber betting settings (spec 01 §3 cyberMatchesFilterType, cyberType)', () => {
    const lineOnly = cyberState();
    renderCyber('dashboard', '/en/cyber/live/dashboard', {
      ...lineOnly,
      settings: { ...lineOnly.settings, cyberMatchesFilterType: 2 },
    });
    expect(screen.getByRole('link', { name: 'Vitality – G2' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'NaVi – FaZe' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Betting settings' })).toBeTruthy();
  });

  it('the dashboard asks for the discipline of the cyberType setting', async () => {
    const state = cyberState();
    const { actions } = renderCyber('dashboard', '/en/cyber/live/dashboard', {
      ...state,
      settings: { ...state.settings, cyberType: 2 },
    });
    await waitFor(() =>
      expect(actions).toContainEqual(feedSubscribed({ request: { kind: 'cyber', section: 'live', cyberTypeId: 2 } })),
    );
  });

  it('a championship shows its games only', () => {
    renderCyber('champ', '/en/cyber/live/champ/4101');
    expect(screen.getByRole('heading', { level: 1, name: 'The International' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Team Spirit – Tundra' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'NaVi – FaZe' })).toBeNull();
  });

  it('a game page shows the scoreboard and every market, and an outcome goes to the coupon', async () => {
    const { store } = renderCyber('game', '/en/cyber/live/game/71', cyberState([cyberGamePage]));
    expect(screen.getByRole('heading', { level: 1, name: 'NaVi – FaZe' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Scoreboard' })).toBeTruthy();
    const markets = screen.getByRole('group', { name: 'Markets' });
    expect(within(markets).getByRole('region', { name: 'Total maps' })).toBeTruthy();
    await userEvent.click(within(markets).getAllByRole('button')[0] as HTMLElement);
    expect(store.getState().coupon.bets.ids).toEqual(['71:711']);
    expect(screen.getByRole('link', { name: 'IEM Katowice' }).getAttribute('href')).toBe('/en/cyber/live/champ/4001');
  });

  it('loads with a spinner', () => {
    renderCyber('all', '/en/cyber/live', makeSportsbookState([{ request: cyberLive }]));
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('says when there are no games', () => {
    renderCyber(
      'all',
      '/en/cyber/live',
      makeSportsbookState([
        { request: cyberLive, answer: { version: 1, full: true, gameIds: [], games: [], markets: [] } },
      ]),
    );
    expect(screen.getByText('No cybersport games here right now.')).toBeTruthy();
  });

  it('offers a retry on failure', async () => {
    const { actions } = renderCyber(
      'all',
      '/en/cyber/live',
      makeSportsbookState([{ request: cyberLive, failed: 'HTTP 500' }]),
    );
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(actions).toContainEqual(feedRefreshRequested({ request: cyberLive }));
  });

  it('sends an unknown type to live', () => {
    renderCyber('all', '/en/cyber/esports');
    expect(screen.getByRole('link', { name: 'Live' }).getAttribute('aria-current')).toBe('page');
  });
});
