import { describe, expect, it } from 'vitest';
import { champFeed, FEATURED_CHAMP_ID, selectChampFinalId } from './champ-feed';
import { feedKey } from './feed-request';
import { makeGame, makeGameList, makeLineGame, makeSportsbookState } from './testing';

const champ = { champId: FEATURED_CHAMP_ID, sportId: 2 };
const withLine = (games: ReturnType<typeof makeGame>[]) => ({
  sportsbook: makeSportsbookState([{ request: champFeed('line'), answer: makeGameList(games) }]),
});

describe('the champ page type (issue 18, spec 01 §2 "champ has home, game and final sub-routes")', () => {
  it("asks for the featured tournament's games of a section, one key per section", () => {
    expect(champFeed('live')).toEqual({ kind: 'games', section: 'live', champIds: [FEATURED_CHAMP_ID] });
    expect(feedKey(champFeed('line'))).not.toBe(feedKey(champFeed('live')));
  });

  it('the final is the last scheduled game of the line (the later id when two start together)', () => {
    const state = withLine([
      makeLineGame(1, { ...champ, startTime: 1_000 }),
      makeLineGame(3, { ...champ, startTime: 3_000 }),
      makeLineGame(2, { ...champ, startTime: 3_000 }),
      makeLineGame(4, { ...champ, startTime: 2_000 }),
    ]);
    expect(selectChampFinalId(state)).toBe(3);
  });

  it('no final before the line has loaded, nor when the tournament has no game left in the line', () => {
    expect(selectChampFinalId({ sportsbook: makeSportsbookState([]) })).toBeUndefined();
    expect(selectChampFinalId({ sportsbook: makeSportsbookState([{ request: champFeed('line') }]) })).toBeUndefined();
    expect(selectChampFinalId(withLine([]))).toBeUndefined();
  });

  it('a game in play or of another championship is never the final', () => {
    const state = withLine([
      makeLineGame(1, { ...champ, startTime: 1_000 }),
      makeGame(2, { ...champ, startTime: 5_000 }),
      makeLineGame(3, { champId: 101, startTime: 9_000 }),
    ]);
    expect(selectChampFinalId(state)).toBe(1);
  });
});
