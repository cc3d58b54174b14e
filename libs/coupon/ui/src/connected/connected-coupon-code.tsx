import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useInRouterContext, useSearchParams } from 'react-router';
import {
  couponCodeLoadRequested,
  couponShareRequested,
  loadCouponInputChanged,
  selectCoupon,
  selectCouponBetCount,
  type WithCoupon,
} from '@bet/coupon/state';
import { pathFor } from '@bet/routing';
import { CouponCodeBox } from '../coupon-code-box';

/** The query parameter of a shared coupon's address: `/{language}/?coupon=CODE`. */
export const COUPON_CODE_QUERY = 'coupon';

/**
 * An address with `?coupon=CODE` (a shared link) loads that code into the coupon once, then the
 * parameter leaves the address, so a reload or another copy of the panel does not load it again.
 */
function CouponCodeFromAddress({ lang }: { lang?: string | undefined }) {
  const dispatch = useDispatch();
  const [params, setParams] = useSearchParams();
  const code = params.get(COUPON_CODE_QUERY);
  useEffect(() => {
    if (!code) return;
    dispatch(loadCouponInputChanged({ value: code }));
    dispatch(couponCodeLoadRequested(lang ? { lang } : undefined));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(COUPON_CODE_QUERY);
        return next;
      },
      { replace: true },
    );
  }, [code, dispatch, lang, setParams]);
  return null;
}

/**
 * The coupon's "by code" box over @bet/coupon/state: the typed code (spec 01 §3
 * loadCouponInputValue), its load and its errors, and the code and link of the current bets.
 */
export function ConnectedCouponCode({ lang }: { lang?: string }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const inRouter = useInRouterContext();
  const codes = useSelector((state: WithCoupon) => selectCoupon(state).codes);
  const inputValue = useSelector((state: WithCoupon) => selectCoupon(state).panel.loadCouponInputValue);
  const betCount = useSelector(selectCouponBetCount);
  const { load, share } = codes;

  const notices: string[] = [];
  if (load.loadedCode) notices.push(t('coupon_code_loaded', { code: load.loadedCode }));
  if (load.loadedCode && load.missingCount > 0) notices.push(t('coupon_code_missing', { count: load.missingCount }));

  return (
    <>
      {inRouter ? <CouponCodeFromAddress lang={lang} /> : null}
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
        sharedHref={
          share.code && lang ? pathFor('', { language: lang, query: { [COUPON_CODE_QUERY]: share.code } }) : null
        }
        shareError={share.status === 'failed' ? t('coupon_code_share_error') : null}
      />
    </>
  );
}
