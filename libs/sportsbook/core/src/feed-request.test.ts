import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIME_FILTERS } from '@bet/contract';
import { feedKey, normalizeFeedRequest, type FeedRequest } from './feed-request';

const section = fc.constantFrom('line' as const, 'live' as const);
const ids = fc.array(fc.integer({ min: 1, max: 10_000 }), { maxLength: 12 });

const gamesRequest = fc.record(
  {
    kind: fc.constant('games' as const),
    section,
    sportId: fc.integer({ min: 1, max: 300 }),
    champIds: ids,
    gameIds: ids,
    timeFilter: fc.constantFrom(...TIME_FILTERS),
  },
  { requiredKeys: ['kind', 'section'] },
);

const anyRequest: fc.Arbitrary<FeedRequest> = fc.oneof(
  fc.record({ kind: fc.constant('menu' as const), section }),
  gamesRequest,
  fc.record({ kind: fc.constant('game' as const), gameId: fc.integer({ min: 1, max: 10_000 }), section }),
  fc.record({ kind: fc.constant('top' as const), section }),
  fc.constant({ kind: 'expressOfTheDay' as const }),
  fc.record(
    { kind: fc.constant('cyber' as const), cyberTypeId: fc.integer({ min: 1, max: 20 }), section },
    {
      requiredKeys: ['kind', 'section'],
    },
  ),
);

/** The same ids in another order, some repeated. */
const shuffledWithRepeats = (list: readonly number[] | undefined, seed: number) => {
  if (!list) return list;
  const copy = [...list, ...list.slice(0, seed % (list.length + 1))];
  return copy.sort((a, b) => ((a * 7919 + seed) % 101) - ((b * 7919 + seed) % 101));
};

describe('feedKey', () => {
  it('is the same for the same ids in any order, with repeats', () => {
    fc.assert(
      fc.property(gamesRequest, fc.nat(), (request, seed) => {
        const permuted = {
          ...request,
          champIds: shuffledWithRepeats(request.champIds, seed),
          gameIds: shuffledWithRepeats(request.gameIds, seed + 1),
        };
        expect(feedKey(permuted)).toBe(feedKey(request));
      }),
    );
  });

  it('differs when the requests ask for different data (keys equal iff canonical forms equal)', () => {
    fc.assert(
      fc.property(anyRequest, anyRequest, (a, b) => {
        const sameData = JSON.stringify(normalizeFeedRequest(a)) === JSON.stringify(normalizeFeedRequest(b));
        expect(feedKey(a) === feedKey(b)).toBe(sameData);
      }),
    );
  });

  it('ignores undefined fields and treats an empty id list as no filter', () => {
    expect(feedKey({ kind: 'games', section: 'live', champIds: [], sportId: undefined })).toBe(
      feedKey({ kind: 'games', section: 'live' }),
    );
    expect(feedKey({ kind: 'cyber', section: 'line', cyberTypeId: undefined })).toBe(
      feedKey({ kind: 'cyber', section: 'line' }),
    );
  });

  it('tells sections and kinds apart', () => {
    expect(feedKey({ kind: 'menu', section: 'line' })).not.toBe(feedKey({ kind: 'menu', section: 'live' }));
    expect(feedKey({ kind: 'menu', section: 'line' })).not.toBe(feedKey({ kind: 'top', section: 'line' }));
    expect(feedKey({ kind: 'game', gameId: 1, section: 'live' })).not.toBe(
      feedKey({ kind: 'game', gameId: 1, section: 'line' }),
    );
  });
});

describe('the coupon subject of a game request', () => {
  it("keys the coupon's poll of a game apart from the game page's, and keeps the subject", () => {
    const page: FeedRequest = { kind: 'game', gameId: 7, section: 'live' };
    const coupon: FeedRequest = { kind: 'game', gameId: 7, section: 'live', subject: 'coupon' };
    expect(feedKey(coupon)).toBe('game:live:7:coupon');
    expect(feedKey(coupon)).not.toBe(feedKey(page));
    expect(normalizeFeedRequest(coupon)).toEqual(coupon);
  });
});

describe('normalizeFeedRequest', () => {
  it('sorts and deduplicates ids and drops what does not belong to the kind', () => {
    expect(
      normalizeFeedRequest({
        kind: 'games',
        section: 'line',
        champIds: [5, 2, 5],
        gameIds: [],
        timeFilter: 'upcoming',
      }),
    ).toEqual({ kind: 'games', section: 'line', champIds: [2, 5], timeFilter: 'upcoming' });
    // Spec 01 §3 time filter "all" filters nothing: the same poll as no filter.
    expect(feedKey({ kind: 'games', section: 'line', timeFilter: 'all' })).toBe(
      feedKey({ kind: 'games', section: 'line' }),
    );
    expect(normalizeFeedRequest({ kind: 'menu', section: 'live', extra: 1 } as FeedRequest)).toEqual({
      kind: 'menu',
      section: 'live',
    });
  });
});
