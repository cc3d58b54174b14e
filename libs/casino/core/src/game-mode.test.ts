import { describe, expect, it } from 'vitest';
import { decideGameMode } from './game-mode';

describe('decideGameMode (libs/casino/core README "Demo or real")', () => {
  it('gives a visitor the demo, whatever was chosen', () => {
    expect(decideGameMode({ signedIn: false, hasDemo: true, chosen: null })).toEqual({ launch: 'demo' });
    expect(decideGameMode({ signedIn: false, hasDemo: true, chosen: 'real' })).toEqual({ launch: 'demo' });
  });

  it('asks a visitor to sign in for a game without a demo', () => {
    expect(decideGameMode({ signedIn: false, hasDemo: false, chosen: null })).toEqual({ signInNeeded: true });
  });

  it('plays for real for a signed-in player, or the demo when chosen and the game has one', () => {
    expect(decideGameMode({ signedIn: true, hasDemo: true, chosen: null })).toEqual({ launch: 'real' });
    expect(decideGameMode({ signedIn: true, hasDemo: true, chosen: 'demo' })).toEqual({ launch: 'demo' });
    expect(decideGameMode({ signedIn: true, hasDemo: false, chosen: 'demo' })).toEqual({ launch: 'real' });
  });
});
