import { render, screen, waitFor } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { feedSubscribed, IPL_CHAMP_ID } from '@bet/sportsbook';
import { SportsbookListingPage } from './listing-page';
import { createSportsbookTestStore, SportsbookHarness } from './sportsbook-store-harness';

/** Renders a page type's listing as the app's routes do (a static section, issue 18). */
function renderPageType(pageType: string, section: 'line' | 'live', rest = '') {
  const actions: UnknownAction[] = [];
  const store = createSportsbookTestStore({ onAction: (action) => actions.push(action) });
  render(
    <SportsbookHarness
      store={store}
      path={`/en/${pageType}/${section}${rest}`}
      routePath={`/:lang/${pageType}/${section}/:menuSection?/:sport?/:champ?`}
    >
      <SportsbookListingPage pageType={pageType} section={section} />
    </SportsbookHarness>,
  );
  return actions;
}

describe('page types show the feed each stands for (issue 18, spec 01 §2)', () => {
  it('topgame: the top games of the section', async () => {
    const actions = renderPageType('topgame', 'live');
    expect(screen.getByRole('heading', { level: 1, name: 'Top games' })).toBeTruthy();
    await waitFor(() => expect(actions).toContainEqual(feedSubscribed({ request: { kind: 'top', section: 'live' } })));
  });

  it("betsonyour: the games of the player's country, narrowed by the route's sport", async () => {
    const actions = renderPageType('betsonyour', 'line', '/sports/1-football');
    expect(screen.getByRole('heading', { level: 1, name: 'Bets on your country' })).toBeTruthy();
    await waitFor(() =>
      expect(actions).toContainEqual(
        feedSubscribed({ request: { kind: 'games', section: 'line', sportId: 1, yourCountry: true } }),
      ),
    );
  });

  it('ipl: the Indian Premier League', async () => {
    const actions = renderPageType('ipl', 'line');
    expect(screen.getByRole('heading', { level: 1, name: 'Indian Premier League' })).toBeTruthy();
    await waitFor(() =>
      expect(actions).toContainEqual(
        feedSubscribed({ request: { kind: 'games', section: 'line', champIds: [IPL_CHAMP_ID] } }),
      ),
    );
  });
});
