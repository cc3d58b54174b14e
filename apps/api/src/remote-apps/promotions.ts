import type { Article, Localized } from './localized';

/** A promotional page: its article and a one-line summary shown under the title. */
export interface PromoPage extends Article {
  summary: Localized;
}

export interface Promotion extends PromoPage {
  id: string;
}

/** Spec 01 §2 "promotions/{promotionId}": the demo operator's promotions. */
export const PROMOTIONS: Promotion[] = [
  {
    id: 'welcome-bonus',
    title: { en: 'Welcome bonus 100%', ru: 'Приветственный бонус 100%' },
    summary: { en: 'Double your first deposit up to 10,000 RUB.', ru: 'Удвоим первый депозит до 10 000 RUB.' },
    text: {
      en: 'Make your first deposit within 7 days of registering and we add the same amount, up to 10,000 RUB, to your bonus account.\n\nThe bonus must be wagered 5 times in accumulators of 3 or more events with coefficients of at least 1.40.',
      ru: 'Сделайте первый депозит в течение 7 дней после регистрации, и мы начислим на бонусный счёт такую же сумму, до 10 000 RUB.\n\nБонус нужно отыграть 5 раз экспрессами из 3 и более событий с коэффициентом не ниже 1.40.',
    },
  },
  {
    id: 'accumulator-boost',
    title: { en: 'Accumulator of the day', ru: 'Экспресс дня' },
    summary: {
      en: 'The coefficient of the daily accumulator is raised by 10%.',
      ru: 'Коэффициент экспресса дня увеличен на 10%.',
    },
    text: {
      en: 'Every day we pick an accumulator from the most interesting events. Bet on it as offered and its coefficient is raised by 10%.\n\nThe boost applies to stakes up to 5,000 RUB.',
      ru: 'Каждый день мы собираем экспресс из самых интересных событий. Поставьте на него без изменений — и коэффициент вырастет на 10%.\n\nПовышение действует для ставок до 5 000 RUB.',
    },
  },
  {
    id: 'cashback',
    title: { en: 'Weekly casino cashback', ru: 'Еженедельный кешбэк в казино' },
    summary: {
      en: "10% of the week's casino losses back every Monday.",
      ru: '10% проигрыша в казино за неделю — каждый понедельник.',
    },
    text: {
      en: 'Every Monday we return 10% of your net casino losses of the past week to your bonus account, up to 20,000 RUB.\n\nCashback is wagered once in any casino game.',
      ru: 'Каждый понедельник мы возвращаем на бонусный счёт 10% чистого проигрыша в казино за прошедшую неделю, до 20 000 RUB.\n\nКешбэк отыгрывается один раз в любых играх казино.',
    },
  },
];
