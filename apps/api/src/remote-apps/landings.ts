import type { Localized } from './localized';
import type { PromoPage } from './promotions';

export interface Landing extends PromoPage {
  /** The page's route: spec 01 §2 "a headless landing-{x} landing". */
  slug: string;
  /** The call to action: its label, and the route after the language it leads to. */
  action: { label: Localized; route: string };
}

/** The demo operator's casino landings, served by the `landings` sub-app. */
export const LANDINGS: Landing[] = [
  {
    slug: 'landing-welcome',
    title: { en: 'Welcome to the casino', ru: 'Добро пожаловать в казино' },
    summary: {
      en: 'Up to 10,000 RUB and 100 free spins on your first deposit.',
      ru: 'До 10 000 RUB и 100 фриспинов за первый депозит.',
    },
    text: {
      en: 'Register, make your first deposit within 7 days and we double it. The free spins arrive in ten days, ten at a time.\n\nThe bonus is wagered 35 times in slots.',
      ru: 'Зарегистрируйтесь, сделайте первый депозит в течение 7 дней — и мы его удвоим. Фриспины начисляются по десять в день в течение десяти дней.\n\nБонус отыгрывается 35 раз в слотах.',
    },
    action: { label: { en: 'Register', ru: 'Зарегистрироваться' }, route: 'registration' },
  },
  {
    slug: 'landing-slots',
    title: { en: 'Slots tournament', ru: 'Турнир по слотам' },
    summary: { en: 'A prize pool of 1,000,000 RUB every week.', ru: 'Призовой фонд 1 000 000 RUB каждую неделю.' },
    text: {
      en: 'Every spin of 50 RUB or more in the tournament slots earns points. The 100 players with the most points on Sunday share the pool.\n\nThe tournament runs from Monday 00:00 to Sunday 23:59 Moscow time.',
      ru: 'Каждое вращение от 50 RUB в слотах турнира приносит очки. 100 игроков с наибольшим числом очков в воскресенье делят призовой фонд.\n\nТурнир идёт с понедельника 00:00 до воскресенья 23:59 по московскому времени.',
    },
    action: { label: { en: 'All promotions', ru: 'Все акции' }, route: 'promotions' },
  },
];
