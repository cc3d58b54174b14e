import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeMainMarkets } from '@bet/sportsbook/testing';
import type * as GameRowModule from '../game-row';
import type { GameRowProps } from '../game-row';
import type * as OddsButtonModule from '../odds-button';
import type { OddsButtonProps } from '../odds-button';
import { arsenalChelseaMoved, readySportsbook } from '../fixtures';
import { createManualIntersection } from '../manual-intersection';
import { renderListing } from './render-listing';
import { createSportsbookTestStore } from './sportsbook-store-harness';

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
    renderListing(store);
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
    renders.rows.length = 0;
    renders.odds.length = 0;

    // A delta: only the outcome that moved, with a newer version.
    const markets = makeMainMarkets(1, 2)
      .filter((market) => market.outcome === 'X')
      .map((market) => ({ ...market, coef: 3.4 }));
    act(() => {
      store.dispatch(arsenalChelseaMoved(2, markets));
    });

    expect(renders.rows).toEqual([1]);
    expect(renders.odds).toEqual(['Arsenal – Chelsea: X']);
  });

  it('a row two screens from the viewport rests: no odds, no re-render when its game moves, filled in within a screen', () => {
    // Rows enter within one screen and rest beyond two (use-near-viewport.ts).
    const { IntersectionObserver, cross } = createManualIntersection(64);
    vi.stubGlobal('IntersectionObserver', IntersectionObserver);
    try {
      const store = createSportsbookTestStore({ sportsbook: readySportsbook() });
      renderListing(store);
      const row = document.querySelector('[data-game-id="1"]');
      if (!row) throw new Error('no row for game 1');
      screen.getByRole('group', { name: 'Arsenal – Chelsea' });

      cross('100% 0px', row, false);
      screen.getByRole('group', { name: 'Arsenal – Chelsea' }); // still within two screens
      cross('200% 0px', row, false);
      expect(screen.queryByRole('group', { name: 'Arsenal – Chelsea' })).toBeNull();
      screen.getByRole('link', { name: 'Arsenal – Chelsea' });
      expect((row as HTMLElement).style.minBlockSize).toBe('64px');

      renders.rows.length = 0;
      const markets = makeMainMarkets(1, 2).map((market) => ({ ...market, coef: market.coef + 0.5 }));
      act(() => {
        store.dispatch(arsenalChelseaMoved(3, markets));
      });
      expect(renders.rows).toEqual([]);

      // Its championship comes within a screen first; only then does the resting row watch on its own (near-group.ts).
      cross('100% 0px', row, true);
      expect(screen.queryByRole('group', { name: 'Arsenal – Chelsea' })).toBeNull();
      const champ = row.closest('section');
      if (!champ) throw new Error('no championship around game 1');
      cross('100% 0px', champ, true);
      cross('100% 0px', row, true);
      const odds = screen.getByRole('group', { name: 'Arsenal – Chelsea' });
      const first = markets[0];
      if (!first) throw new Error('no market');
      expect(odds.textContent).toContain(first.coef.toFixed(2));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
