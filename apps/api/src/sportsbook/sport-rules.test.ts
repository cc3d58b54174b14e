import { describe, expect, it } from 'vitest';
import { playTo } from './game-play';
import { createSeededRandom } from '@bet/platform';
import { closeSet, gameDurationSeconds, isDecided, rulesOf, scheduleAt } from './sport-rules';

const football = rulesOf(1);
const tennis = rulesOf(4);

describe('scheduleAt (spec 01 §4 statuses: 1 not started, 2 in play, 3 break, 4 finished)', () => {
  it('walks a football match through halves and the break', () => {
    expect(scheduleAt(football, -1)).toEqual({ status: 1, period: null, timeSeconds: null });
    expect(scheduleAt(football, 0)).toEqual({ status: 2, period: 1, timeSeconds: 0 });
    expect(scheduleAt(football, 44 * 60)).toEqual({ status: 2, period: 1, timeSeconds: 44 * 60 });
    expect(scheduleAt(football, 50 * 60)).toEqual({ status: 3, period: 1, timeSeconds: 45 * 60 });
    expect(scheduleAt(football, 61 * 60)).toEqual({ status: 2, period: 2, timeSeconds: 46 * 60 });
    expect(gameDurationSeconds(football)).toBe(105 * 60);
    expect(scheduleAt(football, 105 * 60).status).toBe(4);
  });
});

describe('sets', () => {
  it('give a level set to one side and never let a set decide a match that must go on', () => {
    const random = createSeededRandom(1);
    const level = closeSet(tennis, { score1: 0, score2: 0, periods: [{ score1: 3, score2: 3 }] }, 1, random);
    expect(level.score1 + level.score2).toBe(1);
    const forced = closeSet(
      tennis,
      {
        score1: 1,
        score2: 0,
        periods: [
          { score1: 6, score2: 2 },
          { score1: 6, score2: 4 },
        ],
      },
      2,
      random,
      true,
    );
    expect(forced).toMatchObject({ score1: 1, score2: 1 });
    expect(forced.periods[1]).toEqual({ score1: 4, score2: 6 });
    expect(isDecided(tennis, forced)).toBe(false);
  });

  it('end a tennis match early once a player has two sets', () => {
    const random = createSeededRandom(3);
    const state = {
      status: 2 as const,
      period: 2,
      timeSeconds: 0,
      score: {
        score1: 1,
        score2: 0,
        periods: [
          { score1: 6, score2: 3 },
          { score1: 5, score2: 1 },
        ],
      },
    };
    // Past the end of the second set: player 1 leads it, so the match is over after two sets.
    const moved = playTo(tennis, state, 2 * tennis.periodSeconds + tennis.breakSeconds + 10, random, 0);
    expect(moved.status).toBe(4);
    expect(moved.score).toMatchObject({ score1: 2, score2: 0 });
  });
});

describe('playTo', () => {
  it('plays a game seeded mid-match in full and a running one by its minutes', () => {
    const random = createSeededRandom(5);
    const seeded = playTo(football, { status: 1, period: null, timeSeconds: null, score: null }, 70 * 60, random, 0);
    expect(seeded).toMatchObject({ status: 2, period: 2, timeSeconds: 55 * 60 });
    expect(seeded.score?.periods).toHaveLength(2);
    const still = playTo(football, seeded, 71 * 60, random, 0);
    expect(still.score).toEqual(seeded.score);
  });

  it('breaks a tie at the end where the sport has no draw', () => {
    const basketball = rulesOf(3);
    const random = createSeededRandom(9);
    for (let run = 0; run < 20; run++) {
      const ended = playTo(
        basketball,
        { status: 1, period: null, timeSeconds: null, score: null },
        gameDurationSeconds(basketball),
        random,
        0,
      );
      expect(ended.status).toBe(4);
      expect(ended.score?.score1).not.toBe(ended.score?.score2);
    }
  });
});
