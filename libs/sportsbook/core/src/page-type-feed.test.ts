import { describe, expect, it } from 'vitest';
import { feedKey } from './feed-request';
import { IPL_CHAMP_ID, pageTypeFeed } from './page-type-feed';

describe('the feed of a page type (issue 18, spec 01 §2 page types)', () => {
  it('topgame: the top games of the section', () => {
    expect(pageTypeFeed('topgame', { section: 'live', sportId: 1 })).toEqual({ kind: 'top', section: 'live' });
  });

  it("betsonyour: the section's games of the player's country, narrowed by the route and the time filter", () => {
    expect(pageTypeFeed('betsonyour', { section: 'line', sportId: 1, timeFilter: 'upcoming' })).toEqual({
      kind: 'games',
      section: 'line',
      sportId: 1,
      yourCountry: true,
      timeFilter: 'upcoming',
    });
    expect(feedKey(pageTypeFeed('betsonyour', { section: 'live' }))).not.toBe(
      feedKey(pageTypeFeed('home', { section: 'live' })),
    );
  });

  it('ipl: the Indian Premier League, whatever championship the route names', () => {
    expect(pageTypeFeed('ipl', { section: 'line', champId: 101 })).toEqual({
      kind: 'games',
      section: 'line',
      champIds: [IPL_CHAMP_ID],
    });
  });

  it('home and the others: the games of the route and the time filter; "all" adds nothing', () => {
    expect(pageTypeFeed('home', { section: 'line', sportId: 1, champId: 101, timeFilter: 'upcoming' })).toEqual({
      kind: 'games',
      section: 'line',
      sportId: 1,
      champIds: [101],
      timeFilter: 'upcoming',
    });
    expect(pageTypeFeed('home', { section: 'live', timeFilter: 'firstPeriod' })).toEqual({
      kind: 'games',
      section: 'live',
      timeFilter: 'firstPeriod',
    });
    expect(pageTypeFeed('home', { section: 'live', timeFilter: 'all' })).toEqual({ kind: 'games', section: 'live' });
  });
});
