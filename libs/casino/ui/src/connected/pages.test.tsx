import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { casinoBalanceChanged, GAME_MESSAGE_IGNORED_LOG } from '@bet/casino';
import { createCasinoHarness, gameMessageFixture, PROVIDER_ORIGIN } from '@bet/casino/testing';
import { CASINO_ERROR_CODES } from '@bet/contract';
import type { FakeAnswer } from '@bet/request/testing';
import { httpError } from '@bet/request/testing';
import { StoreHarness } from '@bet/ui/testing';
import { CasinoCategoryPage } from './category-page';
import { CasinoGamePage } from './game-page';
import { OtherGamesPage } from './other-games-page';
import { CasinoSearchPage } from './search-page';
import { CasinoTournamentPage } from './tournament-pages';

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

/** A page on a real store running the casino saga against a fake API, at an address. */
function mount(
  page: ReactNode,
  {
    answers = {},
    path,
    routePath,
    signedIn = false,
  }: { answers?: Record<string, FakeAnswer>; path: string; routePath: string; signedIn?: boolean },
) {
  const harness = createCasinoHarness(answers, { signedIn });
  const view = render(
    <StoreHarness
      store={harness.store}
      path={path}
      routePath={routePath}
      routes={[
        { path: '/:lang/recharge', element: <Address /> },
        { path: '/:lang/slots', element: <Address /> },
      ]}
    >
      {page}
      <Address />
    </StoreHarness>,
  );
  return { ...harness, view };
}

const post = (event: { origin: string; data: unknown }) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', event));
  });

const GAME = '/:lang/slots/game/:gameId/:gameName';

describe('CasinoGamePage (connected, issue 14)', () => {
  it('frames a player’s real game; takes the provider’s messages only, and the header hears the balance', async () => {
    const h = mount(<CasinoGamePage notFound={<p>Page not found</p>} />, {
      path: '/en/slots/game/4/golden-reels-4',
      routePath: GAME,
      signedIn: true,
    });
    const frame = await screen.findByTitle('Game: Golden Reels 4');
    expect(frame.getAttribute('src')).toContain('real-one-time');
    expect(screen.getByRole('status', { name: 'The game is loading…' })).toBeTruthy();
    post(gameMessageFixture({ type: 'gameLoaded' }, 'http://evil.example'));
    expect(screen.getByRole('status', { name: 'The game is loading…' })).toBeTruthy();
    expect(h.logger.entries.at(-1)).toMatchObject({ message: GAME_MESSAGE_IGNORED_LOG, details: { reason: 'origin' } });
    post(gameMessageFixture({ type: 'gameLoaded' }));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'The game is loading…' })).toBeNull());
    post(gameMessageFixture({ type: 'balanceChanged', balance: 4_200, currency: 'RUB' }));
    expect(h.typesOf(casinoBalanceChanged)).toEqual([casinoBalanceChanged({ balance: 4_200, currency: 'RUB' })]);
    post(gameMessageFixture({ type: 'depositAsked' }));
    await waitFor(() =>
      expect(screen.getAllByRole('status', { name: 'Address' }).at(-1)?.textContent).toBe('/en/recharge'),
    );
    h.task.cancel();
  });

  it('goes back to the game’s lobby when the game is closed from inside', async () => {
    const h = mount(<CasinoGamePage notFound={<p>Page not found</p>} />, {
      path: '/en/slots/game/4/golden-reels-4',
      routePath: GAME,
    });
    await screen.findByTitle('Game: Golden Reels 4');
    post({ origin: PROVIDER_ORIGIN, data: gameMessageFixture({ type: 'gameClosed' }).data });
    await waitFor(() =>
      expect(screen.getAllByRole('status', { name: 'Address' }).at(-1)?.textContent).toBe('/en/slots'),
    );
    h.task.cancel();
  });

  it('shows the app’s 404 page for an unknown game id', async () => {
    const h = mount(<CasinoGamePage notFound={<p>Page not found</p>} />, {
      path: '/en/slots/game/999999/nothing',
      routePath: GAME,
      answers: {
        getCasinoGame: () => {
          throw httpError(404, CASINO_ERROR_CODES.gameNotFound);
        },
      },
    });
    expect(await screen.findByText('Page not found')).toBeTruthy();
    h.task.cancel();
  });
});

describe('CasinoSearchPage (connected)', () => {
  it('opens with the address’s query and keeps the address on the field', async () => {
    const user = userEvent.setup();
    const h = mount(<CasinoSearchPage />, { path: '/en/casino-search?q=golden', routePath: '/:lang/casino-search' });
    const field = screen.getByRole('searchbox', { name: 'Game or provider' });
    expect((field as HTMLInputElement).value).toBe('golden');
    expect(await screen.findByRole('list', { name: 'Search results' }, { timeout: 2000 })).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'reels 12');
    expect(screen.getAllByRole('status', { name: 'Address' }).at(-1)?.textContent).toBe('/en/casino-search?q=reels+12');
    await waitFor(() => expect(h.api.callsTo('searchCasino').at(-1)?.query).toMatchObject({ q: 'reels 12' }));
    expect(h.api.callsTo('searchCasino').length).toBeLessThanOrEqual(3);
    h.task.cancel();
  });
});

describe('CasinoCategoryPage (connected)', () => {
  it('lists the category’s games and puts a refused favourite back', async () => {
    const user = userEvent.setup();
    const h = mount(<CasinoCategoryPage category="slots" />, {
      path: '/en/slots',
      routePath: '/:lang/slots/:subcategory?',
      signedIn: true,
      answers: {
        setCasinoFavourite: () => {
          throw httpError(503);
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Games' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(48);
    const toggle = within(list).getByRole('button', { name: 'Favourite: Golden Reels 3' });
    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('false'));
    expect(h.api.callsTo('setCasinoFavourite')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Lotteries' }));
    expect(screen.getAllByRole('status', { name: 'Address' }).at(-1)?.textContent).toBe('/en/slots?filter=lotteries');
    await waitFor(() =>
      expect(h.api.callsTo('getCasinoGames').at(-1)?.query).toMatchObject({ category: 'slots', filter: 'lotteries' }),
    );
    h.task.cancel();
  });
});

describe('CasinoTournamentPage (connected)', () => {
  it('shows the leaderboard, and stops reading it when the page goes', async () => {
    const h = mount(<CasinoTournamentPage />, {
      path: '/en/bonus/casino/tournaments/autumn-race',
      routePath: '/:lang/bonus/casino/tournaments/:tournamentId',
    });
    expect(await screen.findByRole('table', { name: 'Leaderboard' })).toBeTruthy();
    h.view.unmount();
    expect(h.store.getState().casino.tournaments.current.id).toBeNull();
    h.task.cancel();
  });
});

describe('OtherGamesPage (connected, spec 01 §3 other-games kinds)', () => {
  it('shows the kind of the address, and only it is current', async () => {
    const h = mount(<OtherGamesPage />, { path: '/en/othergames?kind=toto', routePath: '/:lang/othergames' });
    await screen.findByRole('list', { name: 'Games' });
    const kinds = screen.getByRole('navigation', { name: 'Kinds of games' });
    expect(within(kinds).getByRole('link', { name: 'Toto' }).getAttribute('aria-current')).toBe('page');
    expect(within(kinds).getByRole('link', { name: 'Lotto' }).getAttribute('aria-current')).toBeNull();
    expect(h.api.callsTo('getCasinoGames')[0]?.query).toMatchObject({ category: 'toto' });
    h.task.cancel();
  });
});
