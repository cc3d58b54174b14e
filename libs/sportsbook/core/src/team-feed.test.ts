import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedKey, normalizeFeedRequest, sectionOf, type FeedRequest } from './feed-request';
import { FEED_RELEASE_DELAY_MS, refreshInterval } from './refresh-intervals';
import { selectFeedStatus, selectListGameIds, selectTeamInfo } from './selectors';
import { feedRefreshRequested, feedSubscribed, feedUnsubscribed } from './sportsbook-slice';
import {
  createSportsbookHarness,
  httpFailure,
  makeGame,
  makeGameList,
  makeGameResult,
  makeSportsbookState,
  makeTeamInfo,
} from './testing';

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const TEAM: FeedRequest = { kind: 'team', teamId: 10101 };

describe('team feeds (issue 18, spec 01 §2 team info page)', () => {
  it('a team request has its own key, no section and the champ results row (spec 02 §9: 15000)', () => {
    expect(feedKey(TEAM)).toBe('team:10101');
    expect(normalizeFeedRequest({ ...TEAM, extra: 1 } as FeedRequest)).toEqual(TEAM);
    expect(sectionOf(TEAM)).toBeUndefined();
    expect(refreshInterval(TEAM)).toBe(15_000);
  });

  it("a team's games are a games list of their own key; lists without a team keep their keys", () => {
    expect(feedKey({ kind: 'games', section: 'line', teamId: 10101 })).toBe('games:line:s=*:c=*:g=*:t=*:team=10101');
    expect(feedKey({ kind: 'games', section: 'line' })).toBe('games:line:s=*:c=*:g=*:t=*');
  });

  it('polls getTeam every 15 s while shown, keeps the info, and releases it after the last viewer', async () => {
    const h = createSportsbookHarness({ language: () => 'en' });
    const info = makeTeamInfo(10101, { name: 'Arsenal' }, [makeGameResult(5)]);
    h.feedApi.answer('getTeam', () => info);
    h.store.dispatch(feedSubscribed({ request: TEAM }));
    await tick(0);
    expect(h.feedApi.callsTo('getTeam').map((call) => call.query)).toEqual([{ teamId: 10101, lang: 'en' }]);
    expect(selectTeamInfo(h.store.getState(), 10101)).toEqual(info);
    expect(selectFeedStatus(h.store.getState(), TEAM).status).toBe('ready');
    await tick(15_000);
    expect(h.feedApi.callsTo('getTeam')).toHaveLength(2);
    h.store.dispatch(feedUnsubscribed({ request: TEAM }));
    await tick(FEED_RELEASE_DELAY_MS);
    expect(selectTeamInfo(h.store.getState(), 10101)).toBeUndefined();
    expect(h.feedApi.callsTo('getTeam')).toHaveLength(2);
    h.task.cancel();
  });

  it('an unknown team fails with its 404 and the retry asks again at once', async () => {
    const h = createSportsbookHarness();
    h.feedApi.answer('getTeam', () => Promise.reject(httpFailure(404, 'No team 10101')));
    h.store.dispatch(feedSubscribed({ request: TEAM }));
    await tick(0);
    expect(selectFeedStatus(h.store.getState(), TEAM)).toMatchObject({ status: 'failed', httpStatus: 404 });
    h.store.dispatch(feedRefreshRequested({ request: TEAM }));
    await tick(0);
    expect(h.feedApi.callsTo('getTeam')).toHaveLength(2);
    h.task.cancel();
  });

  it("sends the team's games request as getLineGames' teamId", async () => {
    const h = createSportsbookHarness();
    h.feedApi.answer('getLineGames', () => makeGameList([makeGame(1, { team1Id: 10101 })], 1));
    const request: FeedRequest = { kind: 'games', section: 'live', teamId: 10101 };
    h.store.dispatch(feedSubscribed({ request }));
    await tick(0);
    expect(h.feedApi.callsTo('getLineGames')[0]?.query).toMatchObject({ section: 'live', teamId: 10101 });
    expect(selectListGameIds(h.store.getState(), request)).toEqual([1]);
    h.task.cancel();
  });

  it('a prepared state (stories) holds an answered team', () => {
    const state = makeSportsbookState([{ request: TEAM, answer: makeTeamInfo(10101) }]);
    expect(state.teams[10101]?.team.name).toBe('Team 10101');
  });
});
