import { describe, expect, it } from 'vitest';
import { feedKey, feedSubscribed, gameListLoaded, selectGameById, type FeedRequest } from '@bet/sportsbook';
import { makeGame, makeGameList } from '@bet/sportsbook/testing';
import { makeTestAppStore } from './testing/test-app';

const request: FeedRequest = { kind: 'games', section: 'live' };

/** A yield the test ends by hand, as the browser would start the next task. */
function manualYield() {
  const waiting: (() => void)[] = [];
  return {
    yieldToMain: () => new Promise<void>((resolve) => void waiting.push(resolve)),
    nextTask: async () => {
      for (const resume of waiting.splice(0)) resume();
      await Promise.resolve();
    },
  };
}

/** The start-up sagas' answers (the site config, the session) are in: no other action comes meanwhile. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the store tells its subscribers of a feed answer in a task of their own (issue 16)', () => {
  it('merges the games at once and tells after the yield; other actions are told at once', async () => {
    const { yieldToMain, nextTask } = manualYield();
    const { store } = makeTestAppStore({ url: 'https://site.test/en/home/live', yieldToMain });
    await settled();
    let told = 0;
    store.subscribe(() => void told++);

    store.dispatch(feedSubscribed({ request }));
    expect(told).toBe(1);

    const answer = makeGameList([makeGame(7, { isLive: true })]);
    store.dispatch(gameListLoaded({ key: feedKey(request), answer, at: 0, lang: 'en' }));
    expect(selectGameById(store.getState(), 7)).toBeDefined();
    expect(told).toBe(1);

    await nextTask();
    expect(told).toBe(2);
  });

  it('without a yield (the shell tests) a feed answer is told at once', () => {
    const { store } = makeTestAppStore({ url: 'https://site.test/en/home/live' });
    let told = 0;
    store.subscribe(() => void told++);
    store.dispatch(feedSubscribed({ request }));
    store.dispatch(gameListLoaded({ key: feedKey(request), answer: makeGameList([makeGame(7)]), at: 0, lang: 'en' }));
    expect(told).toBe(2);
  });
});
