import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import {
  couponCodeLoadRequested,
  couponShareRequested,
  loadCouponInputChanged,
  selectCoupon,
  selectCouponBetCount,
  type WithCoupon,
} from '@bet/coupon/state';
import { CouponCodeBox } from '../coupon-code-box';

/**
 * The coupon's "by code" box over @bet/coupon/state: the typed code (spec 01 §3
 * loadCouponInputValue), its load and its errors, and the code of the current bets.
 */
export function ConnectedCouponCode({ lang }: { lang?: string }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const codes = useSelector((state: WithCoupon) => selectCoupon(state).codes);
  const inputValue = useSelector((state: WithCoupon) => selectCoupon(state).panel.loadCouponInputValue);
  const betCount = useSelector(selectCouponBetCount);
  const { load, share } = codes;

  const notices: string[] = [];
  if (load.loadedCode) notices.push(t('coupon_code_loaded', { code: load.loadedCode }));
  if (load.loadedCode && load.missingCount > 0) notices.push(t('coupon_code_missing', { count: load.missingCount }));

  return (
    <CouponCodeBox
      inputValue={inputValue}
      onInputChange={(value) => dispatch(loadCouponInputChanged({ value }))}
      onLoad={() => dispatch(couponCodeLoadRequested(lang ? { lang } : undefined))}
      isLoading={load.status === 'pending'}
      loadError={load.error ? t(`coupon_code_error_${load.error}`) : null}
      loadNotice={notices.length > 0 ? notices.join(' ') : null}
      canShare={betCount > 0}
      onShare={() => dispatch(couponShareRequested())}
      isSharing={share.status === 'pending'}
      sharedCode={share.code}
      shareError={share.status === 'failed' ? t('coupon_code_share_error') : null}
    />
  );
}
