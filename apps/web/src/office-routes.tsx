import { useParams } from 'react-router';
import { BetHistoryPage, PrintCouponPage } from '@bet/office-ui';
import { DEFAULT_LANGUAGE } from '@bet/platform';

/** Spec 01 §2 office "history": the print links keep the page's language prefix. */
export function HistoryRoute() {
  const { lang = DEFAULT_LANGUAGE } = useParams();
  return <BetHistoryPage printHref={(couponId) => `/${lang}/print-coupon/${couponId}`} />;
}

/** Spec 01 §2 print-coupon/{couponId}; the route table's param rule lets digits only through (spec 01 §5). */
export function PrintCouponRoute() {
  const { couponId = '' } = useParams();
  return <PrintCouponPage couponId={couponId} />;
}
