import { describe, expect, it } from 'vitest';
import { isBetFinished, isBetLive, isBetLocked } from './bet-state.ts';

describe('bet state rules (spec 01 §4)', () => {
  it('finished when flagged or game status 4', () => {
    expect(isBetFinished({ isFinished: true })).toBe(true);
    expect(isBetFinished({ gameStatus: 4 })).toBe(true);
    expect(isBetFinished({ gameStatus: 2 })).toBe(false);
    expect(isBetFinished({})).toBe(false);
  });

  it.each([
    [{ gameTime: 1200 }, true],
    [{ gameTime: '45:00' }, true],
    [{ gameTime: 0 }, false],
    [{ gameTime: null }, false],
    [{ isLiveInLive: true }, true],
    [{ gameStatus: 2 }, true],
    [{ gameStatus: 3 }, true],
    [{ gameStatus: 1 }, false],
    [{ gameStatus: null }, false],
    [{}, false],
    [{ gameStatus: 4, gameTime: 5400 }, false],
    [{ isFinished: true, isLiveInLive: true, gameStatus: 2 }, false],
  ])('live %o -> %s', (bet, live) => {
    expect(isBetLive(bet)).toBe(live);
  });

  it.each([
    [{ isBlocked: true }, true],
    [{ isDepend: true }, true],
    [{ isBannedExpress: true }, true],
    [{ isBlocked: false, isDepend: false, isBannedExpress: false }, false],
    [{}, false],
  ])('locked %o -> %s', (bet, locked) => {
    expect(isBetLocked(bet)).toBe(locked);
  });
});
