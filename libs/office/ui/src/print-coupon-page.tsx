import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { printCouponRequested, selectPrintCoupon } from '@bet/office';
import { useCoefFormat } from '@bet/coupon-ui';
import { PrintCouponView } from './print-coupon-view';

export interface PrintCouponPageProps {
  /** Digits only (spec 01 §5; the route table's param rule has checked it). */
  couponId: string;
  /** window.print in the app; injected so stories and tests do not open a dialog. */
  print?: () => void;
}

const browserPrint = () => window.print();

/** Spec 01 §2 print-coupon/{couponId}: loads the player's coupon and offers to print it. */
export function PrintCouponPage({ couponId, print = browserPrint }: PrintCouponPageProps) {
  const { i18n } = useTranslation();
  const dispatch = useDispatch();
  const state = useSelector(selectPrintCoupon);
  const formatCoef = useCoefFormat();
  useEffect(() => {
    dispatch(printCouponRequested({ couponId }));
  }, [dispatch, couponId]);
  // Until the request for this id is under way, an earlier coupon must not show under its address.
  const current = state.couponId === couponId;
  return (
    <PrintCouponView
      language={i18n.language}
      status={current ? state.status : 'pending'}
      problem={current ? state.problem : null}
      coupon={current ? state.coupon : null}
      formatCoef={formatCoef}
      onPrint={print}
      onRetry={() => dispatch(printCouponRequested({ couponId }))}
    />
  );
}
