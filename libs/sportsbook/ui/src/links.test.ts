import { describe, expect, it } from 'vitest';
import { matchRoute } from '@bet/routing';
import { gamePath, idSlug, listingPath, parseIdSlug, slugify } from './links';

const football = { id: 1, name: 'Football' };
const epl = { id: 101, name: 'England. Premier League' };

describe('betting links (spec 01 §2 pageType/section/menuSection/sport/champ; README URL decision)', () => {
  it('slugs names in lowercase ASCII, Russian transliterated', () => {
    expect(slugify('England. Premier League')).toBe('england-premier-league');
    expect(slugify('Англия. Премьер-лига')).toBe('angliya-premer-liga');
    expect(slugify('FIFA (EA FC)')).toBe('fifa-ea-fc');
    expect(slugify('!!!')).toBe('');
  });

  it('writes {id}-{slug} and reads the id back, the slug being decoration', () => {
    expect(idSlug(1, 'Football')).toBe('1-football');
    expect(idSlug(7, '***')).toBe('7');
    expect(parseIdSlug('1-football')).toBe(1);
    expect(parseIdSlug('88')).toBe(88);
    expect(parseIdSlug('88-any-other-name')).toBe(88);
    expect(parseIdSlug('football')).toBeUndefined();
    expect(parseIdSlug('0-nothing')).toBeUndefined();
    expect(parseIdSlug(undefined)).toBeUndefined();
  });

  it('builds the section, sport, championship and game paths', () => {
    expect(listingPath({ language: 'en', section: 'live' })).toBe('/en/home/live');
    expect(listingPath({ language: 'en', section: 'line', sport: football })).toBe('/en/home/line/sports/1-football');
    expect(listingPath({ language: 'ru', section: 'line', sport: football, champ: epl, pageType: 'epl' })).toBe(
      '/ru/epl/line/sports/1-football/101-england-premier-league',
    );
    expect(
      gamePath({
        language: 'en',
        section: 'live',
        sport: football,
        champ: epl,
        game: { id: 5001, team1: 'Arsenal', team2: 'Chelsea' },
      }),
    ).toBe('/en/home/live/sports/1-football/101-england-premier-league/5001-arsenal-chelsea');
  });

  it('gives paths the route table accepts (listing and game routes)', () => {
    const context = {
      language: 'en',
      isProduction: false,
      promoBonusToOffer: false,
      thirdPartyHasFirstDepositRedirect: false,
    };
    const listing = matchRoute(listingPath({ language: 'en', section: 'line', sport: football, champ: epl }), context);
    expect(listing).toMatchObject({ kind: 'route', route: { id: 'sport' } });
    const game = matchRoute(
      gamePath({
        language: 'en',
        section: 'live',
        sport: football,
        champ: epl,
        game: { id: 5, team1: 'A', team2: 'B' },
      }),
      context,
    );
    expect(game).toMatchObject({ kind: 'route', route: { id: 'game' } });
    const themed = matchRoute(listingPath({ language: 'en', section: 'line', pageType: 'laliga' }), context);
    expect(themed).toMatchObject({ kind: 'route', route: { id: 'laliga', meta: { theme: 'laliga' } } });
  });
});
