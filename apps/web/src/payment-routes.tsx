import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { DEFAULT_LANGUAGE } from '@bet/platform';
import type { PAYMENT_RESULTS } from '@bet/routing';
import {
  CreateRequestPage,
  DeducePage,
  HistoryPayPage,
  PaymentRequestsPage,
  PaymentReturnPage,
  RechargePage,
  type RequestChoice,
} from '@bet/payments-ui';
import { selectSessionStatus } from '@bet/session';
import { PaymentResultPage, type PaymentDirection } from '@bet/site-ui';

/** Issue 11: the money pages (@bet/payments-ui), loaded on first visit; the route table's auth guard keeps visitors out. */
export { DeducePage as DeduceRoute, HistoryPayPage as HistoryPayRoute, RechargePage as RechargeRoute };

/** Spec 01 §2 payment/requests/{requestId?} (the route table lets digits only through). */
export function PaymentRequestsRoute() {
  const { requestId } = useParams();
  return <PaymentRequestsPage requestId={requestId ?? null} />;
}

/** Spec 01 §2 payment/create-request/{topic}/{subTopic}/{transaction}: the choices are the address. */
export function CreateRequestRoute() {
  const { lang = DEFAULT_LANGUAGE, topicId, subTopicId, transactionId } = useParams();
  const navigate = useNavigate();
  const onChoose = useCallback(
    (choice: RequestChoice) => {
      // Each part needs the one before it: a sub-topic without a topic is no address.
      const filled: string[] = [];
      for (const part of [choice.topicId, choice.subTopicId, choice.transactionId]) {
        if (!part) break;
        filled.push(part);
      }
      void navigate(['', lang, 'payment', 'create-request', ...filled].join('/'), { replace: true });
    },
    [lang, navigate],
  );
  return (
    <CreateRequestPage
      choice={{ topicId: topicId ?? null, subTopicId: subTopicId ?? null, transactionId: transactionId ?? null }}
      onChoose={onChoose}
    />
  );
}

type PaymentResult = (typeof PAYMENT_RESULTS)[number];

/**
 * Spec 01 §2 onpay/{result} and onpay/withdraw/{result}. A signed-in player back from the
 * provider with a paymentId sees the payment as the operator has it (read until final); anyone
 * else (a guest, or an address without a paymentId) the page of the address's result.
 */
function PaymentReturnRoute({ direction, result }: { direction: PaymentDirection; result: PaymentResult }) {
  const [search] = useSearchParams();
  const signedIn = useSelector(selectSessionStatus) === 'signedIn';
  const paymentId = search.get('paymentId');
  if (signedIn && paymentId) {
    return <PaymentReturnPage direction={direction === 'deposit' ? 'deposit' : 'withdrawal'} paymentId={paymentId} />;
  }
  return <PaymentResultPage direction={direction} result={result} signedIn={signedIn} />;
}

/** The component of one onpay route, for the route table's `lazy`. */
export function paymentReturnRoute(direction: PaymentDirection, result: PaymentResult) {
  return function PaymentReturnAt() {
    return <PaymentReturnRoute direction={direction} result={result} />;
  };
}
