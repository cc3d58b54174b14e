import type { Article, Localized } from './localized';

export interface RuleGroup {
  title: Localized;
  chapters: Article[];
}

/** Spec 01 §2 "rules/{ruleGroup}/{chapter?} (group defaults to 1)": groups by number, chapters from 1. */
export const DEFAULT_RULE_GROUP = '1';

export const RULE_GROUPS: Record<string, RuleGroup> = {
  '1': {
    title: { en: 'General betting rules', ru: 'Общие правила приёма ставок' },
    chapters: [
      {
        title: { en: 'Terms', ru: 'Термины' },
        text: {
          en: 'A bet is an agreement between the player and the bookmaker on the outcome of an event. The coefficient is fixed when the bet is accepted.',
          ru: 'Ставка — соглашение между игроком и букмекером об исходе события. Коэффициент фиксируется в момент принятия ставки.',
        },
      },
      {
        title: { en: 'Accepting bets', ru: 'Приём ставок' },
        text: {
          en: 'Bets are accepted until the event starts (line) or while the market is open (live). A bet placed after the start by mistake is returned.',
          ru: 'Ставки принимаются до начала события (линия) или пока открыт рынок (лайв). Ставка, ошибочно принятая после начала, возвращается.',
        },
      },
      {
        title: { en: 'Settlement', ru: 'Расчёт ставок' },
        text: {
          en: 'Bets are settled on the official result. If an event is cancelled or postponed by more than 48 hours, the bet is returned at coefficient 1.',
          ru: 'Ставки рассчитываются по официальному результату. Если событие отменено или перенесено более чем на 48 часов, ставка возвращается с коэффициентом 1.',
        },
      },
    ],
  },
  '2': {
    title: { en: 'Football rules', ru: 'Правила по футболу' },
    chapters: [
      {
        title: { en: 'Regular time', ru: 'Основное время' },
        text: {
          en: 'Unless the market says otherwise, football bets are settled on regular time including added time, without extra time or penalties.',
          ru: 'Если в рынке не сказано иное, ставки на футбол рассчитываются по основному времени с добавленным, без овертайма и серии пенальти.',
        },
      },
      {
        title: { en: 'Interrupted matches', ru: 'Прерванные матчи' },
        text: {
          en: 'If a match is interrupted and not finished within 48 hours, bets on outcomes not yet decided are returned.',
          ru: 'Если матч прерван и не доигран в течение 48 часов, ставки на нерешённые исходы возвращаются.',
        },
      },
    ],
  },
};
