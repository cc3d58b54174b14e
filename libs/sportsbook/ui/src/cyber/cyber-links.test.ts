import { describe, expect, it } from 'vitest';
import { matchRoute } from '@bet/routing';
import { cyberPath, cyberSectionOf } from './cyber-links';

describe('cyber links (spec 01 §2 cyber/{type} sub-routes)', () => {
  it('builds each sub-route', () => {
    expect(cyberPath('en', 'live', { view: 'all' })).toBe('/en/cyber/live');
    expect(cyberPath('en', 'line', { view: 'champs' })).toBe('/en/cyber/line/champs');
    expect(cyberPath('en', 'live', { view: 'dashboard' })).toBe('/en/cyber/live/dashboard');
    expect(cyberPath('ru', 'live', { view: 'discipline', sport: { id: 40, name: 'Counter-Strike 2' } })).toBe(
      '/ru/cyber/live/discipline/40-counter-strike-2',
    );
    expect(cyberPath('en', 'live', { view: 'champ', champId: 4001 })).toBe('/en/cyber/live/champ/4001');
    expect(cyberPath('en', 'live', { view: 'game', gameId: 77 })).toBe('/en/cyber/live/game/77');
  });

  it('gives paths the route table (@bet/routing) resolves to the cyber routes', () => {
    const context = {
      language: 'en',
      isProduction: false,
      promoBonusToOffer: false,
      thirdPartyHasFirstDepositRedirect: false,
    };
    const routeOf = (path: string) => {
      const match = matchRoute(path, context);
      return match.kind === 'route' ? match.route.id : match.kind;
    };
    expect(routeOf(cyberPath('en', 'live', { view: 'all' }))).toBe('cyber');
    expect(routeOf(cyberPath('en', 'line', { view: 'champs' }))).toBe('cyber-champs');
    expect(routeOf(cyberPath('en', 'live', { view: 'dashboard' }))).toBe('cyber-dashboard');
    expect(routeOf(cyberPath('en', 'live', { view: 'discipline', sport: { id: 41, name: 'Dota 2' } }))).toBe(
      'cyber-discipline',
    );
    expect(routeOf(cyberPath('en', 'live', { view: 'champ', champId: 4001 }))).toBe('cyber-champ');
    expect(routeOf(cyberPath('en', 'live', { view: 'game', gameId: 77 }))).toBe('cyber-game');
  });

  it('reads the section from the type, live by default', () => {
    expect(cyberSectionOf('line')).toBe('line');
    expect(cyberSectionOf('live')).toBe('live');
    expect(cyberSectionOf('sports')).toBe('live');
    expect(cyberSectionOf(undefined)).toBe('live');
  });
});
