import { GAME_MESSAGE_SOURCE } from '@bet/contract';
import { describe, expect, it } from 'vitest';
import { acceptGameMessage } from './game-message';

const ORIGIN = 'http://localhost:3900';
const balance = { source: GAME_MESSAGE_SOURCE, type: 'balanceChanged', balance: 12_345, currency: 'RUB' };

describe('acceptGameMessage (issue 14: postMessage only from the launch origin, only in the documented shapes)', () => {
  it('takes each documented shape from the exact origin of the launch', () => {
    expect(acceptGameMessage({ origin: ORIGIN, data: balance }, ORIGIN)).toEqual({ accepted: true, message: balance });
    for (const type of ['gameLoaded', 'gameClosed', 'depositAsked']) {
      const data = { source: GAME_MESSAGE_SOURCE, type };
      expect(acceptGameMessage({ origin: ORIGIN, data }, `${ORIGIN}/`)).toEqual({ accepted: true, message: data });
    }
  });

  it.each([
    ['another host', 'http://evil.example:3900'],
    ['another port', 'http://localhost:3901'],
    ['another scheme', 'https://localhost:3900'],
    ['our own origin', 'http://localhost:3000'],
    ['a null origin (a sandboxed frame without allow-same-origin)', 'null'],
    ['a prefix of the origin', 'http://localhost:39'],
  ])('ignores a well-shaped message from %s', (_what, origin) => {
    expect(acceptGameMessage({ origin, data: balance }, ORIGIN)).toEqual({ accepted: false, reason: 'origin' });
  });

  it.each([
    ['a string', 'gameLoaded'],
    ['no source', { type: 'gameLoaded' }],
    ['another source', { source: 'other-script', type: 'gameLoaded' }],
    ['an unknown type', { source: GAME_MESSAGE_SOURCE, type: 'jackpotWon' }],
    ['a fractional balance', { ...balance, balance: 1.5 }],
    ['a balance as text', { ...balance, balance: '100' }],
    ['null', null],
  ])('ignores %s from the right origin', (_what, data) => {
    expect(acceptGameMessage({ origin: ORIGIN, data }, ORIGIN)).toEqual({ accepted: false, reason: 'shape' });
  });

  it('takes nothing before a launch gave an origin', () => {
    expect(acceptGameMessage({ origin: ORIGIN, data: balance }, null)).toEqual({ accepted: false, reason: 'noLaunch' });
  });
});
