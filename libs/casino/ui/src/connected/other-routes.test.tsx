import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createCasinoHarness, gameFixture } from '@bet/casino/testing';
import type { FakeAnswer } from '@bet/request/testing';
import { StoreHarness } from '@bet/ui/testing';
import { BonusGamePage } from './bonus-game-page';
import { CASINO_PAGES } from './casino-pages';
import { CASINO_PATHS } from './casino-routes';
import { LottoPage } from './lotto-page';
import { SlotFirstDepositPage } from './slot-first-deposit-page';
import { ThankYouPage } from './thank-you-page';
import { TotoPage } from './toto-page';

afterEach(cleanup);

function mount(page: ReactNode, path: string, routePath: string, answers: Record<string, FakeAnswer> = {}) {
  const harness = createCasinoHarness(answers);
  render(
    <StoreHarness store={harness.store} path={path} routePath={routePath}>
      {page}
    </StoreHarness>,
  );
  return harness;
}

const bonusGames = {
  getCasinoGames: ({ query }: { query?: Record<string, unknown> }) => {
    const items =
      query?.tag === 'bonus-games'
        ? [
            gameFixture({ id: 3721, name: 'Fortuna', slug: 'fortuna' }),
            gameFixture({ id: 3722, name: 'Chest', slug: 'chest' }),
          ]
        : [];
    return { total: items.length, items };
  },
  getCasinoGame: ({ query }: { query?: Record<string, unknown> }) => ({
    game: gameFixture({ id: Number(query?.gameId), name: Number(query?.gameId) === 3722 ? 'Chest' : 'Fortuna' }),
  }),
} as Record<string, FakeAnswer>;

describe('the other casino routes (spec 01 §2, libs/casino/ui README "Other casino routes")', () => {
  it('has a page for every path the app routes, and no page without its path', () => {
    expect([...CASINO_PATHS].sort()).toEqual(Object.keys(CASINO_PAGES).sort());
  });

  it('a bonus game route opens that game from the provider, found by its slug among the bonus games', async () => {
    const h = mount(
      <BonusGamePage slug="chest" notFound={<p>Page not found</p>} />,
      '/en/chest',
      '/:lang/chest',
      bonusGames,
    );
    expect(await screen.findByTitle('Game: Chest')).toBeTruthy();
    h.task.cancel();
  });

  it('a bonus game the catalogue does not have is the 404 page', async () => {
    const h = mount(
      <BonusGamePage slug="safe" notFound={<p>Page not found</p>} />,
      '/en/safe',
      '/:lang/safe',
      bonusGames,
    );
    expect(await screen.findByText('Page not found')).toBeTruthy();
    h.task.cancel();
  });

  it('lotto with a lottoId opens that game; without one, the lotto lobby', async () => {
    const route = '/:lang/lotto/:sectionName?/:lottoId?';
    const h = mount(<LottoPage notFound={<p>Page not found</p>} />, '/en/lotto/instant/7', route);
    expect(await screen.findByTitle('Game: Golden Reels 7')).toBeTruthy();
    h.task.cancel();
    cleanup();
    const lobby = mount(<LottoPage notFound={<p>Page not found</p>} />, '/en/lotto/instant', route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lotto' })).toBeTruthy();
    lobby.task.cancel();
  });

  it('toto/{section} asks for the section’s games; toto/main for every toto game', async () => {
    const queries: Record<string, unknown>[] = [];
    const answers = {
      getCasinoGames: ({ query }: { query?: Record<string, unknown> }) => {
        queries.push({ ...query });
        return { total: 0, items: [] };
      },
    } as Record<string, FakeAnswer>;
    const h = mount(<TotoPage />, '/en/toto/football', '/:lang/toto/:section', answers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Toto' })).toBeTruthy();
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ category: 'toto', subcategory: 'football' }));
    h.task.cancel();
    cleanup();
    const main = mount(<TotoPage />, '/en/toto/main', '/:lang/toto/:section', answers);
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ category: 'toto' }));
    expect(queries.at(-1)?.subcategory).toBeUndefined();
    main.task.cancel();
  });

  it('casino/slot-first-deposit shows the casino first-deposit bonus and the way to the deposit', async () => {
    const h = mount(<SlotFirstDepositPage />, '/en/casino/slot-first-deposit', '/:lang/casino/slot-first-deposit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome casino bonus' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/en/recharge');
    h.task.cancel();
  });

  it('a thank-you page thanks the player and links to the deposit and the section', () => {
    const h = mount(<ThankYouPage section="keno" />, '/en/keno/thank-you', '/:lang/keno/thank-you');
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for registering' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Keno' }).getAttribute('href')).toBe('/en/keno');
    h.task.cancel();
  });
});
