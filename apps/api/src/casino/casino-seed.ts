import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { casinoGames, casinoOffers, casinoProviders, casinoTournaments } from '../db/schema';
import { fillEmpty, isEmpty } from '../db/fill-empty';
import { buildCatalogueSeed, type CatalogueSeed, type GameRow } from './catalogue-seed';

type SeedDb = Pick<Db, 'select' | 'insert' | 'execute'>;

const DAY_MS = 86_400_000;

/** Prize shares of the places (per mille of the pool), first place first. */
const PRIZE_SHARES = [300, 200, 130, 90, 70, 60, 50, 40, 30, 30];

function prizesOf(pool: number): number[] {
  return PRIZE_SHARES.map((share) => Math.floor((pool * share) / 1000));
}

function idsWhere(seed: CatalogueSeed, test: (game: GameRow) => boolean, count: number): number[] {
  return seed.games
    .filter(test)
    .slice(0, count)
    .map((game) => game.id);
}

/**
 * Three tournaments around the seeding moment: one finished, one running, one upcoming (README
 * "Casino catalogue": the windows are fixed when the database is seeded).
 */
export function buildTournaments(seed: CatalogueSeed, nowMs: number): (typeof casinoTournaments.$inferInsert)[] {
  const at = (days: number) => new Date(Math.floor((nowMs + days * DAY_MS) / 60_000) * 60_000);
  const egypt = idsWhere(
    seed,
    (game) => game.subcategories.includes('books') || game.subcategories.includes('egypt'),
    40,
  );
  const crash = idsWhere(seed, (game) => game.category === 'crash-games', 60);
  const fruits = idsWhere(seed, (game) => game.subcategories.includes('fruits'), 40);
  return [
    {
      id: 'pharaohs-race',
      titleRu: 'Гонка фараонов',
      titleEn: 'Race of the Pharaohs',
      descriptionRu: 'Играйте в слоты о книгах и Египте: каждая ставка приносит очки, 10 лучших делят фонд.',
      descriptionEn: 'Play the book and Egypt slots: every stake scores points, the top 10 share the pool.',
      prizePool: 50_000_000,
      currency: 'RUB',
      prizes: prizesOf(50_000_000),
      gameIds: egypt,
      rivalSeed: 1401,
      startsAt: at(-2),
      endsAt: at(5),
      sortOrder: 1,
    },
    {
      id: 'crash-cup',
      titleRu: 'Кубок краш-игр',
      titleEn: 'Crash Cup',
      descriptionRu: 'Неделя краш-игр: очки за каждую ставку, призы первым десяти местам.',
      descriptionEn: 'A week of crash games: points for every stake, prizes for the first ten places.',
      prizePool: 20_000_000,
      currency: 'RUB',
      prizes: prizesOf(20_000_000),
      gameIds: crash,
      rivalSeed: 1402,
      startsAt: at(3),
      endsAt: at(10),
      sortOrder: 2,
    },
    {
      id: 'autumn-fruits',
      titleRu: 'Осенний фруктовый турнир',
      titleEn: 'Autumn Fruit Tournament',
      descriptionRu: 'Фруктовые слоты, неделя игры. Турнир завершён: итоговая таблица.',
      descriptionEn: 'Fruit slots, a week of play. The tournament has ended: the final standings.',
      prizePool: 10_000_000,
      currency: 'RUB',
      prizes: prizesOf(10_000_000),
      gameIds: fruits,
      rivalSeed: 1403,
      startsAt: at(-12),
      endsAt: at(-5),
      sortOrder: 3,
    },
  ];
}

