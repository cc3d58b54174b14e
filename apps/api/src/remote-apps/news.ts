import type { Article } from './localized';

export interface NewsItem extends Article {
  slug: string;
  /** ISO date of publication. */
  date: string;
}

/** Spec 01 §2 "news/{slug?}": a list, and one item by slug. Newest first. */
export const NEWS: NewsItem[] = [
  {
    slug: 'new-live-streams',
    date: '2026-11-20',
    title: { en: 'Live streams of 500 more matches', ru: 'Трансляции ещё 500 матчей' },
    text: {
      en: 'From this week you can watch live streams of 500 more football and hockey matches every month, free for every player with a positive balance.',
      ru: 'С этой недели можно смотреть трансляции ещё 500 матчей по футболу и хоккею в месяц — бесплатно для всех игроков с положительным балансом.',
    },
  },
  {
    slug: 'faster-withdrawals',
    date: '2026-11-12',
    title: { en: 'Withdrawals to cards in 15 minutes', ru: 'Выплаты на карты за 15 минут' },
    text: {
      en: 'We have connected a new payment provider: most withdrawals to bank cards now arrive within 15 minutes.',
      ru: 'Мы подключили нового платёжного провайдера: большинство выплат на банковские карты теперь приходит в течение 15 минут.',
    },
  },
  {
    slug: 'responsible-gaming-tools',
    date: '2026-10-30',
    title: { en: 'New responsible gaming tools', ru: 'Новые инструменты ответственной игры' },
    text: {
      en: 'Session limits and reality-check reminders are now available in the personal office under "Limits".',
      ru: 'Лимиты длительности сессии и напоминания о времени игры теперь доступны в личном кабинете в разделе «Лимиты».',
    },
  },
];
