import { LIMIT_ERROR_CODES } from '@bet/contract';
import type { LimitErrorCode } from '@bet/contract';
import type { LimitLanguage } from './limit-language';

type Texts = Record<LimitLanguage, string>;

/**
 * The titles the limits service sends with a refusal (`data.title`, spec 02 §7 "on error reads
 * data{status, title}"), in the X-Language language. `{max}` is the largest value accepted.
 */
const REFUSAL_TITLES: Record<LimitErrorCode, Texts> = {
  [LIMIT_ERROR_CODES.valueNotWhole]: {
    en: 'Enter a whole positive amount',
    ru: 'Введите целое положительное значение',
  },
  [LIMIT_ERROR_CODES.valueAboveMax]: {
    en: 'The value is above the allowed maximum of {max}',
    ru: 'Значение больше допустимого максимума {max}',
  },
  [LIMIT_ERROR_CODES.valueNotOffered]: {
    en: 'Choose one of the offered values',
    ru: 'Выберите одно из предложенных значений',
  },
  [LIMIT_ERROR_CODES.unknownType]: {
    en: 'This kind of limit does not exist',
    ru: 'Такого вида лимита не существует',
  },
  [LIMIT_ERROR_CODES.notCancellable]: {
    en: 'This limit cannot be cancelled or shortened before it ends',
    ru: 'Этот лимит нельзя отменить или сократить до его окончания',
  },
  [LIMIT_ERROR_CODES.lockedByExtraLimitsLock]: {
    en: 'Extra limits are locked: this limit cannot be changed now',
    ru: 'Дополнительные лимиты заблокированы: этот лимит сейчас нельзя изменить',
  },
  [LIMIT_ERROR_CODES.nothingToApprove]: {
    en: 'There is no change of this limit waiting for your decision',
    ru: 'Нет изменения этого лимита, ожидающего вашего решения',
  },
  [LIMIT_ERROR_CODES.unknownToken]: {
    en: 'The questions have expired: save the limit again',
    ru: 'Срок ответа на вопросы истёк: сохраните лимит ещё раз',
  },
  [LIMIT_ERROR_CODES.excluded]: {
    en: 'You have excluded yourself: limits cannot be loosened until the exclusion ends',
    ru: 'Действует самоисключение: лимиты нельзя ослабить до его окончания',
  },
};

export function refusalTitle(code: LimitErrorCode, language: LimitLanguage, max?: string): string {
  return REFUSAL_TITLES[code][language].replace('{max}', max ?? '');
}

/** The titles of a done limit action and cancel (spec 02 §8: "success shows the title"). */
const DONE_TITLES = {
  confirmed: { en: 'The new limit applies', ru: 'Новый лимит действует' },
  rejected: {
    en: 'The change was dropped: the limit stays as it was',
    ru: 'Изменение отменено: лимит остался прежним',
  },
  cancelled: { en: 'The limit is cancelled', ru: 'Лимит отменён' },
  cancelPending: {
    en: 'The limit will be cancelled after 24 hours, once you confirm it',
    ru: 'Лимит будет отменён через 24 часа после вашего подтверждения',
  },
} satisfies Record<string, Texts>;

export function doneTitle(what: keyof typeof DONE_TITLES, language: LimitLanguage): string {
  return DONE_TITLES[what][language];
}

/** Spec 02 §7 "reasons/selfexclude": the reasons a player may give for a self-exclusion (ours). */
export const SELF_EXCLUDE_REASONS: readonly { id: number; text: Texts }[] = [
  { id: 1, text: { en: 'I spend too much time betting', ru: 'Я трачу на ставки слишком много времени' } },
  { id: 2, text: { en: 'I spend too much money betting', ru: 'Я трачу на ставки слишком много денег' } },
  { id: 3, text: { en: 'I want to take a break', ru: 'Я хочу сделать перерыв' } },
  { id: 4, text: { en: 'Another reason', ru: 'Другая причина' } },
];

export interface QuestionText {
  id: number;
  text: Texts;
  answers: { id: number; text: Texts; passes: boolean }[];
}

/**
 * The self-assessment asked before a change that loosens a limit (ours: the spec names the flow,
 * not the questions). Every question has one answer that allows the change.
 */
export const LIMIT_QUESTIONS: readonly QuestionText[] = [
  {
    id: 1,
    text: {
      en: 'Have you recently bet more money than you had planned?',
      ru: 'Случалось ли вам недавно ставить больше денег, чем вы планировали?',
    },
    answers: [
      { id: 11, text: { en: 'No', ru: 'Нет' }, passes: true },
      { id: 12, text: { en: 'Yes', ru: 'Да' }, passes: false },
    ],
  },
  {
    id: 2,
    text: {
      en: 'Do you want a higher limit to win back money you lost?',
      ru: 'Вы хотите повысить лимит, чтобы отыграть проигранное?',
    },
    answers: [
      { id: 21, text: { en: 'No', ru: 'Нет' }, passes: true },
      { id: 22, text: { en: 'Yes', ru: 'Да' }, passes: false },
    ],
  },
];