/** Casino bonuses and promotions (spec 01 §2 "Casino bonuses"); texts ours, in ru and en. */
export function buildOffers(nowMs: number): (typeof casinoOffers.$inferInsert)[] {
  const inDays = (days: number) => new Date(Math.floor((nowMs + days * DAY_MS) / 60_000) * 60_000);
  return [
    {
      id: 'welcome-casino',
      kind: 'bonus',
      titleRu: 'Бонус на первый депозит в казино',
      titleEn: 'Casino first deposit bonus',
      summaryRu: '100% к первому депозиту до 15 000 ₽.',
      summaryEn: '100% on your first deposit, up to 15,000 RUB.',
      termsRu: [
        'Бонус начисляется на первый депозит от 500 ₽, если при регистрации выбран бонус казино.',
        'Бонус нужно отыграть 35 раз в слотах за 30 дней.',
        'Максимальная ставка при отыгрыше — 500 ₽.',
      ],
      termsEn: [
        'Credited on a first deposit of 500 RUB or more when the casino bonus was chosen at registration.',
        'Wager the bonus 35 times in slots within 30 days.',
        'The largest stake while wagering is 500 RUB.',
      ],
      wager: 35,
      endsAt: null,
      sortOrder: 1,
    },
    {
      id: 'weekly-reload',
      kind: 'bonus',
      titleRu: 'Бонус выходного дня',
      titleEn: 'Weekend reload',
      summaryRu: '50% к депозиту в субботу и воскресенье.',
      summaryEn: '50% on a deposit on Saturday and Sunday.',
      termsRu: ['Один раз за выходные, до 5 000 ₽.', 'Отыгрыш 30 раз в течение 7 дней.'],
      termsEn: ['Once a weekend, up to 5,000 RUB.', 'Wager 30 times within 7 days.'],
      wager: 30,
      endsAt: null,
      sortOrder: 2,
    },
    {
      id: 'friday-free-spins',
      kind: 'bonus',
      titleRu: '50 фриспинов по пятницам',
      titleEn: '50 free spins on Fridays',
      summaryRu: 'Фриспины в Book of Pharaohs за депозит от 1 000 ₽.',
      summaryEn: 'Free spins in Book of Pharaohs for a deposit of 1,000 RUB or more.',
      termsRu: ['Выигрыш с фриспинов нужно отыграть 40 раз.', 'Фриспины действуют 24 часа.'],
      termsEn: ['Winnings from the free spins are wagered 40 times.', 'The free spins last 24 hours.'],
      wager: 40,
      endsAt: null,
      sortOrder: 3,
    },
    {
      id: 'live-cashback',
      kind: 'bonus',
      titleRu: 'Кешбэк 10% в лайв-казино',
      titleEn: '10% live casino cashback',
      summaryRu: 'Каждый понедельник возвращаем 10% проигрыша за неделю.',
      summaryEn: 'Every Monday, 10% of last week’s live casino losses back.',
      termsRu: ['Кешбэк от 100 ₽, до 20 000 ₽.', 'Отыгрыш 5 раз.'],
      termsEn: ['Cashback from 100 RUB, up to 20,000 RUB.', 'Wager it 5 times.'],
      wager: 5,
      endsAt: null,
      sortOrder: 4,
    },
    {
      id: 'slot-of-the-week',
      kind: 'promotion',
      titleRu: 'Слот недели',
      titleEn: 'Slot of the week',
      summaryRu: 'Играйте в Fruit Storm Megaways и получайте билеты розыгрыша.',
      summaryEn: 'Play Fruit Storm Megaways and collect tickets for the prize draw.',
      termsRu: ['Билет за каждые 1 000 ₽ ставок.', 'Розыгрыш в конце акции.'],
      termsEn: ['One ticket per 1,000 RUB staked.', 'The draw is held when the promotion ends.'],
      wager: null,
      endsAt: inDays(7),
      sortOrder: 5,
    },
    {
      id: 'crash-cup-warmup',
      kind: 'promotion',
      titleRu: 'Разминка перед Кубком краш-игр',
      titleEn: 'Crash Cup warm-up',
      summaryRu: 'Удвоенные очки в Aviator Sky до начала кубка.',
      summaryEn: 'Double points in Aviator Sky until the cup starts.',
      termsRu: ['Действует для ставок на реальные деньги.', 'Очки переходят в Кубок краш-игр.'],
      termsEn: ['Real-money stakes only.', 'The points carry over to the Crash Cup.'],
      wager: null,
      endsAt: inDays(3),
      sortOrder: 6,
    },
  ];
}

const gameRecord = (game: GameRow) => ({
  id: game.id,
  slug: game.slug,
  name: game.name,
  provider_slug: game.providerSlug,
  category: game.category,
  subcategories: game.subcategories,
  filter: game.filter,
  tags: game.tags,
  engine: game.engine,
  has_demo: game.hasDemo,
  rtp_bp: game.rtpBp,
  position: game.position,
  is_new: game.isNew,
  is_hot: game.isHot,
});

/**
 * Seeds the casino's tables that are empty (the seeding rule of fill-empty.ts). The games go in
 * one statement with one JSON parameter: a multi-row insert binds a parameter per value and
 * takes seconds on PGlite for thousands of rows; json_populate_recordset takes milliseconds.
 */
export async function seedCasino(tx: SeedDb, nowMs: number): Promise<void> {
  // Built only when a table needs it: a restart on a seeded database skips the 30 ms.
  let built: CatalogueSeed | undefined;
  const seed = () => (built ??= buildCatalogueSeed());
  if (await isEmpty(tx, casinoProviders)) await fillEmpty(tx, casinoProviders, seed().providers);
  if (await isEmpty(tx, casinoGames)) {
    await tx.execute(
      sql`insert into casino_games select * from json_populate_recordset(null::casino_games, ${JSON.stringify(seed().games.map(gameRecord))}::json) on conflict do nothing`,
    );
  }
  if (await isEmpty(tx, casinoTournaments)) await fillEmpty(tx, casinoTournaments, buildTournaments(seed(), nowMs));
  await fillEmpty(tx, casinoOffers, buildOffers(nowMs));
}
