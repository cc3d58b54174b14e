import type { PaymentKind, PaymentRequestTopic } from '@bet/contract';
import type { FeedLang } from '../sportsbook/localized';

interface SubTopic {
  id: string;
  ru: string;
  en: string;
  transactionKind: PaymentKind | null;
}

interface Topic {
  id: string;
  ru: string;
  en: string;
  subTopics: SubTopic[];
}

/**
 * Spec 01 §2 payment/create-request/{topic}/{subTopic}/{transaction}: what a payment request can
 * be about (ours; the spec shows no list). A sub-topic with a transaction kind needs one of the
 * player's payments of that kind.
 */
const TOPICS: Topic[] = [
  {
    id: 'deposit',
    ru: 'Пополнение',
    en: 'Deposit',
    subTopics: [
      { id: 'not_credited', ru: 'Деньги не зачислены', en: 'Money not credited', transactionKind: 'deposit' },
      { id: 'wrong_amount', ru: 'Зачислена не та сумма', en: 'Wrong amount credited', transactionKind: 'deposit' },
      { id: 'method_question', ru: 'Вопрос о способе оплаты', en: 'Question about a method', transactionKind: null },
    ],
  },
  {
    id: 'withdrawal',
    ru: 'Вывод средств',
    en: 'Withdrawal',
    subTopics: [
      { id: 'delayed', ru: 'Вывод задерживается', en: 'Withdrawal delayed', transactionKind: 'withdrawal' },
      { id: 'rejected', ru: 'Вывод отклонён', en: 'Withdrawal rejected', transactionKind: 'withdrawal' },
    ],
  },
  {
    id: 'other',
    ru: 'Другое',
    en: 'Other',
    subTopics: [{ id: 'other', ru: 'Другой вопрос', en: 'Another question', transactionKind: null }],
  },
];

export function requestTopics(lang: FeedLang): PaymentRequestTopic[] {
  return TOPICS.map((topic) => ({
    id: topic.id,
    name: topic[lang],
    subTopics: topic.subTopics.map((sub) => ({
      id: sub.id,
      name: sub[lang],
      needsTransaction: sub.transactionKind !== null,
      transactionKind: sub.transactionKind,
    })),
  }));
}

export function findSubTopic(topicId: string, subTopicId: string): SubTopic | undefined {
  return TOPICS.find((topic) => topic.id === topicId)?.subTopics.find((sub) => sub.id === subTopicId);
}
