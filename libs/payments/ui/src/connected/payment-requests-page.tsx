import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { paymentRequestsOpened, paymentRequestSubmitted, selectPaymentRequests } from '@bet/payments';
import { CreateRequestView, type RequestChoice } from '../create-request-view';
import { PaymentRequestsView } from '../payment-requests-view';

/** Spec 01 §2 payment/requests/{requestId?}: the list, the named request focused. */
export function PaymentRequestsPage({ requestId = null }: { requestId?: string | null }) {
  const { i18n } = useTranslation();
  const dispatch = useDispatch();
  const requests = useSelector(selectPaymentRequests);
  useEffect(() => {
    dispatch(paymentRequestsOpened());
  }, [dispatch]);
  return (
    <PaymentRequestsView
      language={i18n.language}
      requests={requests}
      requestId={requestId}
      onRetry={() => dispatch(paymentRequestsOpened())}
    />
  );
}

export interface CreateRequestPageProps {
  /** The route's {topic}/{subTopic}/{transaction}. */
  choice: RequestChoice;
  /** Goes to the route of a choice (the app's router). */
  onChoose: (choice: RequestChoice) => void;
}

/** Spec 01 §2 payment/create-request/{topic}/{subTopic}/{transaction}. */
export function CreateRequestPage({ choice, onChoose }: CreateRequestPageProps) {
  const { i18n } = useTranslation();
  const dispatch = useDispatch();
  const requests = useSelector(selectPaymentRequests);
  useEffect(() => {
    dispatch(paymentRequestsOpened());
  }, [dispatch]);
  return (
    <CreateRequestView
      language={i18n.language}
      requests={requests}
      choice={choice}
      onChoose={onChoose}
      onSubmit={(draft) => dispatch(paymentRequestSubmitted(draft))}
      onRetry={() => dispatch(paymentRequestsOpened())}
    />
  );
}
