import { render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { feedSubscribed, feedUnsubscribed, type SportsbookState } from '@bet/sportsbook';
import { makeSportsbookState } from '@bet/sportsbook/testing';
import { createSportsbookTestStore, SportsbookHarness } from '../connected/sportsbook-store-harness';
import { MULTI_LIVE_STORAGE_KEY } from './multi-choice';
import { memoryStorage, multiState } from './multi-fixtures';
import { MultiLivePage } from './multi-live-page';

function renderMulti(storage = memoryStorage(), sportsbook: SportsbookState = multiState()) {
  const actions: UnknownAction[] = [];
  const store = createSportsbookTestStore({ sportsbook, onAction: (action) => actions.push(action) });
  render(
    <SportsbookHarness store={store} path="/en/multi" routePath="/:lang/multi">
      <MultiLivePage storage={storage} />
    </SportsbookHarness>,
  );
  return { actions, store, storage };
}

const panels = () => screen.getByRole('list', { name: 'Multi-live' });

describe('MultiLivePage (spec 01 §2 multi)', () => {
  it('starts empty and offers the live games to pick', async () => {
    const { actions } = renderMulti();
    expect(screen.getByText('No game chosen yet: add one from the list.')).toBeTruthy();
    await waitFor(() =>
      expect(actions).toContainEqual(feedSubscribed({ request: { kind: 'games', section: 'live' } })),
    );
    const picker = screen.getByRole('group', { name: 'Live games' });
    expect(within(picker).getAllByRole('checkbox')).toHaveLength(5);
  });

  it('shows picked games side by side, each with its scoreboard and odds, and subscribes each', async () => {
    const { actions, storage } = renderMulti();
    await userEvent.click(screen.getByRole('checkbox', { name: /Arsenal – Chelsea/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Liverpool – Everton/ }));
    const chosen = within(panels()).getAllByRole('region', { name: / – / });
    expect(chosen.map((panel) => within(panel).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Arsenal – Chelsea',
      'Liverpool – Everton',
    ]);
    const arsenal = within(panels()).getByRole('region', { name: 'Arsenal – Chelsea' });
    expect(within(arsenal).getByRole('region', { name: 'Scoreboard' })).toBeTruthy();
    expect(within(within(arsenal).getByRole('group', { name: 'Markets' })).getAllByRole('button')).toHaveLength(3);
    expect(actions).toContainEqual(feedSubscribed({ request: { kind: 'game', gameId: 1, section: 'live' } }));
    expect(actions).toContainEqual(feedSubscribed({ request: { kind: 'game', gameId: 2, section: 'live' } }));
    expect(JSON.parse(storage.entries.get(MULTI_LIVE_STORAGE_KEY) ?? '')).toEqual([1, 2]);
    expect(screen.getByText(/Chosen games: 2 of 4/)).toBeTruthy();
  });

  it('keeps at most four: the other games cannot be picked until one is removed', async () => {
    renderMulti(memoryStorage([1, 2, 3, 4]), multiState([1, 2, 3, 4]));
    expect(within(panels()).getAllByRole('region', { name: / – / })).toHaveLength(4);
    expect(screen.getByText(/Multi-live is full/)).toBeTruthy();
    const ajax = screen.getByRole('checkbox', { name: /Ajax – PSV/ }) as HTMLInputElement;
    expect(ajax.disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Inter – Milan from multi-live' }));
    expect(ajax.disabled).toBe(false);
    await userEvent.click(ajax);
    expect(within(panels()).getByRole('region', { name: 'Ajax – PSV' })).toBeTruthy();
  });

  it("restores the choice from storage and stops a removed game's feed", async () => {
    const { actions, storage } = renderMulti(memoryStorage([2]), multiState([2]));
    expect(within(panels()).getByRole('region', { name: 'Liverpool – Everton' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Liverpool – Everton from multi-live' }));
    expect(screen.queryByRole('list', { name: 'Multi-live' })).toBeNull();
    expect(actions).toContainEqual(feedUnsubscribed({ request: { kind: 'game', gameId: 2, section: 'live' } }));
    expect(storage.entries.get(MULTI_LIVE_STORAGE_KEY)).toBe('[]');
  });

  it('says when a chosen game is gone', () => {
    renderMulti(
      memoryStorage([99]),
      makeSportsbookState([
        {
          request: { kind: 'games', section: 'live' },
          answer: { version: 1, full: true, gameIds: [], games: [], markets: [] },
        },
        { request: { kind: 'game', gameId: 99, section: 'live' }, failed: 'Not found' },
      ]),
    );
    expect(screen.getByText('No live games right now.')).toBeTruthy();
    // makeSportsbookState's failure has no HTTP status: the generic failure text with a retry.
    expect(within(panels()).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(within(panels()).getByRole('button', { name: 'Remove 99 from multi-live' })).toBeTruthy();
  });
});
