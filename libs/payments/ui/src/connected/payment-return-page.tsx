import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import {
  paymentReturnClosed,
  paymentReturnOpened,
  paymentStatusRetryRequested,
  selectPaymentReturn,
  type PaymentDirection,
} from '@bet/payments';
import { PaymentReturnView } from '../payment-return-view';

export interface PaymentReturnPageProps {
  direction: PaymentDirection;
  /** The `paymentId` of the address's query, as the provider sent the player back. */
  paymentId: string | null;
}

/** Spec 01 §2 onpay/* and onpay/withdraw/*: reads the payment while shown (the sagas poll a pending one). */
export function PaymentReturnPage({ direction, paymentId }: PaymentReturnPageProps) {
  const { i18n } = useTranslation();
  const dispatch = useDispatch();
  const state = useSelector(selectPaymentReturn);
  useEffect(() => {
    dispatch(paymentReturnOpened({ direction, paymentId }));
    return () => {
      dispatch(paymentReturnClosed());
    };
  }, [dispatch, direction, paymentId]);
  return (
    <PaymentReturnView language={i18n.language} state={state} onRetry={() => dispatch(paymentStatusRetryRequested())} />
  );
}
