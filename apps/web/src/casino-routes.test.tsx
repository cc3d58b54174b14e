import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { siteConfigFixture } from '@bet/contract/testing';
import { renderApp } from './testing/test-app';

afterEach(cleanup);

function open(url: string) {
  return renderApp({ url, embedded: siteConfigFixture({ lng: 'en' }), browserLanguages: ['en'], language: 'en' });
}

describe('the casino routes (issue 14: 37 of the 38 casino routes were "This page could not be found")', () => {
  it.each([
    ['/en/casino-lobby', 'Casino'],
    ['/en/slots/megaways', 'Slots'],
    ['/en/live-casino', 'Live casino'],
    ['/en/keno', 'Keno'],
    ['/en/othergames?kind=toto', 'Other games'],
    ['/en/providers', 'Providers'],
    ['/en/my-casino/favorites', 'My casino'],
    ['/en/casino-search?q=reels', 'Casino search'],
    ['/en/bonus/casino', 'Casino bonuses'],
    ['/en/bonus/casino/promo', 'Casino promotions'],
    ['/en/bonus/casino/tournaments', 'Tournaments'],
  ])('%s loads its page on demand', async (url, heading) => {
    open(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })).toBeTruthy();
  });

  // Spec 01 §2 casino and other-games routes that had no page (libs/casino/ui README "Other casino routes").
  it.each([
    ['/en/fast-bet', 'Fast bet'],
    ['/en/asian-games', 'Asian games'],
    ['/en/casino/brand', 'Games of House Originals'],
    ['/en/slots/vulkan', 'Vulkan slots'],
    ['/en/toto/main', 'Toto'],
    ['/en/toto/football', 'Toto'],
    ['/en/lotto', 'Lotto'],
    ['/en/lotto/6-of-45', 'Lotto'],
    ['/en/slots/thank-you', 'Thank you for registering'],
    ['/en/casino/thank-you', 'Thank you for registering'],
    ['/en/keno/thank-you', 'Thank you for registering'],
    ['/en/casino/slot-first-deposit', 'Casino bonuses'],
  ])('%s shows its page', async (url, heading) => {
    open(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })).toBeTruthy();
  });

  it.each(['fortuna', 'chest', 'memory', 'safe', 'lottery', 'dragon-bonus'])(
    'the bonus game /en/%s looks its game up (no 404)',
    async (game) => {
      open(`/en/${game}`);
      expect(await screen.findByRole('status', { name: 'Loading…' }, { timeout: 5000 })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'This page could not be found' })).toBeNull();
    },
  );

  it('shows the 404 page for a game id that is no id', async () => {
    open('/en/slots/game/not-a-number/golden-reels');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be found' }, { timeout: 5000 }),
    ).toBeTruthy();
  });
});
