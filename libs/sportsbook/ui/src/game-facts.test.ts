import { describe, expect, it } from 'vitest';
import { makeGame } from '@bet/sportsbook/testing';
import { formatClock, gameName, isGameLive } from './game-facts';

describe('game facts', () => {
  it('names a game by its teams', () => {
    expect(gameName({ team1: 'Arsenal', team2: 'Chelsea' })).toBe('Arsenal – Chelsea');
  });

  it('counts statuses 2 and 3 as live (spec 01 §4 LIVE_GAME_STATUSES)', () => {
    expect(isGameLive(makeGame(1, { status: 1 }))).toBe(false);
    expect(isGameLive(makeGame(1, { status: 2 }))).toBe(true);
    expect(isGameLive(makeGame(1, { status: 3 }))).toBe(true);
    expect(isGameLive(makeGame(1, { status: 4 }))).toBe(false);
  });

  it('shows the clock as minutes and seconds, minutes past an hour', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(65)).toBe('01:05');
    expect(formatClock(4025)).toBe('67:05');
  });
});
