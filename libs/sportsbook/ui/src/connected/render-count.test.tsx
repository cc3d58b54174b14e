import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { feedKey, gameListLoaded } from '@bet/sportsbook';
import { makeGameList, makeMainMarkets } from '@bet/sportsbook/testing';
import type * as GameRowModule from '../game-row';
import type { GameRowProps } from '../game-row';
import type * as OddsButtonModule from '../odds-button';
import type { OddsButtonProps } from '../odds-button';
import { arsenalChelsea, liveFootball, liveGames, readySportsbook } from '../fixtures';
import { SportsbookListingPage } from './listing-page';
import { createSportsbookTestStore, SportsbookHarness } from './sportsbook-store-harness';

// Counts the renders of the presentational row and button, which only a changed entity should cause.
const renders = vi.hoisted(() => ({ rows: [] as number[], odds: [] as string[] }));

vi.mock('../game-row', async (importOriginal) => {
  const actual = await importOriginal<typeof GameRowModule>();
  return {
    ...actual,
    GameRow: (props: GameRowProps) => {
      renders.rows.push(props.game.id);
      return <actual.GameRow {...props} />;
    },
  };
});

vi.mock('../odds-button', async (importOriginal) => {
  const actual = await importOriginal<typeof OddsButtonModule>();
  return {
    ...actual,
    OddsButton: (props: OddsButtonProps) => {
      renders.odds.push(`${props.gameName}: ${props.outcome}`);
      return <actual.OddsButton {...props} />;
    },
  };
});

describe('the issue 6 performance rule: re-rendered rows ≈ changed rows', () => {
  it('re-renders only the game that changed and only its changed outcome', () => {
    const store = createSportsbookTestStore({ sportsbook: readySportsbook() });
    render(
      <SportsbookHarness
        store={store}
        path="/en/home/live/sports/1-football"
        routePath="/:lang/home/:section/:menuSection?/:sport?/:champ?"
      >
        <SportsbookListingPage pageType="home" />
      </SportsbookHarness>,
    );
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
    renders.rows.length = 0;
    renders.odds.length = 0;

    // A delta: only the outcome that moved, with a newer version.
    const markets = makeMainMarkets(1, 2)
      .filter((market) => market.outcome === 'X')
      .map((market) => ({ ...market, coef: 3.4 }));
    const answer = {
      ...makeGameList([{ ...arsenalChelsea, version: 2 }], 2, { full: false, markets }),
      gameIds: liveGames.map((g) => g.id),
    };
    act(() => {
      store.dispatch(gameListLoaded({ key: feedKey(liveFootball), answer, at: Date.now(), lang: 'en' }));
    });

    expect(renders.rows).toEqual([1]);
    expect(renders.odds).toEqual(['Arsenal – Chelsea: X']);
  });

  it('a row two screens from the viewport rests: no odds, no re-render when its game moves, filled in within a screen', () => {
    // The browser's IntersectionObserver, driven by hand (jsdom has none): one observer per
    // margin, entering within one screen and leaving beyond two.
    const observers = new Map<string, IntersectionObserverCallback>();
    class FakeIntersectionObserver {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.set(options?.rootMargin ?? '0px', callback);
      }
      // The test crosses margins by hand; what is observed does not matter.
      observe = () => undefined;
      unobserve = () => undefined;
      disconnect = () => undefined;
    }
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const cross = (target: Element, rootMargin: string, isIntersecting: boolean) =>
      act(() => {
        const entry = {
          target,
          isIntersecting,
          boundingClientRect: { height: 64 },
        } as unknown as IntersectionObserverEntry;
        observers.get(rootMargin)?.([entry], {} as IntersectionObserver);
      });
    try {
      const store = createSportsbookTestStore({ sportsbook: readySportsbook() });
      render(
        <SportsbookHarness
          store={store}
          path="/en/home/live/sports/1-football"
          routePath="/:lang/home/:section/:menuSection?/:sport?/:champ?"
        >
          <SportsbookListingPage pageType="home" />
        </SportsbookHarness>,
      );
      const row = document.querySelector('[data-game-id="1"]');
      if (!row) throw new Error('no row for game 1');
      screen.getByRole('group', { name: 'Arsenal – Chelsea' });

      cross(row, '100% 0px', false);
      screen.getByRole('group', { name: 'Arsenal – Chelsea' }); // still within two screens
      cross(row, '200% 0px', false);
      expect(screen.queryByRole('group', { name: 'Arsenal – Chelsea' })).toBeNull();
      screen.getByRole('link', { name: 'Arsenal – Chelsea' });
      expect((row as HTMLElement).style.minBlockSize).toBe('64px');

      renders.rows.length = 0;
      const markets = makeMainMarkets(1, 2).map((market) => ({ ...market, coef: market.coef + 0.5 }));
      const answer = {
        ...makeGameList([{ ...arsenalChelsea, version: 3 }], 3, { full: false, markets }),
        gameIds: liveGames.map((g) => g.id),
      };
      act(() => {
        store.dispatch(gameListLoaded({ key: feedKey(liveFootball), answer, at: Date.now(), lang: 'en' }));
      });
      expect(renders.rows).toEqual([]);

      cross(row, '100% 0px', true);
      const odds = screen.getByRole('group', { name: 'Arsenal – Chelsea' });
      const first = markets[0];
      if (!first) throw new Error('no market');
      expect(odds.textContent).toContain(first.coef.toFixed(2));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
